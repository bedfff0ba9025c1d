import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notification_messages_purpose" ADD VALUE 'newApplications';
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" DROP NOT NULL;
  ALTER TABLE "application_activities" ADD COLUMN "once" varchar;
  ALTER TABLE "notification_messages" ADD COLUMN "user_id" integer;
  ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "application_activities_once_idx" ON "application_activities" USING btree ("once");
  CREATE INDEX "notification_messages_user_idx" ON "notification_messages" USING btree ("user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_messages" DROP CONSTRAINT "notification_messages_user_id_users_id_fk";
  
  ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_messages_purpose";
  CREATE TYPE "public"."enum_notification_messages_purpose" AS ENUM('jobAlerts', 'applicationUpdates', 'interviewReminders', 'verification');
  ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_notification_messages_purpose" USING "purpose"::"public"."enum_notification_messages_purpose";
  DROP INDEX "application_activities_once_idx";
  DROP INDEX "notification_messages_user_idx";
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" SET NOT NULL;
  ALTER TABLE "application_activities" DROP COLUMN "once";
  ALTER TABLE "notification_messages" DROP COLUMN "user_id";`)
}
