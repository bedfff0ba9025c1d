import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { moveNotesToTimeline } from '../steps/application_notes'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rewriteMatchSkills' BEFORE 'notifySubmittal';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rewriteMatchSkills' BEFORE 'notifySubmittal';
  ALTER TABLE "push_subscriptions" ALTER COLUMN "candidate_id" DROP NOT NULL;
  ALTER TABLE "push_subscriptions" ADD COLUMN "user_id" integer;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "compound_index_idx" ON "applications" USING btree ("created_at","job_id","source","stages_shortlisted_at","stages_interview_at","stages_offered_at","stages_hired_at");
  CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");`)
  // Issue 28, item 8: notes written in the sidebar field before the timeline existed move onto the timeline.
  await moveNotesToTimeline({ sql, run: (query) => db.execute(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_user_id_users_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'notifySubmittal', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'watchGuarantees', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'notifySubmittal', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'watchGuarantees', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "compound_index_idx";
  DROP INDEX "push_subscriptions_user_idx";
  ALTER TABLE "push_subscriptions" ALTER COLUMN "candidate_id" SET NOT NULL;
  ALTER TABLE "push_subscriptions" DROP COLUMN "user_id";`)
}
