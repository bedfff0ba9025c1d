import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_talent_pools_kind" AS ENUM('static', 'smart');
  CREATE TYPE "public"."enum_talent_pools_query_country" AS ENUM('SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO', 'LB', 'SY', 'IQ', 'YE', 'SD', 'PS', 'MA', 'TN', 'DZ', 'LY', 'IN', 'PK', 'BD', 'LK', 'NP', 'PH', 'ID', 'TR', 'GB', 'US', 'CA', 'FR', 'DE', 'ZA', 'NG', 'KE', 'ET');
  CREATE TYPE "public"."enum_talent_pools_query_nationality" AS ENUM('SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO', 'LB', 'SY', 'IQ', 'YE', 'SD', 'PS', 'MA', 'TN', 'DZ', 'LY', 'IN', 'PK', 'BD', 'LK', 'NP', 'PH', 'ID', 'TR', 'GB', 'US', 'CA', 'FR', 'DE', 'ZA', 'NG', 'KE', 'ET');
  CREATE TYPE "public"."enum_talent_pools_query_arabic" AS ENUM('basic', 'conversational', 'professional', 'native');
  CREATE TYPE "public"."enum_talent_pools_query_english" AS ENUM('basic', 'conversational', 'professional', 'native');
  ALTER TYPE "public"."enum_notification_messages_purpose" ADD VALUE 'newApplications';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'dropSilentPoolMembers';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'dropSilentPoolMembers';
  CREATE TABLE "candidates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" DROP NOT NULL;
  ALTER TABLE "application_activities" ADD COLUMN "once" varchar;
  ALTER TABLE "talent_pools" ADD COLUMN "kind" "enum_talent_pools_kind" DEFAULT 'static';
  ALTER TABLE "talent_pools" ADD COLUMN "query_keywords" varchar;
  ALTER TABLE "talent_pools" ADD COLUMN "query_city" varchar;
  ALTER TABLE "talent_pools" ADD COLUMN "query_country" "enum_talent_pools_query_country";
  ALTER TABLE "talent_pools" ADD COLUMN "query_nationality" "enum_talent_pools_query_nationality";
  ALTER TABLE "talent_pools" ADD COLUMN "query_min_years" numeric;
  ALTER TABLE "talent_pools" ADD COLUMN "query_arabic" "enum_talent_pools_query_arabic";
  ALTER TABLE "talent_pools" ADD COLUMN "query_english" "enum_talent_pools_query_english";
  ALTER TABLE "talent_pools" ADD COLUMN "query_reference_job_id" integer;
  ALTER TABLE "talent_pools" ADD COLUMN "query_min_score" numeric;
  ALTER TABLE "notification_messages" ADD COLUMN "user_id" integer;
  ALTER TABLE "candidates_texts" ADD CONSTRAINT "candidates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "candidates_texts_order_parent" ON "candidates_texts" USING btree ("order","parent_id");
  ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_query_reference_job_id_jobs_id_fk" FOREIGN KEY ("query_reference_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "application_activities_once_idx" ON "application_activities" USING btree ("once");
  CREATE INDEX "talent_pools_query_query_reference_job_idx" ON "talent_pools" USING btree ("query_reference_job_id");
  CREATE INDEX "notification_messages_user_idx" ON "notification_messages" USING btree ("user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates_texts" CASCADE;
  ALTER TABLE "talent_pools" DROP CONSTRAINT "talent_pools_query_reference_job_id_jobs_id_fk";
  
  ALTER TABLE "notification_messages" DROP CONSTRAINT "notification_messages_user_id_users_id_fk";
  
  ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_notification_messages_purpose";
  CREATE TYPE "public"."enum_notification_messages_purpose" AS ENUM('jobAlerts', 'applicationUpdates', 'interviewReminders', 'verification');
  ALTER TABLE "notification_messages" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_notification_messages_purpose" USING "purpose"::"public"."enum_notification_messages_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'rewriteMatchSkills', 'notifySubmittal', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'watchGuarantees', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'rewriteMatchSkills', 'notifySubmittal', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'watchGuarantees', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "application_activities_once_idx";
  DROP INDEX "talent_pools_query_query_reference_job_idx";
  DROP INDEX "notification_messages_user_idx";
  ALTER TABLE "notification_messages" ALTER COLUMN "candidate_id" SET NOT NULL;
  ALTER TABLE "application_activities" DROP COLUMN "once";
  ALTER TABLE "talent_pools" DROP COLUMN "kind";
  ALTER TABLE "talent_pools" DROP COLUMN "query_keywords";
  ALTER TABLE "talent_pools" DROP COLUMN "query_city";
  ALTER TABLE "talent_pools" DROP COLUMN "query_country";
  ALTER TABLE "talent_pools" DROP COLUMN "query_nationality";
  ALTER TABLE "talent_pools" DROP COLUMN "query_min_years";
  ALTER TABLE "talent_pools" DROP COLUMN "query_arabic";
  ALTER TABLE "talent_pools" DROP COLUMN "query_english";
  ALTER TABLE "talent_pools" DROP COLUMN "query_reference_job_id";
  ALTER TABLE "talent_pools" DROP COLUMN "query_min_score";
  ALTER TABLE "notification_messages" DROP COLUMN "user_id";
  DROP TYPE "public"."enum_talent_pools_kind";
  DROP TYPE "public"."enum_talent_pools_query_country";
  DROP TYPE "public"."enum_talent_pools_query_nationality";
  DROP TYPE "public"."enum_talent_pools_query_arabic";
  DROP TYPE "public"."enum_talent_pools_query_english";`)
}
