import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_eligibility_nationals_only" AS ENUM('SA', 'AE', 'KW', 'QA', 'BH', 'OM');
  CREATE TYPE "public"."enum_jobs_eligibility_residence" AS ENUM('in-country', 'transferable');
  CREATE TYPE "public"."enum_jobs_eligibility_arabic" AS ENUM('basic', 'conversational', 'professional', 'native');
  CREATE TYPE "public"."enum_jobs_eligibility_english" AS ENUM('basic', 'conversational', 'professional', 'native');
  CREATE TYPE "public"."enum_candidates_eligibility_nationality" AS ENUM('SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO', 'LB', 'SY', 'IQ', 'YE', 'SD', 'PS', 'MA', 'TN', 'DZ', 'LY', 'IN', 'PK', 'BD', 'LK', 'NP', 'PH', 'ID', 'TR', 'GB', 'US', 'CA', 'FR', 'DE', 'ZA', 'NG', 'KE', 'ET');
  CREATE TYPE "public"."enum_candidates_eligibility_residence_country" AS ENUM('SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'EG', 'JO', 'LB', 'SY', 'IQ', 'YE', 'SD', 'PS', 'MA', 'TN', 'DZ', 'LY', 'IN', 'PK', 'BD', 'LK', 'NP', 'PH', 'ID', 'TR', 'GB', 'US', 'CA', 'FR', 'DE', 'ZA', 'NG', 'KE', 'ET');
  CREATE TYPE "public"."enum_candidates_eligibility_visa_status" AS ENUM('citizen', 'resident', 'visit', 'none');
  CREATE TYPE "public"."enum_candidates_eligibility_transferable" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_candidates_eligibility_notice_period" AS ENUM('immediate', '2-weeks', '1-month', '2-months', '3-months');
  CREATE TYPE "public"."enum_candidates_eligibility_arabic" AS ENUM('basic', 'conversational', 'professional', 'native');
  CREATE TYPE "public"."enum_candidates_eligibility_english" AS ENUM('basic', 'conversational', 'professional', 'native');
  CREATE TYPE "public"."enum_candidates_eligibility_expected_currency" AS ENUM('AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD');
  CREATE TYPE "public"."enum_candidates_eligibility_relocate" AS ENUM('yes', 'no');
  ALTER TABLE "jobs" ADD COLUMN "eligibility_nationals_only" "enum_jobs_eligibility_nationals_only";
  ALTER TABLE "jobs" ADD COLUMN "eligibility_residence" "enum_jobs_eligibility_residence";
  ALTER TABLE "jobs" ADD COLUMN "eligibility_arabic" "enum_jobs_eligibility_arabic";
  ALTER TABLE "jobs" ADD COLUMN "eligibility_english" "enum_jobs_eligibility_english";
  ALTER TABLE "jobs" ADD COLUMN "eligibility_gcc_years" numeric;
  ALTER TABLE "jobs" ADD COLUMN "eligibility_allow_ineligible" boolean DEFAULT true;
  ALTER TABLE "jobs_rels" ADD COLUMN "skills_id" integer;
  ALTER TABLE "candidates" ADD COLUMN "eligibility_nationality" "enum_candidates_eligibility_nationality";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_residence_country" "enum_candidates_eligibility_residence_country";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_visa_status" "enum_candidates_eligibility_visa_status";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_transferable" "enum_candidates_eligibility_transferable";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_notice_period" "enum_candidates_eligibility_notice_period";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_gcc_years" numeric;
  ALTER TABLE "candidates" ADD COLUMN "eligibility_arabic" "enum_candidates_eligibility_arabic";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_english" "enum_candidates_eligibility_english";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_expected_salary" numeric;
  ALTER TABLE "candidates" ADD COLUMN "eligibility_expected_currency" "enum_candidates_eligibility_expected_currency";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_relocate" "enum_candidates_eligibility_relocate";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_open_to_offers" boolean DEFAULT false;
  ALTER TABLE "jobs_rels" ADD CONSTRAINT "jobs_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_rels_skills_id_idx" ON "jobs_rels" USING btree ("skills_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs_rels" DROP CONSTRAINT "jobs_rels_skills_fk";
  
  DROP INDEX "jobs_rels_skills_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_nationals_only";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_residence";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_arabic";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_english";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_gcc_years";
  ALTER TABLE "jobs" DROP COLUMN "eligibility_allow_ineligible";
  ALTER TABLE "jobs_rels" DROP COLUMN "skills_id";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_nationality";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_residence_country";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_visa_status";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_transferable";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_notice_period";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_gcc_years";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_arabic";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_english";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_expected_salary";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_expected_currency";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_relocate";
  ALTER TABLE "candidates" DROP COLUMN "eligibility_open_to_offers";
  DROP TYPE "public"."enum_jobs_eligibility_nationals_only";
  DROP TYPE "public"."enum_jobs_eligibility_residence";
  DROP TYPE "public"."enum_jobs_eligibility_arabic";
  DROP TYPE "public"."enum_jobs_eligibility_english";
  DROP TYPE "public"."enum_candidates_eligibility_nationality";
  DROP TYPE "public"."enum_candidates_eligibility_residence_country";
  DROP TYPE "public"."enum_candidates_eligibility_visa_status";
  DROP TYPE "public"."enum_candidates_eligibility_transferable";
  DROP TYPE "public"."enum_candidates_eligibility_notice_period";
  DROP TYPE "public"."enum_candidates_eligibility_arabic";
  DROP TYPE "public"."enum_candidates_eligibility_english";
  DROP TYPE "public"."enum_candidates_eligibility_expected_currency";
  DROP TYPE "public"."enum_candidates_eligibility_relocate";`)
}
