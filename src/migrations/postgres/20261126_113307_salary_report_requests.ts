import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_placements_survey_family" AS ENUM('finance', 'engineering', 'technology', 'human-resources', 'sales', 'marketing', 'healthcare', 'operations');
  CREATE TYPE "public"."enum_placements_survey_level" AS ENUM('entry', 'intermediate', 'senior', 'manager', 'director');
  CREATE TYPE "public"."enum_salary_report_requests_family" AS ENUM('finance', 'engineering', 'technology', 'human-resources', 'sales', 'marketing', 'healthcare', 'operations');
  CREATE TYPE "public"."enum_salary_report_requests_country" AS ENUM('sa', 'ae', 'qa', 'kw', 'bh', 'om');
  CREATE TYPE "public"."enum_salary_report_requests_status" AS ENUM('new', 'handled');
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
  
  ALTER TABLE "clients" ADD COLUMN "salary_survey_consent" boolean DEFAULT false;
  ALTER TABLE "placements" ADD COLUMN "survey_family" "enum_placements_survey_family";
  ALTER TABLE "placements" ADD COLUMN "survey_level" "enum_placements_survey_level";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "salary_report_requests_id" integer;
  CREATE INDEX "salary_report_requests_status_idx" ON "salary_report_requests" USING btree ("status");
  CREATE UNIQUE INDEX "salary_report_requests_submission_id_idx" ON "salary_report_requests" USING btree ("submission_id");
  CREATE INDEX "salary_report_requests_updated_at_idx" ON "salary_report_requests" USING btree ("updated_at");
  CREATE INDEX "salary_report_requests_created_at_idx" ON "salary_report_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_salary_report_requests_fk" FOREIGN KEY ("salary_report_requests_id") REFERENCES "public"."salary_report_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_salary_report_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("salary_report_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "salary_report_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "salary_report_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_salary_report_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_salary_report_requests_id_idx";
  ALTER TABLE "clients" DROP COLUMN "salary_survey_consent";
  ALTER TABLE "placements" DROP COLUMN "survey_family";
  ALTER TABLE "placements" DROP COLUMN "survey_level";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "salary_report_requests_id";
  DROP TYPE "public"."enum_placements_survey_family";
  DROP TYPE "public"."enum_placements_survey_level";
  DROP TYPE "public"."enum_salary_report_requests_family";
  DROP TYPE "public"."enum_salary_report_requests_country";
  DROP TYPE "public"."enum_salary_report_requests_status";`)
}
