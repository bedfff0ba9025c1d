import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fee_agreements_country" AS ENUM('SA', 'AE', 'QA', 'KW', 'BH', 'OM');
  CREATE TYPE "public"."enum_fee_agreements_currency" AS ENUM('SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR');
  CREATE TYPE "public"."enum_fee_agreements_fee_kind" AS ENUM('percentage', 'flat');
  CREATE TYPE "public"."enum_fee_agreements_base" AS ENUM('basic', 'basicPlusAllowances');
  CREATE TYPE "public"."enum_fee_agreements_invoice_on" AS ENUM('startDate', 'hireDate');
  CREATE TYPE "public"."enum_placements_service_line" AS ENUM('recruitment', 'executiveSearch', 'outsourcing', 'employerOfRecord');
  CREATE TYPE "public"."enum_placements_status" AS ENUM('awaitingOffer', 'placed', 'earlyExit', 'cancelled');
  CREATE TYPE "public"."enum_placements_currency" AS ENUM('SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR');
  CREATE TYPE "public"."enum_billing_settings_vat_rates_country" AS ENUM('SA', 'AE', 'QA', 'KW', 'BH', 'OM');
  CREATE TYPE "public"."enum__billing_settings_v_version_vat_rates_country" AS ENUM('SA', 'AE', 'QA', 'KW', 'BH', 'OM');
  CREATE TABLE "fee_agreements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_id" integer,
  	"title" varchar NOT NULL,
  	"country" "enum_fee_agreements_country" DEFAULT 'SA' NOT NULL,
  	"currency" "enum_fee_agreements_currency" DEFAULT 'SAR' NOT NULL,
  	"active" boolean DEFAULT true,
  	"fee_kind" "enum_fee_agreements_fee_kind" DEFAULT 'percentage' NOT NULL,
  	"percentage" varchar,
  	"base" "enum_fee_agreements_base" DEFAULT 'basic',
  	"flat_fee" varchar,
  	"payment_terms_days" numeric DEFAULT 30 NOT NULL,
  	"guarantee_days" numeric DEFAULT 90 NOT NULL,
  	"ownership_days" numeric DEFAULT 180 NOT NULL,
  	"invoice_on" "enum_fee_agreements_invoice_on" DEFAULT 'startDate' NOT NULL,
  	"retainer_amount" varchar,
  	"retainer_instalments" numeric DEFAULT 1,
  	"notes" varchar,
  	"fee_basis_points" numeric,
  	"flat_fee_minor" numeric,
  	"retainer_minor" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "placements_splits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"recruiter_id" integer NOT NULL,
  	"share" varchar NOT NULL,
  	"share_basis_points" numeric,
  	"amount_minor" numeric
  );
  
  CREATE TABLE "placements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer,
  	"job_id" integer,
  	"candidate_name" varchar NOT NULL,
  	"client_id" integer,
  	"agreement_id" integer,
  	"service_line" "enum_placements_service_line" DEFAULT 'recruitment' NOT NULL,
  	"status" "enum_placements_status" DEFAULT 'awaitingOffer' NOT NULL,
  	"hire_date" timestamp(3) with time zone,
  	"start_date" timestamp(3) with time zone,
  	"monthly_basic" varchar,
  	"monthly_allowances" varchar,
  	"currency" "enum_placements_currency",
  	"monthly_basic_minor" numeric,
  	"monthly_allowances_minor" numeric,
  	"annual_package_minor" numeric,
  	"fee_minor" numeric,
  	"retainer_credit_minor" numeric,
  	"net_minor" numeric,
  	"vat_basis_points" numeric,
  	"vat_minor" numeric,
  	"gross_minor" numeric,
  	"invoice_date" timestamp(3) with time zone,
  	"due_date" timestamp(3) with time zone,
  	"guarantee_ends_on" timestamp(3) with time zone,
  	"paid_on" timestamp(3) with time zone,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_settings_vat_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_billing_settings_vat_rates_country" NOT NULL,
  	"rate" varchar NOT NULL,
  	"rate_basis_points" numeric
  );
  
  CREATE TABLE "billing_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_billing_settings_v_version_vat_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"country" "enum__billing_settings_v_version_vat_rates_country" NOT NULL,
  	"rate" varchar NOT NULL,
  	"rate_basis_points" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_billing_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "placements_id" integer;
  ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements_splits" ADD CONSTRAINT "placements_splits_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements_splits" ADD CONSTRAINT "placements_splits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_agreement_id_fee_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."fee_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_settings_vat_rates" ADD CONSTRAINT "billing_settings_vat_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."billing_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_billing_settings_v_version_vat_rates" ADD CONSTRAINT "_billing_settings_v_version_vat_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_billing_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fee_agreements_client_idx" ON "fee_agreements" USING btree ("client_id");
  CREATE INDEX "fee_agreements_active_idx" ON "fee_agreements" USING btree ("active");
  CREATE INDEX "fee_agreements_updated_at_idx" ON "fee_agreements" USING btree ("updated_at");
  CREATE INDEX "fee_agreements_created_at_idx" ON "fee_agreements" USING btree ("created_at");
  CREATE INDEX "placements_splits_order_idx" ON "placements_splits" USING btree ("_order");
  CREATE INDEX "placements_splits_parent_id_idx" ON "placements_splits" USING btree ("_parent_id");
  CREATE INDEX "placements_splits_recruiter_idx" ON "placements_splits" USING btree ("recruiter_id");
  CREATE UNIQUE INDEX "placements_application_idx" ON "placements" USING btree ("application_id");
  CREATE INDEX "placements_job_idx" ON "placements" USING btree ("job_id");
  CREATE INDEX "placements_client_idx" ON "placements" USING btree ("client_id");
  CREATE INDEX "placements_agreement_idx" ON "placements" USING btree ("agreement_id");
  CREATE INDEX "placements_status_idx" ON "placements" USING btree ("status");
  CREATE INDEX "placements_hire_date_idx" ON "placements" USING btree ("hire_date");
  CREATE INDEX "placements_start_date_idx" ON "placements" USING btree ("start_date");
  CREATE INDEX "placements_invoice_date_idx" ON "placements" USING btree ("invoice_date");
  CREATE INDEX "placements_due_date_idx" ON "placements" USING btree ("due_date");
  CREATE INDEX "placements_guarantee_ends_on_idx" ON "placements" USING btree ("guarantee_ends_on");
  CREATE INDEX "placements_paid_on_idx" ON "placements" USING btree ("paid_on");
  CREATE INDEX "placements_updated_at_idx" ON "placements" USING btree ("updated_at");
  CREATE INDEX "placements_created_at_idx" ON "placements" USING btree ("created_at");
  CREATE INDEX "status_guaranteeEndsOn_idx" ON "placements" USING btree ("status","guarantee_ends_on");
  CREATE INDEX "billing_settings_vat_rates_order_idx" ON "billing_settings_vat_rates" USING btree ("_order");
  CREATE INDEX "billing_settings_vat_rates_parent_id_idx" ON "billing_settings_vat_rates" USING btree ("_parent_id");
  CREATE INDEX "_billing_settings_v_version_vat_rates_order_idx" ON "_billing_settings_v_version_vat_rates" USING btree ("_order");
  CREATE INDEX "_billing_settings_v_version_vat_rates_parent_id_idx" ON "_billing_settings_v_version_vat_rates" USING btree ("_parent_id");
  CREATE INDEX "_billing_settings_v_created_at_idx" ON "_billing_settings_v" USING btree ("created_at");
  CREATE INDEX "_billing_settings_v_updated_at_idx" ON "_billing_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_agreements_fk" FOREIGN KEY ("fee_agreements_id") REFERENCES "public"."fee_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_placements_fk" FOREIGN KEY ("placements_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fee_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_placements_id_idx" ON "payload_locked_documents_rels" USING btree ("placements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fee_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "placements_splits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "placements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_settings_vat_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_billing_settings_v_version_vat_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_billing_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fee_agreements" CASCADE;
  DROP TABLE "placements_splits" CASCADE;
  DROP TABLE "placements" CASCADE;
  DROP TABLE "billing_settings_vat_rates" CASCADE;
  DROP TABLE "billing_settings" CASCADE;
  DROP TABLE "_billing_settings_v_version_vat_rates" CASCADE;
  DROP TABLE "_billing_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_placements_fk";
  
  DROP INDEX "payload_locked_documents_rels_fee_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_placements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "placements_id";
  DROP TYPE "public"."enum_fee_agreements_country";
  DROP TYPE "public"."enum_fee_agreements_currency";
  DROP TYPE "public"."enum_fee_agreements_fee_kind";
  DROP TYPE "public"."enum_fee_agreements_base";
  DROP TYPE "public"."enum_fee_agreements_invoice_on";
  DROP TYPE "public"."enum_placements_service_line";
  DROP TYPE "public"."enum_placements_status";
  DROP TYPE "public"."enum_placements_currency";
  DROP TYPE "public"."enum_billing_settings_vat_rates_country";
  DROP TYPE "public"."enum__billing_settings_v_version_vat_rates_country";`)
}
