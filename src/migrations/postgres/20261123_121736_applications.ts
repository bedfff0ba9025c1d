import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_candidate_cvs_purpose" AS ENUM('profile', 'application');
  CREATE TYPE "public"."enum_applications_status" AS ENUM('submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected');
  CREATE TYPE "public"."enum_applications_locale" AS ENUM('en', 'ar');
  CREATE TABLE "applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"job_id" integer NOT NULL,
  	"status" "enum_applications_status" DEFAULT 'submitted' NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"full_name" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"skills" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"cover_letter" varchar,
  	"locale" "enum_applications_locale" DEFAULT 'en',
  	"status_changed_at" timestamp(3) with time zone,
  	"internal_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "saved_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "candidate_cvs" ADD COLUMN "purpose" "enum_candidate_cvs_purpose" DEFAULT 'profile';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_jobs_id" integer;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_id_candidate_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."candidate_cvs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");
  CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");
  CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");
  CREATE INDEX "applications_cv_idx" ON "applications" USING btree ("cv_id");
  CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");
  CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_candidate_idx" ON "applications" USING btree ("job_id","candidate_id");
  CREATE INDEX "saved_jobs_candidate_idx" ON "saved_jobs" USING btree ("candidate_id");
  CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" USING btree ("job_id");
  CREATE INDEX "saved_jobs_updated_at_idx" ON "saved_jobs" USING btree ("updated_at");
  CREATE INDEX "saved_jobs_created_at_idx" ON "saved_jobs" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_job_idx" ON "saved_jobs" USING btree ("candidate_id","job_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_applications_fk" FOREIGN KEY ("applications_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_jobs_fk" FOREIGN KEY ("saved_jobs_id") REFERENCES "public"."saved_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("applications_id");
  CREATE INDEX "payload_locked_documents_rels_saved_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_jobs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications" CASCADE;
  DROP TABLE "saved_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_jobs_fk";
  
  DROP INDEX "payload_locked_documents_rels_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_saved_jobs_id_idx";
  ALTER TABLE "candidate_cvs" DROP COLUMN "purpose";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_jobs_id";
  DROP TYPE "public"."enum_candidate_cvs_purpose";
  DROP TYPE "public"."enum_applications_status";
  DROP TYPE "public"."enum_applications_locale";`)
}
