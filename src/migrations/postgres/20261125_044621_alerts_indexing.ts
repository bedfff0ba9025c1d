import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_alerts_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_job_alerts_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_job_alerts_workplace" AS ENUM('onsite', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_job_alerts_type" AS ENUM('full-time', 'part-time', 'contract', 'temporary', 'internship');
  CREATE TYPE "public"."enum_job_alerts_experience" AS ENUM('0-2', '3-5', '6-10', '10+');
  CREATE TYPE "public"."enum_job_alerts_status" AS ENUM('pending', 'active');
  CREATE TYPE "public"."enum_indexing_notices_type" AS ENUM('URL_UPDATED', 'URL_DELETED');
  CREATE TYPE "public"."enum_indexing_notices_outcome" AS ENUM('sent', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendJobAlerts', 'closeExpiredJobs', 'notifySearchEngines');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendJobAlerts', 'closeExpiredJobs', 'notifySearchEngines');
  CREATE TABLE "job_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"candidate_id" integer,
  	"locale" "enum_job_alerts_locale" DEFAULT 'en' NOT NULL,
  	"frequency" "enum_job_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"q" varchar,
  	"industry" varchar,
  	"location" varchar,
  	"workplace" "enum_job_alerts_workplace",
  	"type" "enum_job_alerts_type",
  	"experience" "enum_job_alerts_experience",
  	"search_key" varchar NOT NULL,
  	"status" "enum_job_alerts_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"digest_through" timestamp(3) with time zone,
  	"next_digest_at" timestamp(3) with time zone,
  	"digest_claim" timestamp(3) with time zone,
  	"digest_claimed_at" timestamp(3) with time zone,
  	"last_sent_at" timestamp(3) with time zone,
  	"sent_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "indexing_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"type" "enum_indexing_notices_type" NOT NULL,
  	"job" numeric,
  	"outcome" "enum_indexing_notices_outcome" NOT NULL,
  	"status" numeric,
  	"attempts" numeric,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "jobs" ADD COLUMN "published_at" timestamp(3) with time zone;
  -- Jobs already published count as published when they were made: older than any alert, so never in a digest.
  UPDATE "jobs" SET "published_at" = "created_at" WHERE "status" <> 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "indexing_notices_id" integer;
  ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_alerts_email_idx" ON "job_alerts" USING btree ("email");
  CREATE INDEX "job_alerts_candidate_idx" ON "job_alerts" USING btree ("candidate_id");
  CREATE INDEX "job_alerts_search_key_idx" ON "job_alerts" USING btree ("search_key");
  CREATE INDEX "job_alerts_status_idx" ON "job_alerts" USING btree ("status");
  CREATE INDEX "job_alerts_next_digest_at_idx" ON "job_alerts" USING btree ("next_digest_at");
  CREATE INDEX "job_alerts_updated_at_idx" ON "job_alerts" USING btree ("updated_at");
  CREATE INDEX "job_alerts_created_at_idx" ON "job_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_searchKey_idx" ON "job_alerts" USING btree ("email","search_key");
  CREATE INDEX "indexing_notices_url_idx" ON "indexing_notices" USING btree ("url");
  CREATE INDEX "indexing_notices_job_idx" ON "indexing_notices" USING btree ("job");
  CREATE INDEX "indexing_notices_updated_at_idx" ON "indexing_notices" USING btree ("updated_at");
  CREATE INDEX "indexing_notices_created_at_idx" ON "indexing_notices" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_alerts_fk" FOREIGN KEY ("job_alerts_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_indexing_notices_fk" FOREIGN KEY ("indexing_notices_id") REFERENCES "public"."indexing_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_published_at_idx" ON "jobs" USING btree ("published_at");
  CREATE INDEX "payload_locked_documents_rels_job_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("job_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_indexing_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("indexing_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "indexing_notices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_alerts" CASCADE;
  DROP TABLE "indexing_notices" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_indexing_notices_fk";
  
  DROP INDEX "jobs_published_at_idx";
  DROP INDEX "payload_locked_documents_rels_job_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_indexing_notices_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "published_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "indexing_notices_id";
  DROP TYPE "public"."enum_job_alerts_locale";
  DROP TYPE "public"."enum_job_alerts_frequency";
  DROP TYPE "public"."enum_job_alerts_workplace";
  DROP TYPE "public"."enum_job_alerts_type";
  DROP TYPE "public"."enum_job_alerts_experience";
  DROP TYPE "public"."enum_job_alerts_status";
  DROP TYPE "public"."enum_indexing_notices_type";
  DROP TYPE "public"."enum_indexing_notices_outcome";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
