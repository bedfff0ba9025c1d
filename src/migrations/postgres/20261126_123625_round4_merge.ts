import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillMatchSkills } from '../steps/matching_skill_ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_source" AS ENUM('jobBoard', 'alert', 'referral', 'sourcing', 'portal', 'direct');
  CREATE TYPE "public"."enum_placements_survey_family" AS ENUM('finance', 'engineering', 'technology', 'human-resources', 'sales', 'marketing', 'healthcare', 'operations');
  CREATE TYPE "public"."enum_placements_survey_level" AS ENUM('entry', 'intermediate', 'senior', 'manager', 'director');
  CREATE TYPE "public"."enum_notification_settings_time_zone" AS ENUM('Asia/Riyadh', 'Asia/Dubai', 'Asia/Qatar', 'Asia/Kuwait', 'Asia/Bahrain', 'Asia/Muscat', 'Africa/Cairo', 'Asia/Amman', 'Asia/Beirut', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Manila', 'Europe/London', 'UTC');
  CREATE TYPE "public"."enum_salary_report_requests_family" AS ENUM('finance', 'engineering', 'technology', 'human-resources', 'sales', 'marketing', 'healthcare', 'operations');
  CREATE TYPE "public"."enum_salary_report_requests_country" AS ENUM('sa', 'ae', 'qa', 'kw', 'bh', 'om');
  CREATE TYPE "public"."enum_salary_report_requests_status" AS ENUM('new', 'handled');
  CREATE TABLE "fee_agreement_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar,
  	"note" varchar,
  	"prefix" varchar DEFAULT 'fee-agreement-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "vacancy_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer NOT NULL,
  	"requisition_id" integer,
  	"contact_id" integer,
  	"original_name" varchar,
  	"prefix" varchar DEFAULT 'vacancy-attachments',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "salary_report_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"family" "enum_salary_report_requests_family" NOT NULL,
  	"country" "enum_salary_report_requests_country" NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_salary_report_requests_status" DEFAULT 'new' NOT NULL,
  	"locale" varchar,
  	"submission_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "candidates_rels" ADD COLUMN "skills_id" integer;
  ALTER TABLE "applications" ADD COLUMN "source" "enum_applications_source" DEFAULT 'direct';
  ALTER TABLE "applications" ADD COLUMN "source_detail" varchar;
  ALTER TABLE "clients" ADD COLUMN "salary_survey_consent" boolean DEFAULT false;
  ALTER TABLE "fee_agreements" ADD COLUMN "signed_agreement_id" integer;
  ALTER TABLE "placements" ADD COLUMN "survey_family" "enum_placements_survey_family";
  ALTER TABLE "placements" ADD COLUMN "survey_level" "enum_placements_survey_level";
  ALTER TABLE "notification_settings" ADD COLUMN "time_zone" "enum_notification_settings_time_zone" DEFAULT 'Asia/Riyadh';
  ALTER TABLE "notification_settings" ADD COLUMN "quiet_from" numeric DEFAULT 22;
  ALTER TABLE "notification_settings" ADD COLUMN "quiet_to" numeric DEFAULT 8;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_agreement_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vacancy_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "salary_report_requests_id" integer;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacancy_attachments" ADD CONSTRAINT "vacancy_attachments_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "fee_agreement_files_updated_at_idx" ON "fee_agreement_files" USING btree ("updated_at");
  CREATE INDEX "fee_agreement_files_created_at_idx" ON "fee_agreement_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "fee_agreement_files_filename_idx" ON "fee_agreement_files" USING btree ("filename");
  CREATE INDEX "vacancy_attachments_client_idx" ON "vacancy_attachments" USING btree ("client_id");
  CREATE INDEX "vacancy_attachments_requisition_idx" ON "vacancy_attachments" USING btree ("requisition_id");
  CREATE INDEX "vacancy_attachments_contact_idx" ON "vacancy_attachments" USING btree ("contact_id");
  CREATE INDEX "vacancy_attachments_updated_at_idx" ON "vacancy_attachments" USING btree ("updated_at");
  CREATE INDEX "vacancy_attachments_created_at_idx" ON "vacancy_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "vacancy_attachments_filename_idx" ON "vacancy_attachments" USING btree ("filename");
  CREATE INDEX "salary_report_requests_status_idx" ON "salary_report_requests" USING btree ("status");
  CREATE UNIQUE INDEX "salary_report_requests_submission_id_idx" ON "salary_report_requests" USING btree ("submission_id");
  CREATE INDEX "salary_report_requests_updated_at_idx" ON "salary_report_requests" USING btree ("updated_at");
  CREATE INDEX "salary_report_requests_created_at_idx" ON "salary_report_requests" USING btree ("created_at");
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_signed_agreement_id_fee_agreement_files_id_fk" FOREIGN KEY ("signed_agreement_id") REFERENCES "public"."fee_agreement_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_agreement_files_fk" FOREIGN KEY ("fee_agreement_files_id") REFERENCES "public"."fee_agreement_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancy_attachments_fk" FOREIGN KEY ("vacancy_attachments_id") REFERENCES "public"."vacancy_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salary_report_requests_fk" FOREIGN KEY ("salary_report_requests_id") REFERENCES "public"."salary_report_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "candidates_rels_skills_id_idx" ON "candidates_rels" USING btree ("skills_id");
  CREATE INDEX "applications_source_idx" ON "applications" USING btree ("source");
  CREATE INDEX "fee_agreements_signed_agreement_idx" ON "fee_agreements" USING btree ("signed_agreement_id");
  CREATE INDEX "payload_locked_documents_rels_fee_agreement_files_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_agreement_files_id");
  CREATE INDEX "payload_locked_documents_rels_vacancy_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancy_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_salary_report_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("salary_report_requests_id");
  ALTER TABLE "candidates" DROP COLUMN "eligibility_open_to_offers";`)
  // Each stored candidate's and job's skill ids for matching (the hooks keep them from now on).
  await backfillMatchSkills({ sql, all: async (query) => (await db.execute(query)).rows, run: (query) => db.execute(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fee_agreement_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vacancy_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "salary_report_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fee_agreement_files" CASCADE;
  DROP TABLE "vacancy_attachments" CASCADE;
  DROP TABLE "salary_report_requests" CASCADE;
  ALTER TABLE "candidates_rels" DROP CONSTRAINT "candidates_rels_skills_fk";
  
  ALTER TABLE "fee_agreements" DROP CONSTRAINT "fee_agreements_signed_agreement_id_fee_agreement_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_agreement_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vacancy_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_salary_report_requests_fk";
  
  DROP INDEX "candidates_rels_skills_id_idx";
  DROP INDEX "applications_source_idx";
  DROP INDEX "fee_agreements_signed_agreement_idx";
  DROP INDEX "payload_locked_documents_rels_fee_agreement_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_vacancy_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_salary_report_requests_id_idx";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_open_to_offers" boolean DEFAULT false;
  ALTER TABLE "candidates_rels" DROP COLUMN "skills_id";
  ALTER TABLE "applications" DROP COLUMN "source";
  ALTER TABLE "applications" DROP COLUMN "source_detail";
  ALTER TABLE "clients" DROP COLUMN "salary_survey_consent";
  ALTER TABLE "fee_agreements" DROP COLUMN "signed_agreement_id";
  ALTER TABLE "placements" DROP COLUMN "survey_family";
  ALTER TABLE "placements" DROP COLUMN "survey_level";
  ALTER TABLE "notification_settings" DROP COLUMN "time_zone";
  ALTER TABLE "notification_settings" DROP COLUMN "quiet_from";
  ALTER TABLE "notification_settings" DROP COLUMN "quiet_to";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_agreement_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vacancy_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "salary_report_requests_id";
  DROP TYPE "public"."enum_applications_source";
  DROP TYPE "public"."enum_placements_survey_family";
  DROP TYPE "public"."enum_placements_survey_level";
  DROP TYPE "public"."enum_notification_settings_time_zone";
  DROP TYPE "public"."enum_salary_report_requests_family";
  DROP TYPE "public"."enum_salary_report_requests_country";
  DROP TYPE "public"."enum_salary_report_requests_status";`)
}
