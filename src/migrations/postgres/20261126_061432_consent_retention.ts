import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_events_purpose" AS ENUM('keep', 'represent', 'alerts', 'marketing', 'whatsapp');
  CREATE TYPE "public"."enum_consent_events_action" AS ENUM('granted', 'withdrawn');
  CREATE TYPE "public"."enum_consent_events_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_consent_events_method" AS ENUM('signup', 'application', 'form', 'email-link', 'staff-request', 'expiry');
  CREATE TYPE "public"."enum_retention_rules_kind" AS ENUM('inactive-candidates', 'consent-ended', 'rejected-applications', 'contact-messages');
  CREATE TYPE "public"."enum_privacy_notices_kind" AS ENUM('keep-reminder', 'retention-warning');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'applyRetention' BEFORE 'closeExpiredJobs';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'applyRetention' BEFORE 'closeExpiredJobs';
  CREATE TABLE "consent_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"purpose" "enum_consent_events_purpose" NOT NULL,
  	"action" "enum_consent_events_action" NOT NULL,
  	"client_id" varchar,
  	"job_id" integer,
  	"scope_key" varchar NOT NULL,
  	"wording" varchar NOT NULL,
  	"wording_version" varchar NOT NULL,
  	"language" "enum_consent_events_language" NOT NULL,
  	"method" "enum_consent_events_method" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone,
  	"recorded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_retention_rules_kind" NOT NULL,
  	"months" numeric NOT NULL,
  	"active" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_rules_locales" (
  	"name" varchar NOT NULL,
  	"notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "legal_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer,
  	"application_id" integer,
  	"reason" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"set_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_privacy_notices_kind" NOT NULL,
  	"candidate_id" integer,
  	"rule_id" integer,
  	"due_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "retention_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "legal_holds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_notices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_keep_months" numeric DEFAULT 24;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_privacy_keep_months" numeric DEFAULT 24;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "retention_rules_locales" ADD CONSTRAINT "retention_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."retention_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_rule_id_retention_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."retention_rules"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_events_candidate_idx" ON "consent_events" USING btree ("candidate_id");
  CREATE INDEX "consent_events_purpose_idx" ON "consent_events" USING btree ("purpose");
  CREATE INDEX "consent_events_client_id_idx" ON "consent_events" USING btree ("client_id");
  CREATE INDEX "consent_events_job_idx" ON "consent_events" USING btree ("job_id");
  CREATE INDEX "consent_events_scope_key_idx" ON "consent_events" USING btree ("scope_key");
  CREATE INDEX "consent_events_at_idx" ON "consent_events" USING btree ("at");
  CREATE INDEX "consent_events_expires_at_idx" ON "consent_events" USING btree ("expires_at");
  CREATE INDEX "consent_events_recorded_by_idx" ON "consent_events" USING btree ("recorded_by_id");
  CREATE INDEX "consent_events_updated_at_idx" ON "consent_events" USING btree ("updated_at");
  CREATE INDEX "consent_events_created_at_idx" ON "consent_events" USING btree ("created_at");
  CREATE INDEX "candidate_scopeKey_at_idx" ON "consent_events" USING btree ("candidate_id","scope_key","at");
  CREATE INDEX "retention_rules_updated_at_idx" ON "retention_rules" USING btree ("updated_at");
  CREATE INDEX "retention_rules_created_at_idx" ON "retention_rules" USING btree ("created_at");
  CREATE UNIQUE INDEX "retention_rules_locales_locale_parent_id_unique" ON "retention_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "legal_holds_candidate_idx" ON "legal_holds" USING btree ("candidate_id");
  CREATE INDEX "legal_holds_application_idx" ON "legal_holds" USING btree ("application_id");
  CREATE INDEX "legal_holds_active_idx" ON "legal_holds" USING btree ("active");
  CREATE INDEX "legal_holds_set_by_idx" ON "legal_holds" USING btree ("set_by_id");
  CREATE INDEX "legal_holds_updated_at_idx" ON "legal_holds" USING btree ("updated_at");
  CREATE INDEX "legal_holds_created_at_idx" ON "legal_holds" USING btree ("created_at");
  CREATE UNIQUE INDEX "privacy_notices_key_idx" ON "privacy_notices" USING btree ("key");
  CREATE INDEX "privacy_notices_candidate_idx" ON "privacy_notices" USING btree ("candidate_id");
  CREATE INDEX "privacy_notices_rule_idx" ON "privacy_notices" USING btree ("rule_id");
  CREATE INDEX "privacy_notices_due_at_idx" ON "privacy_notices" USING btree ("due_at");
  CREATE INDEX "privacy_notices_updated_at_idx" ON "privacy_notices" USING btree ("updated_at");
  CREATE INDEX "privacy_notices_created_at_idx" ON "privacy_notices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_events_fk" FOREIGN KEY ("consent_events_id") REFERENCES "public"."consent_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_retention_rules_fk" FOREIGN KEY ("retention_rules_id") REFERENCES "public"."retention_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_holds_fk" FOREIGN KEY ("legal_holds_id") REFERENCES "public"."legal_holds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk" FOREIGN KEY ("privacy_notices_id") REFERENCES "public"."privacy_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_events_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_events_id");
  CREATE INDEX "payload_locked_documents_rels_retention_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("retention_rules_id");
  CREATE INDEX "payload_locked_documents_rels_legal_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_holds_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "retention_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "legal_holds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_events" CASCADE;
  DROP TABLE "retention_rules" CASCADE;
  DROP TABLE "retention_rules_locales" CASCADE;
  DROP TABLE "legal_holds" CASCADE;
  DROP TABLE "privacy_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_retention_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_legal_holds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_notices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'closeExpiredJobs', 'notifySearchEngines');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'closeExpiredJobs', 'notifySearchEngines');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_consent_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_retention_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_legal_holds_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_notices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "retention_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "legal_holds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_notices_id";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_keep_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_privacy_keep_months";
  DROP TYPE "public"."enum_consent_events_purpose";
  DROP TYPE "public"."enum_consent_events_action";
  DROP TYPE "public"."enum_consent_events_language";
  DROP TYPE "public"."enum_consent_events_method";
  DROP TYPE "public"."enum_retention_rules_kind";
  DROP TYPE "public"."enum_privacy_notices_kind";`)
}
