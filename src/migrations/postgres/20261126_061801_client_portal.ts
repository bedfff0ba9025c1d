import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_requisitions_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_requisitions_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'temporary', 'internship');
  CREATE TYPE "public"."enum_requisitions_currency" AS ENUM('SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'USD', 'EUR');
  CREATE TYPE "public"."enum_requisitions_status" AS ENUM('received', 'inProgress', 'published', 'filled', 'closed');
  CREATE TYPE "public"."enum_submittals_thread_from" AS ENUM('client', 'agency');
  CREATE TYPE "public"."enum_submittals_thread_kind" AS ENUM('question', 'comment', 'answer', 'decision');
  CREATE TYPE "public"."enum_submittals_cv_kind" AS ENUM('blind', 'original');
  CREATE TYPE "public"."enum_submittals_currency" AS ENUM('SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'USD', 'EUR');
  CREATE TYPE "public"."enum_submittals_status" AS ENUM('submitted', 'approved', 'rejected', 'question', 'withdrawn');
  CREATE TYPE "public"."enum_submittals_rejection_reason" AS ENUM('experience', 'skills', 'salary', 'location', 'notice', 'filled', 'other');
  CREATE TYPE "public"."enum_submittals_held_email_state" AS ENUM('none', 'held', 'released');
  CREATE TYPE "public"."enum_client_views_what" AS ENUM('submittal', 'blindCv', 'originalCv');
  CREATE TYPE "public"."enum_representation_requests_status" AS ENUM('pending', 'agreed', 'declined');
  CREATE TABLE "requisitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"contact_id" integer,
  	"locale" "enum_requisitions_locale" DEFAULT 'en',
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"location" varchar,
  	"employment_type" "enum_requisitions_employment_type",
  	"headcount" numeric DEFAULT 1,
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"currency" "enum_requisitions_currency" DEFAULT 'SAR',
  	"start_date" timestamp(3) with time zone,
  	"localisation" varchar,
  	"status" "enum_requisitions_status" DEFAULT 'received' NOT NULL,
  	"job_id" integer,
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submittals_thread" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" "enum_submittals_thread_from" NOT NULL,
  	"kind" "enum_submittals_thread_kind" NOT NULL,
  	"author" varchar,
  	"text" varchar NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "submittals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"application_id" integer NOT NULL,
  	"candidate_id" integer,
  	"submitted_by_id" integer,
  	"display_name" varchar NOT NULL,
  	"identity_disclosed" boolean DEFAULT false,
  	"cv_kind" "enum_submittals_cv_kind" DEFAULT 'blind' NOT NULL,
  	"salary_expectation" numeric,
  	"currency" "enum_submittals_currency" DEFAULT 'SAR',
  	"notice_period" varchar,
  	"status" "enum_submittals_status" DEFAULT 'submitted' NOT NULL,
  	"rating" numeric,
  	"rejection_reason" "enum_submittals_rejection_reason",
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"held_email_state" "enum_submittals_held_email_state" DEFAULT 'none',
  	"held_email_template" varchar,
  	"held_email_subject" varchar,
  	"held_email_body" varchar,
  	"held_email_released_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "submittals_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "client_views" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer,
  	"client_id" integer NOT NULL,
  	"contact_id" integer,
  	"submittal_id" integer NOT NULL,
  	"what" "enum_client_views_what" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "representation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"application_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"job_id" integer NOT NULL,
  	"requested_by_id" integer,
  	"status" "enum_representation_requests_status" DEFAULT 'pending' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "requisitions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submittals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_views_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "representation_requests_id" integer;
  ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals_thread" ADD CONSTRAINT "submittals_thread_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."submittals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals" ADD CONSTRAINT "submittals_decided_by_id_client_contacts_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "submittals_locales" ADD CONSTRAINT "submittals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."submittals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "client_views" ADD CONSTRAINT "client_views_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_views" ADD CONSTRAINT "client_views_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_views" ADD CONSTRAINT "client_views_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_views" ADD CONSTRAINT "client_views_submittal_id_submittals_id_fk" FOREIGN KEY ("submittal_id") REFERENCES "public"."submittals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "requisitions_client_idx" ON "requisitions" USING btree ("client_id");
  CREATE INDEX "requisitions_contact_idx" ON "requisitions" USING btree ("contact_id");
  CREATE INDEX "requisitions_job_idx" ON "requisitions" USING btree ("job_id");
  CREATE INDEX "requisitions_updated_at_idx" ON "requisitions" USING btree ("updated_at");
  CREATE INDEX "requisitions_created_at_idx" ON "requisitions" USING btree ("created_at");
  CREATE INDEX "submittals_thread_order_idx" ON "submittals_thread" USING btree ("_order");
  CREATE INDEX "submittals_thread_parent_id_idx" ON "submittals_thread" USING btree ("_parent_id");
  CREATE INDEX "submittals_client_idx" ON "submittals" USING btree ("client_id");
  CREATE INDEX "submittals_job_idx" ON "submittals" USING btree ("job_id");
  CREATE INDEX "submittals_application_idx" ON "submittals" USING btree ("application_id");
  CREATE INDEX "submittals_candidate_idx" ON "submittals" USING btree ("candidate_id");
  CREATE INDEX "submittals_submitted_by_idx" ON "submittals" USING btree ("submitted_by_id");
  CREATE INDEX "submittals_status_idx" ON "submittals" USING btree ("status");
  CREATE INDEX "submittals_decided_by_idx" ON "submittals" USING btree ("decided_by_id");
  CREATE INDEX "submittals_updated_at_idx" ON "submittals" USING btree ("updated_at");
  CREATE INDEX "submittals_created_at_idx" ON "submittals" USING btree ("created_at");
  CREATE INDEX "client_job_createdAt_idx" ON "submittals" USING btree ("client_id","job_id","created_at");
  CREATE UNIQUE INDEX "submittals_locales_locale_parent_id_unique" ON "submittals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "client_views_candidate_idx" ON "client_views" USING btree ("candidate_id");
  CREATE INDEX "client_views_client_idx" ON "client_views" USING btree ("client_id");
  CREATE INDEX "client_views_contact_idx" ON "client_views" USING btree ("contact_id");
  CREATE INDEX "client_views_submittal_idx" ON "client_views" USING btree ("submittal_id");
  CREATE INDEX "client_views_updated_at_idx" ON "client_views" USING btree ("updated_at");
  CREATE INDEX "client_views_created_at_idx" ON "client_views" USING btree ("created_at");
  CREATE INDEX "representation_requests_candidate_idx" ON "representation_requests" USING btree ("candidate_id");
  CREATE INDEX "representation_requests_application_idx" ON "representation_requests" USING btree ("application_id");
  CREATE INDEX "representation_requests_client_idx" ON "representation_requests" USING btree ("client_id");
  CREATE INDEX "representation_requests_job_idx" ON "representation_requests" USING btree ("job_id");
  CREATE INDEX "representation_requests_requested_by_idx" ON "representation_requests" USING btree ("requested_by_id");
  CREATE UNIQUE INDEX "representation_requests_token_hash_idx" ON "representation_requests" USING btree ("token_hash");
  CREATE INDEX "representation_requests_updated_at_idx" ON "representation_requests" USING btree ("updated_at");
  CREATE INDEX "representation_requests_created_at_idx" ON "representation_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_requisitions_fk" FOREIGN KEY ("requisitions_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submittals_fk" FOREIGN KEY ("submittals_id") REFERENCES "public"."submittals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_views_fk" FOREIGN KEY ("client_views_id") REFERENCES "public"."client_views"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_representation_requests_fk" FOREIGN KEY ("representation_requests_id") REFERENCES "public"."representation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_requisitions_id_idx" ON "payload_locked_documents_rels" USING btree ("requisitions_id");
  CREATE INDEX "payload_locked_documents_rels_submittals_id_idx" ON "payload_locked_documents_rels" USING btree ("submittals_id");
  CREATE INDEX "payload_locked_documents_rels_client_views_id_idx" ON "payload_locked_documents_rels" USING btree ("client_views_id");
  CREATE INDEX "payload_locked_documents_rels_representation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("representation_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requisitions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submittals_thread" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submittals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submittals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_views" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "representation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "requisitions" CASCADE;
  DROP TABLE "submittals_thread" CASCADE;
  DROP TABLE "submittals" CASCADE;
  DROP TABLE "submittals_locales" CASCADE;
  DROP TABLE "client_views" CASCADE;
  DROP TABLE "representation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_requisitions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submittals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_views_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_representation_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_requisitions_id_idx";
  DROP INDEX "payload_locked_documents_rels_submittals_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_views_id_idx";
  DROP INDEX "payload_locked_documents_rels_representation_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "requisitions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submittals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_views_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "representation_requests_id";
  DROP TYPE "public"."enum_requisitions_locale";
  DROP TYPE "public"."enum_requisitions_employment_type";
  DROP TYPE "public"."enum_requisitions_currency";
  DROP TYPE "public"."enum_requisitions_status";
  DROP TYPE "public"."enum_submittals_thread_from";
  DROP TYPE "public"."enum_submittals_thread_kind";
  DROP TYPE "public"."enum_submittals_cv_kind";
  DROP TYPE "public"."enum_submittals_currency";
  DROP TYPE "public"."enum_submittals_status";
  DROP TYPE "public"."enum_submittals_rejection_reason";
  DROP TYPE "public"."enum_submittals_held_email_state";
  DROP TYPE "public"."enum_client_views_what";
  DROP TYPE "public"."enum_representation_requests_status";`)
}
