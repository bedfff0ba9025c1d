import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_clients_blind_fields" AS ENUM('name', 'email', 'phones', 'photo', 'dateOfBirth', 'nationality', 'address', 'links');
  CREATE TYPE "public"."enum_clients_status" AS ENUM('prospect', 'active', 'inactive');
  CREATE TYPE "public"."enum_client_contacts_preferred_locale" AS ENUM('en', 'ar');
  CREATE TYPE "public"."enum_client_contacts_status" AS ENUM('active', 'disabled');
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
  CREATE TABLE "clients_blind_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_clients_blind_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"industry_id" integer,
  	"status" "enum_clients_status" DEFAULT 'active' NOT NULL,
  	"account_manager_id" integer NOT NULL,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clients_locales" (
  	"name" varchar NOT NULL,
  	"country" varchar,
  	"city" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "client_contacts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "client_contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar,
  	"job_title" varchar,
  	"client_id" integer NOT NULL,
  	"preferred_locale" "enum_client_contacts_preferred_locale" DEFAULT 'en' NOT NULL,
  	"status" "enum_client_contacts_status" DEFAULT 'active' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "client_sign_in_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  ALTER TABLE "jobs" ADD COLUMN "client_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_sign_in_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fee_agreements_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "placements_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "client_contacts_id" integer;
  ALTER TABLE "clients_blind_fields" ADD CONSTRAINT "clients_blind_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clients" ADD CONSTRAINT "clients_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clients" ADD CONSTRAINT "clients_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clients_locales" ADD CONSTRAINT "clients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "client_contacts_sessions" ADD CONSTRAINT "client_contacts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_sign_in_links" ADD CONSTRAINT "client_sign_in_links_contact_id_client_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."client_contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements_splits" ADD CONSTRAINT "placements_splits_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements_splits" ADD CONSTRAINT "placements_splits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "placements" ADD CONSTRAINT "placements_agreement_id_fee_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."fee_agreements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_settings_vat_rates" ADD CONSTRAINT "billing_settings_vat_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."billing_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_billing_settings_v_version_vat_rates" ADD CONSTRAINT "_billing_settings_v_version_vat_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_billing_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "clients_blind_fields_order_idx" ON "clients_blind_fields" USING btree ("order");
  CREATE INDEX "clients_blind_fields_parent_idx" ON "clients_blind_fields" USING btree ("parent_id");
  CREATE INDEX "clients_industry_idx" ON "clients" USING btree ("industry_id");
  CREATE INDEX "clients_account_manager_idx" ON "clients" USING btree ("account_manager_id");
  CREATE INDEX "clients_updated_at_idx" ON "clients" USING btree ("updated_at");
  CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at");
  CREATE UNIQUE INDEX "clients_locales_locale_parent_id_unique" ON "clients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "client_contacts_sessions_order_idx" ON "client_contacts_sessions" USING btree ("_order");
  CREATE INDEX "client_contacts_sessions_parent_id_idx" ON "client_contacts_sessions" USING btree ("_parent_id");
  CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id");
  CREATE INDEX "client_contacts_updated_at_idx" ON "client_contacts" USING btree ("updated_at");
  CREATE INDEX "client_contacts_created_at_idx" ON "client_contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "client_contacts_email_idx" ON "client_contacts" USING btree ("email");
  CREATE INDEX "client_sign_in_links_contact_idx" ON "client_sign_in_links" USING btree ("contact_id");
  CREATE UNIQUE INDEX "client_sign_in_links_token_hash_idx" ON "client_sign_in_links" USING btree ("token_hash");
  CREATE INDEX "client_sign_in_links_updated_at_idx" ON "client_sign_in_links" USING btree ("updated_at");
  CREATE INDEX "client_sign_in_links_created_at_idx" ON "client_sign_in_links" USING btree ("created_at");
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
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_contacts_fk" FOREIGN KEY ("client_contacts_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_sign_in_links_fk" FOREIGN KEY ("client_sign_in_links_id") REFERENCES "public"."client_sign_in_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fee_agreements_fk" FOREIGN KEY ("fee_agreements_id") REFERENCES "public"."fee_agreements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_placements_fk" FOREIGN KEY ("placements_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_client_contacts_fk" FOREIGN KEY ("client_contacts_id") REFERENCES "public"."client_contacts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "jobs_client_idx" ON "jobs" USING btree ("client_id");
  CREATE INDEX "payload_locked_documents_rels_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("clients_id");
  CREATE INDEX "payload_locked_documents_rels_client_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("client_contacts_id");
  CREATE INDEX "payload_locked_documents_rels_client_sign_in_links_id_idx" ON "payload_locked_documents_rels" USING btree ("client_sign_in_links_id");
  CREATE INDEX "payload_locked_documents_rels_fee_agreements_id_idx" ON "payload_locked_documents_rels" USING btree ("fee_agreements_id");
  CREATE INDEX "payload_locked_documents_rels_placements_id_idx" ON "payload_locked_documents_rels" USING btree ("placements_id");
  CREATE INDEX "payload_preferences_rels_client_contacts_id_idx" ON "payload_preferences_rels" USING btree ("client_contacts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "clients_blind_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clients_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_contacts_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_sign_in_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fee_agreements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "placements_splits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "placements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_settings_vat_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_billing_settings_v_version_vat_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_billing_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "clients_blind_fields" CASCADE;
  DROP TABLE "clients" CASCADE;
  DROP TABLE "clients_locales" CASCADE;
  DROP TABLE "client_contacts_sessions" CASCADE;
  DROP TABLE "client_contacts" CASCADE;
  DROP TABLE "client_sign_in_links" CASCADE;
  DROP TABLE "fee_agreements" CASCADE;
  DROP TABLE "placements_splits" CASCADE;
  DROP TABLE "placements" CASCADE;
  DROP TABLE "billing_settings_vat_rates" CASCADE;
  DROP TABLE "billing_settings" CASCADE;
  DROP TABLE "_billing_settings_v_version_vat_rates" CASCADE;
  DROP TABLE "_billing_settings_v" CASCADE;
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_client_id_clients_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_sign_in_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fee_agreements_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_placements_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_client_contacts_fk";
  
  DROP INDEX "jobs_client_idx";
  DROP INDEX "payload_locked_documents_rels_clients_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_sign_in_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_fee_agreements_id_idx";
  DROP INDEX "payload_locked_documents_rels_placements_id_idx";
  DROP INDEX "payload_preferences_rels_client_contacts_id_idx";
  ALTER TABLE "jobs" DROP COLUMN "client_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_sign_in_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fee_agreements_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "placements_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "client_contacts_id";
  DROP TYPE "public"."enum_clients_blind_fields";
  DROP TYPE "public"."enum_clients_status";
  DROP TYPE "public"."enum_client_contacts_preferred_locale";
  DROP TYPE "public"."enum_client_contacts_status";
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
