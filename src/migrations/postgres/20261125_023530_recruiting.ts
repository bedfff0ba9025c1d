import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillRecruiting } from '../steps/recruiting'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_interviews_startsat_tz" AS ENUM('Asia/Riyadh', 'Asia/Dubai', 'Asia/Qatar', 'Asia/Kuwait', 'Asia/Bahrain', 'Asia/Muscat', 'Africa/Cairo', 'Asia/Amman', 'Asia/Beirut', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Manila', 'Europe/London', 'Europe/Paris', 'America/New_York', 'UTC');
  CREATE TYPE "public"."enum_interviews_status" AS ENUM('scheduled', 'cancelled');
  CREATE TYPE "public"."enum_interviews_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_email_templates_key" AS ENUM('submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'interview-invitation', 'interview-updated', 'interview-cancelled');
  CREATE TYPE "public"."enum_application_activities_kind" AS ENUM('note', 'status', 'email', 'interview', 'rating', 'tags');
  CREATE TABLE "jobs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "candidate_cvs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jobs_id" integer
  );
  
  CREATE TABLE "applications_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "interviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "enum_interviews_startsat_tz" DEFAULT 'Asia/Riyadh' NOT NULL,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"location" varchar,
  	"video_link" varchar,
  	"status" "enum_interviews_status" DEFAULT 'scheduled' NOT NULL,
  	"job_id" integer,
  	"candidate_id" integer,
  	"candidate_name" varchar,
  	"locale" "enum_interviews_locale",
  	"uid" varchar,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "interviews_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "email_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_email_templates_key" NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_templates_locales" (
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "application_activities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"kind" "enum_application_activities_kind" NOT NULL,
  	"actor_id" integer,
  	"text" varchar,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "jobs" ADD COLUMN "owner_id" integer;
  ALTER TABLE "candidates" ADD COLUMN "experience_years" numeric;
  ALTER TABLE "candidate_cvs" ADD COLUMN "extracted_text" varchar;
  ALTER TABLE "applications" ADD COLUMN "experience_years" numeric;
  ALTER TABLE "applications" ADD COLUMN "rating" numeric;
  ALTER TABLE "applications" ADD COLUMN "stages_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "stages_shortlisted_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "stages_interview_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "stages_offered_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "stages_hired_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "stages_rejected_at" timestamp(3) with time zone;
  ALTER TABLE "applications" ADD COLUMN "search_text" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "interviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_activities_id" integer;
  ALTER TABLE "jobs_rels" ADD CONSTRAINT "jobs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_rels" ADD CONSTRAINT "jobs_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidate_cvs_rels" ADD CONSTRAINT "candidate_cvs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidate_cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "candidate_cvs_rels" ADD CONSTRAINT "candidate_cvs_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "applications_texts" ADD CONSTRAINT "applications_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "interviews_rels" ADD CONSTRAINT "interviews_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interviews_rels" ADD CONSTRAINT "interviews_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_templates_locales" ADD CONSTRAINT "email_templates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_rels_order_idx" ON "jobs_rels" USING btree ("order");
  CREATE INDEX "jobs_rels_parent_idx" ON "jobs_rels" USING btree ("parent_id");
  CREATE INDEX "jobs_rels_path_idx" ON "jobs_rels" USING btree ("path");
  CREATE INDEX "jobs_rels_users_id_idx" ON "jobs_rels" USING btree ("users_id");
  CREATE INDEX "candidate_cvs_rels_order_idx" ON "candidate_cvs_rels" USING btree ("order");
  CREATE INDEX "candidate_cvs_rels_parent_idx" ON "candidate_cvs_rels" USING btree ("parent_id");
  CREATE INDEX "candidate_cvs_rels_path_idx" ON "candidate_cvs_rels" USING btree ("path");
  CREATE INDEX "candidate_cvs_rels_jobs_id_idx" ON "candidate_cvs_rels" USING btree ("jobs_id");
  CREATE INDEX "applications_texts_order_parent" ON "applications_texts" USING btree ("order","parent_id");
  CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");
  CREATE INDEX "interviews_starts_at_idx" ON "interviews" USING btree ("starts_at");
  CREATE INDEX "interviews_job_idx" ON "interviews" USING btree ("job_id");
  CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id");
  CREATE UNIQUE INDEX "interviews_uid_idx" ON "interviews" USING btree ("uid");
  CREATE INDEX "interviews_updated_at_idx" ON "interviews" USING btree ("updated_at");
  CREATE INDEX "interviews_created_at_idx" ON "interviews" USING btree ("created_at");
  CREATE INDEX "job_startsAt_idx" ON "interviews" USING btree ("job_id","starts_at");
  CREATE INDEX "interviews_rels_order_idx" ON "interviews_rels" USING btree ("order");
  CREATE INDEX "interviews_rels_parent_idx" ON "interviews_rels" USING btree ("parent_id");
  CREATE INDEX "interviews_rels_path_idx" ON "interviews_rels" USING btree ("path");
  CREATE INDEX "interviews_rels_users_id_idx" ON "interviews_rels" USING btree ("users_id");
  CREATE UNIQUE INDEX "email_templates_key_idx" ON "email_templates" USING btree ("key");
  CREATE INDEX "email_templates_updated_at_idx" ON "email_templates" USING btree ("updated_at");
  CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_templates_locales_locale_parent_id_unique" ON "email_templates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "application_activities_application_idx" ON "application_activities" USING btree ("application_id");
  CREATE INDEX "application_activities_job_idx" ON "application_activities" USING btree ("job_id");
  CREATE INDEX "application_activities_actor_idx" ON "application_activities" USING btree ("actor_id");
  CREATE INDEX "application_activities_updated_at_idx" ON "application_activities" USING btree ("updated_at");
  CREATE INDEX "application_activities_created_at_idx" ON "application_activities" USING btree ("created_at");
  CREATE INDEX "application_createdAt_idx" ON "application_activities" USING btree ("application_id","created_at");
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_interviews_fk" FOREIGN KEY ("interviews_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_templates_fk" FOREIGN KEY ("email_templates_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_activities_fk" FOREIGN KEY ("application_activities_id") REFERENCES "public"."application_activities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id");
  CREATE INDEX "job_createdAt_idx" ON "applications" USING btree ("job_id","created_at");
  CREATE INDEX "job_status_createdAt_idx" ON "applications" USING btree ("job_id","status","created_at");
  CREATE INDEX "status_createdAt_idx" ON "applications" USING btree ("status","created_at");
  CREATE INDEX "payload_locked_documents_rels_interviews_id_idx" ON "payload_locked_documents_rels" USING btree ("interviews_id");
  CREATE INDEX "payload_locked_documents_rels_email_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("email_templates_id");
  CREATE INDEX "payload_locked_documents_rels_application_activities_id_idx" ON "payload_locked_documents_rels" USING btree ("application_activities_id");`)

  // Written by hand (not generated): full-text search over applications.search_text for the recruiters' candidate
  // search (features/recruiting/search.ts); the CVs already sent with applications become readable by the owners
  // of those jobs; existing CVs and applications get their text.
  await db.execute(
    sql`ALTER TABLE "applications" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED;`,
  )
  await db.execute(sql`CREATE INDEX "applications_search_vector_idx" ON "applications" USING gin ("search_vector");`)
  await db.execute(
    sql`INSERT INTO "candidate_cvs_rels" ("order", "parent_id", "path", "jobs_id") SELECT row_number() OVER (PARTITION BY "cv_id" ORDER BY "job_id"), "cv_id", 'jobs', "job_id" FROM "applications" WHERE "cv_id" IS NOT NULL GROUP BY "cv_id", "job_id";`,
  )
  await backfillRecruiting({ sql, all: async (query) => (await db.execute(query)).rows, run: (query) => db.execute(query) }, payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "applications_search_vector_idx";`)
  await db.execute(sql`ALTER TABLE "applications" DROP COLUMN IF EXISTS "search_vector";`)
  await db.execute(sql`
   ALTER TABLE "jobs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_cvs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "applications_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interviews_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_templates_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_activities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs_rels" CASCADE;
  DROP TABLE "candidate_cvs_rels" CASCADE;
  DROP TABLE "applications_texts" CASCADE;
  DROP TABLE "interviews" CASCADE;
  DROP TABLE "interviews_rels" CASCADE;
  DROP TABLE "email_templates" CASCADE;
  DROP TABLE "email_templates_locales" CASCADE;
  DROP TABLE "application_activities" CASCADE;
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_interviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_activities_fk";
  
  DROP INDEX "jobs_owner_idx";
  DROP INDEX "job_createdAt_idx";
  DROP INDEX "job_status_createdAt_idx";
  DROP INDEX "status_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_interviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_activities_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "owner_id";
  ALTER TABLE "candidates" DROP COLUMN "experience_years";
  ALTER TABLE "candidate_cvs" DROP COLUMN "extracted_text";
  ALTER TABLE "applications" DROP COLUMN "experience_years";
  ALTER TABLE "applications" DROP COLUMN "rating";
  ALTER TABLE "applications" DROP COLUMN "stages_reviewed_at";
  ALTER TABLE "applications" DROP COLUMN "stages_shortlisted_at";
  ALTER TABLE "applications" DROP COLUMN "stages_interview_at";
  ALTER TABLE "applications" DROP COLUMN "stages_offered_at";
  ALTER TABLE "applications" DROP COLUMN "stages_hired_at";
  ALTER TABLE "applications" DROP COLUMN "stages_rejected_at";
  ALTER TABLE "applications" DROP COLUMN "search_text";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "interviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_activities_id";
  DROP TYPE "public"."enum_interviews_startsat_tz";
  DROP TYPE "public"."enum_interviews_status";
  DROP TYPE "public"."enum_interviews_locale";
  DROP TYPE "public"."enum_email_templates_key";
  DROP TYPE "public"."enum_application_activities_kind";`)
}
