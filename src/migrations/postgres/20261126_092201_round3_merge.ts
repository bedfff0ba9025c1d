import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_email_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_job_invitations_status" AS ENUM('sent', 'interested', 'declined');
  CREATE TYPE "public"."enum_job_invitations_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_placements_exit_remedy" AS ENUM('replacement', 'credit');
  CREATE TYPE "public"."enum_client_notices_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_client_notices_status" AS ENUM('sending', 'sent');
  ALTER TYPE "public"."enum_retention_rules_kind" ADD VALUE 'unused-cvs';
  ALTER TYPE "public"."enum_retention_rules_kind" ADD VALUE 'bounced-alerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifySubmittal' BEFORE 'sendJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'watchGuarantees' BEFORE 'queueInterviewReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifySubmittal' BEFORE 'sendJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'watchGuarantees' BEFORE 'queueInterviewReminders';
  CREATE TABLE "candidates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "talent_pools" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"owner_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "talent_pools_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "talent_pools_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"candidates_id" integer
  );
  
  CREATE TABLE "job_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer,
  	"candidate_id" integer,
  	"status" "enum_job_invitations_status" DEFAULT 'sent' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"application_id" integer,
  	"invited_by_id" integer,
  	"locale" "enum_job_invitations_locale" DEFAULT 'en',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "client_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"submittal_id" integer,
  	"contact_id" integer,
  	"locale" "enum_client_notices_locale" NOT NULL,
  	"status" "enum_client_notices_status" NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_language" "enum_users_email_language" DEFAULT 'en';
  ALTER TABLE "candidates" ADD COLUMN "eligibility_digest_recommendations" boolean DEFAULT false;
  ALTER TABLE "candidates" ADD COLUMN "email_verified" boolean;
  ALTER TABLE "job_alerts" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "exit_date" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "exit_remedy" "enum_placements_exit_remedy" DEFAULT 'replacement';
  ALTER TABLE "placements" ADD COLUMN "replaces_id" integer;
  ALTER TABLE "placements" ADD COLUMN "credit_net_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "credit_vat_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "credit_gross_minor" numeric;
  ALTER TABLE "placements" ADD COLUMN "guarantee_warn_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "guarantee_warned_at" timestamp(3) with time zone;
  ALTER TABLE "placements" ADD COLUMN "guarantee_ended_at" timestamp(3) with time zone;
  ALTER TABLE "consent_events" ADD COLUMN "email" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "talent_pools_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_notices_id" integer;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools" ADD CONSTRAINT "talent_pools_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "talent_pools_texts" ADD CONSTRAINT "talent_pools_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools_rels" ADD CONSTRAINT "talent_pools_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talent_pools_rels" ADD CONSTRAINT "talent_pools_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_submittal_id_submittals_id_fk" FOREIGN KEY ("submittal_id") REFERENCES "public"."submittals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidates_rels_order_idx" ON "candidates_rels" USING btree ("order");
  CREATE INDEX "candidates_rels_parent_idx" ON "candidates_rels" USING btree ("parent_id");
  CREATE INDEX "candidates_rels_path_idx" ON "candidates_rels" USING btree ("path");
  CREATE INDEX "candidates_rels_jobs_id_idx" ON "candidates_rels" USING btree ("jobs_id");
  CREATE INDEX "talent_pools_owner_idx" ON "talent_pools" USING btree ("owner_id");
  CREATE INDEX "talent_pools_updated_at_idx" ON "talent_pools" USING btree ("updated_at");
  CREATE INDEX "talent_pools_created_at_idx" ON "talent_pools" USING btree ("created_at");
  CREATE INDEX "talent_pools_texts_order_parent" ON "talent_pools_texts" USING btree ("order","parent_id");
  CREATE INDEX "talent_pools_rels_order_idx" ON "talent_pools_rels" USING btree ("order");
  CREATE INDEX "talent_pools_rels_parent_idx" ON "talent_pools_rels" USING btree ("parent_id");
  CREATE INDEX "talent_pools_rels_path_idx" ON "talent_pools_rels" USING btree ("path");
  CREATE INDEX "talent_pools_rels_candidates_id_idx" ON "talent_pools_rels" USING btree ("candidates_id");
  CREATE INDEX "job_invitations_job_idx" ON "job_invitations" USING btree ("job_id");
  CREATE INDEX "job_invitations_candidate_idx" ON "job_invitations" USING btree ("candidate_id");
  CREATE INDEX "job_invitations_application_idx" ON "job_invitations" USING btree ("application_id");
  CREATE INDEX "job_invitations_invited_by_idx" ON "job_invitations" USING btree ("invited_by_id");
  CREATE INDEX "job_invitations_updated_at_idx" ON "job_invitations" USING btree ("updated_at");
  CREATE INDEX "job_invitations_created_at_idx" ON "job_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_candidate_1_idx" ON "job_invitations" USING btree ("job_id","candidate_id");
  CREATE INDEX "candidate_status_createdAt_idx" ON "job_invitations" USING btree ("candidate_id","status","created_at");
  CREATE UNIQUE INDEX "client_notices_key_idx" ON "client_notices" USING btree ("key");
  CREATE INDEX "client_notices_submittal_idx" ON "client_notices" USING btree ("submittal_id");
  CREATE INDEX "client_notices_contact_idx" ON "client_notices" USING btree ("contact_id");
  CREATE INDEX "client_notices_updated_at_idx" ON "client_notices" USING btree ("updated_at");
  CREATE INDEX "client_notices_created_at_idx" ON "client_notices" USING btree ("created_at");
  ALTER TABLE "placements" ADD CONSTRAINT "placements_replaces_id_placements_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_talent_pools_fk" FOREIGN KEY ("talent_pools_id") REFERENCES "public"."talent_pools"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_invitations_fk" FOREIGN KEY ("job_invitations_id") REFERENCES "public"."job_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_notices_fk" FOREIGN KEY ("client_notices_id") REFERENCES "public"."client_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_alerts_bounced_at_idx" ON "job_alerts" USING btree ("bounced_at");
  CREATE INDEX "placements_exit_date_idx" ON "placements" USING btree ("exit_date");
  CREATE UNIQUE INDEX "placements_replaces_idx" ON "placements" USING btree ("replaces_id");
  CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email");
  CREATE INDEX "email_scopeKey_at_idx" ON "consent_events" USING btree ("email","scope_key","at");
  CREATE INDEX "payload_locked_documents_rels_talent_pools_id_idx" ON "payload_locked_documents_rels" USING btree ("talent_pools_id");
  CREATE INDEX "payload_locked_documents_rels_job_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("job_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_client_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("client_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "talent_pools_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates_rels" CASCADE;
  DROP TABLE "talent_pools" CASCADE;
  DROP TABLE "talent_pools_texts" CASCADE;
  DROP TABLE "talent_pools_rels" CASCADE;
  DROP TABLE "job_invitations" CASCADE;
  DROP TABLE "client_notices" CASCADE;
  ALTER TABLE "placements" DROP CONSTRAINT "placements_replaces_id_placements_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_talent_pools_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_notices_fk";
  
  ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_retention_rules_kind";
  CREATE TYPE "public"."enum_retention_rules_kind" AS ENUM('inactive-candidates', 'consent-ended', 'rejected-applications', 'contact-messages');
  ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_retention_rules_kind" USING "kind"::"public"."enum_retention_rules_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "job_alerts_bounced_at_idx";
  DROP INDEX "placements_exit_date_idx";
  DROP INDEX "placements_replaces_idx";
  DROP INDEX "consent_events_email_idx";
  DROP INDEX "email_scopeKey_at_idx";
  DROP INDEX "payload_locked_documents_rels_talent_pools_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_notices_id_idx";
  ALTER TABLE "users" DROP COLUMN "email_language";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_digest_recommendations";
  ALTER TABLE "candidates" DROP COLUMN "email_verified";
  ALTER TABLE "job_alerts" DROP COLUMN "bounced_at";
  ALTER TABLE "placements" DROP COLUMN "exit_date";
  ALTER TABLE "placements" DROP COLUMN "exit_remedy";
  ALTER TABLE "placements" DROP COLUMN "replaces_id";
  ALTER TABLE "placements" DROP COLUMN "credit_net_minor";
  ALTER TABLE "placements" DROP COLUMN "credit_vat_minor";
  ALTER TABLE "placements" DROP COLUMN "credit_gross_minor";
  ALTER TABLE "placements" DROP COLUMN "guarantee_warn_claimed_at";
  ALTER TABLE "placements" DROP COLUMN "guarantee_warned_at";
  ALTER TABLE "placements" DROP COLUMN "guarantee_ended_at";
  ALTER TABLE "consent_events" DROP COLUMN "email";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "talent_pools_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_notices_id";
  DROP TYPE "public"."enum_users_email_language";
  DROP TYPE "public"."enum_job_invitations_status";
  DROP TYPE "public"."enum_job_invitations_locale";
  DROP TYPE "public"."enum_placements_exit_remedy";
  DROP TYPE "public"."enum_client_notices_locale";
  DROP TYPE "public"."enum_client_notices_status";`)
}
