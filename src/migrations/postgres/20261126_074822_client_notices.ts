import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_client_notices_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_client_notices_status" AS ENUM('sending', 'sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifySubmittal' BEFORE 'sendJobAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifySubmittal' BEFORE 'sendJobAlerts';
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_notices_id" integer;
  ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_submittal_id_submittals_id_fk" FOREIGN KEY ("submittal_id") REFERENCES "public"."submittals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_notices" ADD CONSTRAINT "client_notices_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "client_notices_key_idx" ON "client_notices" USING btree ("key");
  CREATE INDEX "client_notices_submittal_idx" ON "client_notices" USING btree ("submittal_id");
  CREATE INDEX "client_notices_contact_idx" ON "client_notices" USING btree ("contact_id");
  CREATE INDEX "client_notices_updated_at_idx" ON "client_notices" USING btree ("updated_at");
  CREATE INDEX "client_notices_created_at_idx" ON "client_notices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_notices_fk" FOREIGN KEY ("client_notices_id") REFERENCES "public"."client_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_client_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("client_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_notices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'readCv', 'sendJobAlerts', 'applyRetention', 'closeExpiredJobs', 'notifySearchEngines', 'sendNotifications', 'queueInterviewReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_client_notices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_notices_id";
  DROP TYPE "public"."enum_client_notices_locale";
  DROP TYPE "public"."enum_client_notices_status";`)
}
