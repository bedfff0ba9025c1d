import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_email_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_placements_exit_remedy" AS ENUM('replacement', 'credit');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'watchGuarantees' BEFORE 'queueInterviewReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'watchGuarantees' BEFORE 'queueInterviewReminders';
  ALTER TABLE "users" ADD COLUMN "email_language" "enum_users_email_language" DEFAULT 'en';
  ALTER TABLE "placements" ADD COLUMN "exit_date" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "exit_remedy" "enum_placements_exit_remedy" DEFAULT 'replacement';
  ALTER TABLE "placements" ADD COLUMN "replaces_id" integer;
  ALTER TABLE "placements" ADD COLUMN "credit_net_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "credit_vat_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "credit_gross_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "guarantee_warn_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "guarantee_warned_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "guarantee_ended_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_replaces_id_placements_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "placements_exit_date_idx" ON "placements" USING btree ("exit_date");
  CREATE UNIQUE INDEX "placements_replaces_idx" ON "placements" USING btree ("replaces_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "placements" DROP CONSTRAINT "placements_replaces_id_placements_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "placements_exit_date_idx";
  DROP INDEX "placements_replaces_idx";
  ALTER TABLE "users" DROP COLUMN "email_language";
  ALTER TABLE "placements" DROP COLUMN "exit_date";
  ALTER TABLE "placements" DROP COLUMN "exit_remedy";
  ALTER TABLE "placements" DROP COLUMN "replaces_id";
  ALTER TABLE "placements" DROP COLUMN "credit_net_minor";
  ALTER TABLE "placements" DROP COLUMN "credit_vat_minor";
  ALTER TABLE "placements" DROP COLUMN "credit_gross_minor";
  ALTER TABLE "placements" DROP COLUMN "guarantee_warn_claimed_at";
  ALTER TABLE "placements" DROP COLUMN "guarantee_warned_at";
  ALTER TABLE "placements" DROP COLUMN "guarantee_ended_at";
  DROP TYPE "public"."enum_users_email_language";
  DROP TYPE "public"."enum_placements_exit_remedy";`)
}
