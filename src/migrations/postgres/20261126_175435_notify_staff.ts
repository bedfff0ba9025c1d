import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notification_messages_purpose" ADD VALUE 'newApplications';
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" DROP NOT NULL;
  ALTER TABLE "application_activities" ADD COLUMN "once" varchar;
  CREATE UNIQUE INDEX "application_activities_once_idx" ON "application_activities" USING btree ("once");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_messages_purpose";
  CREATE TYPE "public"."enum_notification_messages_purpose" AS ENUM('jobAlerts', 'applicationUpdates', 'interviewReminders', 'verification');
  ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_notification_messages_purpose" USING "purpose"::"public"."enum_notification_messages_purpose";
  DROP INDEX "application_activities_once_idx";
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" SET NOT NULL;
  ALTER TABLE "application_activities" DROP COLUMN "once";`)
}
