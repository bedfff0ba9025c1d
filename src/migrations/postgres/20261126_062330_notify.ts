import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notification_messages_purpose" AS ENUM('jobAlerts', 'applicationUpdates', 'interviewReminders', 'verification');
  CREATE TYPE "public"."enum_notification_messages_channel" AS ENUM('email', 'whatsapp', 'push');
  CREATE TYPE "public"."enum_notification_messages_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_notification_messages_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  CREATE TYPE "public"."enum_notification_messages_fell_back_from" AS ENUM('email', 'whatsapp', 'push');
  CREATE TYPE "public"."enum_push_subscriptions_locale" AS ENUM('en', 'ar');
  ALTER TYPE "public"."enum_consent_events_method" ADD VALUE 'whatsapp-reply' BEFORE 'staff-request';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNotifications';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueInterviewReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNotifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueInterviewReminders';
  CREATE TABLE "notification_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"job_alerts_email" boolean DEFAULT true,
  	"job_alerts_whatsapp" boolean DEFAULT false,
  	"job_alerts_push" boolean DEFAULT false,
  	"application_updates_email" boolean DEFAULT true,
  	"application_updates_whatsapp" boolean DEFAULT false,
  	"application_updates_push" boolean DEFAULT false,
  	"interview_reminders_email" boolean DEFAULT true,
  	"interview_reminders_whatsapp" boolean DEFAULT false,
  	"interview_reminders_push" boolean DEFAULT false,
  	"whatsapp_number" varchar,
  	"whatsapp_verified_at" timestamp(3) with time zone,
  	"whatsapp_opt_in_at" timestamp(3) with time zone,
  	"whatsapp_stopped_at" timestamp(3) with time zone,
  	"pending_number" varchar,
  	"code_hash" varchar,
  	"code_sent_at" timestamp(3) with time zone,
  	"code_tries" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"purpose" "enum_notification_messages_purpose" NOT NULL,
  	"channel" "enum_notification_messages_channel" NOT NULL,
  	"template" varchar NOT NULL,
  	"locale" "enum_notification_messages_locale" NOT NULL,
  	"params" jsonb,
  	"url" varchar,
  	"interview_id" integer,
  	"status" "enum_notification_messages_status" DEFAULT 'queued' NOT NULL,
  	"not_before" timestamp(3) with time zone NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"fell_back_from" "enum_notification_messages_fell_back_from",
  	"provider_id" varchar,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"locale" "enum_push_subscriptions_locale" NOT NULL,
  	"device" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" integer;
  ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "notification_settings_candidate_idx" ON "notification_settings" USING btree ("candidate_id");
  CREATE INDEX "notification_settings_whatsapp_number_idx" ON "notification_settings" USING btree ("whatsapp_number");
  CREATE INDEX "notification_settings_updated_at_idx" ON "notification_settings" USING btree ("updated_at");
  CREATE INDEX "notification_settings_created_at_idx" ON "notification_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "notification_messages_key_idx" ON "notification_messages" USING btree ("key");
  CREATE INDEX "notification_messages_candidate_idx" ON "notification_messages" USING btree ("candidate_id");
  CREATE INDEX "notification_messages_interview_idx" ON "notification_messages" USING btree ("interview_id");
  CREATE INDEX "notification_messages_updated_at_idx" ON "notification_messages" USING btree ("updated_at");
  CREATE INDEX "notification_messages_created_at_idx" ON "notification_messages" USING btree ("created_at");
  CREATE INDEX "status_notBefore_idx" ON "notification_messages" USING btree ("status","not_before");
  CREATE INDEX "push_subscriptions_candidate_idx" ON "push_subscriptions" USING btree ("candidate_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_settings_fk" FOREIGN KEY ("notification_settings_id") REFERENCES "public"."notification_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_messages_fk" FOREIGN KEY ("notification_messages_id") REFERENCES "public"."notification_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_notification_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_settings_id");
  CREATE INDEX "payload_locked_documents_rels_notification_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_messages_id");
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "notification_settings" CASCADE;
  DROP TABLE "notification_messages" CASCADE;
  DROP TABLE "push_subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notification_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notification_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk";
  
  ALTER TABLE "consent_events" ALTER COLUMN "method" SET DATA TYPE text;
  DROP TYPE "public"."enum_consent_events_method";
  CREATE TYPE "public"."enum_consent_events_method" AS ENUM('signup', 'application', 'form', 'email-link', 'staff-request', 'expiry');
  ALTER TABLE "consent_events" ALTER COLUMN "method" SET DATA TYPE "public"."enum_consent_events_method" USING "method"::"public"."enum_consent_events_method";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_notification_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_notification_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_push_subscriptions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  DROP TYPE "public"."enum_notification_messages_purpose";
  DROP TYPE "public"."enum_notification_messages_channel";
  DROP TYPE "public"."enum_notification_messages_locale";
  DROP TYPE "public"."enum_notification_messages_status";
  DROP TYPE "public"."enum_notification_messages_fell_back_from";
  DROP TYPE "public"."enum_push_subscriptions_locale";`)
}
