import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_messages" ADD COLUMN "user_id" integer;
  ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "notification_messages_user_idx" ON "notification_messages" USING btree ("user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_messages" DROP CONSTRAINT "notification_messages_user_id_users_id_fk";
  
  DROP INDEX "notification_messages_user_idx";
  ALTER TABLE "notification_messages" DROP COLUMN "user_id";`)
}
