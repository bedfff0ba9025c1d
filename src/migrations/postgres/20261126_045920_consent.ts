import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_events_purpose" AS ENUM('keep', 'represent', 'alerts', 'marketing', 'whatsapp');
  CREATE TYPE "public"."enum_consent_events_action" AS ENUM('granted', 'withdrawn');
  CREATE TYPE "public"."enum_consent_events_language" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_consent_events_method" AS ENUM('signup', 'application', 'form', 'email-link', 'staff-request', 'expiry');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_events_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "privacy_keep_months" numeric DEFAULT 24;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_privacy_keep_months" numeric DEFAULT 24;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_events_fk" FOREIGN KEY ("consent_events_id") REFERENCES "public"."consent_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_events_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_events_id";
  ALTER TABLE "site_settings" DROP COLUMN "privacy_keep_months";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_privacy_keep_months";
  DROP TYPE "public"."enum_consent_events_purpose";
  DROP TYPE "public"."enum_consent_events_action";
  DROP TYPE "public"."enum_consent_events_language";
  DROP TYPE "public"."enum_consent_events_method";`)
}
