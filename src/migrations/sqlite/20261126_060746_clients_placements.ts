import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`clients_blind_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_blind_fields_order_idx\` ON \`clients_blind_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clients_blind_fields_parent_idx\` ON \`clients_blind_fields\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`industry_id\` integer,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`account_manager_id\` integer NOT NULL,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_manager_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`clients_industry_idx\` ON \`clients\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_account_manager_idx\` ON \`clients\` (\`account_manager_id\`);`)
  await db.run(sql`CREATE INDEX \`clients_updated_at_idx\` ON \`clients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clients_created_at_idx\` ON \`clients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`clients_locales\` (
  	\`name\` text NOT NULL,
  	\`country\` text,
  	\`city\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clients_locales_locale_parent_id_unique\` ON \`clients_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`client_contacts_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`client_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`client_contacts_sessions_order_idx\` ON \`client_contacts_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`client_contacts_sessions_parent_id_idx\` ON \`client_contacts_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`client_contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text,
  	\`job_title\` text,
  	\`client_id\` integer NOT NULL,
  	\`preferred_locale\` text DEFAULT 'en' NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_contacts_client_idx\` ON \`client_contacts\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`client_contacts_updated_at_idx\` ON \`client_contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_contacts_created_at_idx\` ON \`client_contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_contacts_email_idx\` ON \`client_contacts\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`client_sign_in_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`contact_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`client_contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_sign_in_links_contact_idx\` ON \`client_sign_in_links\` (\`contact_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_sign_in_links_token_hash_idx\` ON \`client_sign_in_links\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`client_sign_in_links_updated_at_idx\` ON \`client_sign_in_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_sign_in_links_created_at_idx\` ON \`client_sign_in_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fee_agreements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer,
  	\`title\` text NOT NULL,
  	\`country\` text DEFAULT 'SA' NOT NULL,
  	\`currency\` text DEFAULT 'SAR' NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`fee_kind\` text DEFAULT 'percentage' NOT NULL,
  	\`percentage\` text,
  	\`base\` text DEFAULT 'basic',
  	\`flat_fee\` text,
  	\`payment_terms_days\` numeric DEFAULT 30 NOT NULL,
  	\`guarantee_days\` numeric DEFAULT 90 NOT NULL,
  	\`ownership_days\` numeric DEFAULT 180 NOT NULL,
  	\`invoice_on\` text DEFAULT 'startDate' NOT NULL,
  	\`retainer_amount\` text,
  	\`retainer_instalments\` numeric DEFAULT 1,
  	\`notes\` text,
  	\`fee_basis_points\` numeric,
  	\`flat_fee_minor\` numeric,
  	\`retainer_minor\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fee_agreements_client_idx\` ON \`fee_agreements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_active_idx\` ON \`fee_agreements\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_updated_at_idx\` ON \`fee_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_created_at_idx\` ON \`fee_agreements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`placements_splits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`recruiter_id\` integer NOT NULL,
  	\`share\` text NOT NULL,
  	\`share_basis_points\` numeric,
  	\`amount_minor\` numeric,
  	FOREIGN KEY (\`recruiter_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`placements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`placements_splits_order_idx\` ON \`placements_splits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`placements_splits_parent_id_idx\` ON \`placements_splits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_splits_recruiter_idx\` ON \`placements_splits\` (\`recruiter_id\`);`)
  await db.run(sql`CREATE TABLE \`placements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer,
  	\`job_id\` integer,
  	\`candidate_name\` text NOT NULL,
  	\`client_id\` integer,
  	\`agreement_id\` integer,
  	\`service_line\` text DEFAULT 'recruitment' NOT NULL,
  	\`status\` text DEFAULT 'awaitingOffer' NOT NULL,
  	\`hire_date\` text,
  	\`start_date\` text,
  	\`monthly_basic\` text,
  	\`monthly_allowances\` text,
  	\`currency\` text,
  	\`monthly_basic_minor\` numeric,
  	\`monthly_allowances_minor\` numeric,
  	\`annual_package_minor\` numeric,
  	\`fee_minor\` numeric,
  	\`retainer_credit_minor\` numeric,
  	\`net_minor\` numeric,
  	\`vat_basis_points\` numeric,
  	\`vat_minor\` numeric,
  	\`gross_minor\` numeric,
  	\`invoice_date\` text,
  	\`due_date\` text,
  	\`guarantee_ends_on\` text,
  	\`paid_on\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agreement_id\`) REFERENCES \`fee_agreements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`placements_application_idx\` ON \`placements\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_job_idx\` ON \`placements\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_client_idx\` ON \`placements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_agreement_idx\` ON \`placements\` (\`agreement_id\`);`)
  await db.run(sql`CREATE INDEX \`placements_status_idx\` ON \`placements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`placements_hire_date_idx\` ON \`placements\` (\`hire_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_start_date_idx\` ON \`placements\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_invoice_date_idx\` ON \`placements\` (\`invoice_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_due_date_idx\` ON \`placements\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`placements_guarantee_ends_on_idx\` ON \`placements\` (\`guarantee_ends_on\`);`)
  await db.run(sql`CREATE INDEX \`placements_paid_on_idx\` ON \`placements\` (\`paid_on\`);`)
  await db.run(sql`CREATE INDEX \`placements_updated_at_idx\` ON \`placements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`placements_created_at_idx\` ON \`placements\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_guaranteeEndsOn_idx\` ON \`placements\` (\`status\`,\`guarantee_ends_on\`);`)
  await db.run(sql`CREATE TABLE \`billing_settings_vat_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`rate\` text NOT NULL,
  	\`rate_basis_points\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`billing_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`billing_settings_vat_rates_order_idx\` ON \`billing_settings_vat_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`billing_settings_vat_rates_parent_id_idx\` ON \`billing_settings_vat_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`billing_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_billing_settings_v_version_vat_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`rate\` text NOT NULL,
  	\`rate_basis_points\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_billing_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_billing_settings_v_version_vat_rates_order_idx\` ON \`_billing_settings_v_version_vat_rates\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_billing_settings_v_version_vat_rates_parent_id_idx\` ON \`_billing_settings_v_version_vat_rates\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_billing_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_billing_settings_v_created_at_idx\` ON \`_billing_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_billing_settings_v_updated_at_idx\` ON \`_billing_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`client_id\` integer REFERENCES clients(id);`)
  await db.run(sql`CREATE INDEX \`jobs_client_idx\` ON \`jobs\` (\`client_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clients_id\` integer REFERENCES clients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_contacts_id\` integer REFERENCES client_contacts(id);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_sign_in_links_id\` integer REFERENCES client_sign_in_links(id);`,
  )
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fee_agreements_id\` integer REFERENCES fee_agreements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`placements_id\` integer REFERENCES placements(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_client_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`client_contacts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_client_sign_in_links_id_idx\` ON \`payload_locked_documents_rels\` (\`client_sign_in_links_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_fee_agreements_id_idx\` ON \`payload_locked_documents_rels\` (\`fee_agreements_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_placements_id_idx\` ON \`payload_locked_documents_rels\` (\`placements_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`payload_preferences_rels\` ADD \`client_contacts_id\` integer REFERENCES client_contacts(id);`)
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_client_contacts_id_idx\` ON \`payload_preferences_rels\` (\`client_contacts_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`clients_blind_fields\`;`)
  await db.run(sql`DROP TABLE \`clients\`;`)
  await db.run(sql`DROP TABLE \`clients_locales\`;`)
  await db.run(sql`DROP TABLE \`client_contacts_sessions\`;`)
  await db.run(sql`DROP TABLE \`client_contacts\`;`)
  await db.run(sql`DROP TABLE \`client_sign_in_links\`;`)
  await db.run(sql`DROP TABLE \`fee_agreements\`;`)
  await db.run(sql`DROP TABLE \`placements_splits\`;`)
  await db.run(sql`DROP TABLE \`placements\`;`)
  await db.run(sql`DROP TABLE \`billing_settings_vat_rates\`;`)
  await db.run(sql`DROP TABLE \`billing_settings\`;`)
  await db.run(sql`DROP TABLE \`_billing_settings_v_version_vat_rates\`;`)
  await db.run(sql`DROP TABLE \`_billing_settings_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference_code\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`industry_id\` integer NOT NULL,
  	\`location_id\` integer NOT NULL,
  	\`workplace\` text DEFAULT 'onsite' NOT NULL,
  	\`employment_type\` text DEFAULT 'full-time' NOT NULL,
  	\`experience_min\` numeric DEFAULT 0 NOT NULL,
  	\`experience_max\` numeric,
  	\`opening_date\` text NOT NULL,
  	\`closing_date\` text NOT NULL,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_currency\` text DEFAULT 'SAR',
  	\`salary_period\` text DEFAULT 'month',
  	\`salary_show\` integer DEFAULT false,
  	\`recruiter_email\` text,
  	\`owner_id\` integer,
  	\`slug\` text,
  	\`published_at\` text,
  	\`search_text\` text,
  	\`search_stems\` text,
  	\`seo_image_id\` integer,
  	\`seo_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_jobs\`("id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "owner_id", "slug", "published_at", "search_text", "search_stems", "seo_image_id", "seo_noindex", "updated_at", "created_at") SELECT "id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "owner_id", "slug", "published_at", "search_text", "search_stems", "seo_image_id", "seo_noindex", "updated_at", "created_at" FROM \`jobs\`;`,
  )
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_reference_code_idx\` ON \`jobs\` (\`reference_code\`);`)
  await db.run(sql`CREATE INDEX \`jobs_status_idx\` ON \`jobs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`jobs_industry_idx\` ON \`jobs\` (\`industry_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_location_idx\` ON \`jobs\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_opening_date_idx\` ON \`jobs\` (\`opening_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_closing_date_idx\` ON \`jobs\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_owner_idx\` ON \`jobs\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jobs_published_at_idx\` ON \`jobs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_seo_seo_image_idx\` ON \`jobs\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`jobs_id\` integer,
  	\`industries_id\` integer,
  	\`locations_id\` integer,
  	\`pages_id\` integer,
  	\`services_id\` integer,
  	\`posts_id\` integer,
  	\`blog_categories_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`assessments_id\` integer,
  	\`partners_id\` integer,
  	\`team_members_id\` integer,
  	\`testimonials_id\` integer,
  	\`contact_subjects_id\` integer,
  	\`contact_submissions_id\` integer,
  	\`candidates_id\` integer,
  	\`candidate_pictures_id\` integer,
  	\`candidate_cvs_id\` integer,
  	\`applications_id\` integer,
  	\`interviews_id\` integer,
  	\`email_templates_id\` integer,
  	\`application_activities_id\` integer,
  	\`saved_jobs_id\` integer,
  	\`seo_metadata_id\` integer,
  	\`live_events_id\` integer,
  	\`audit_events_id\` integer,
  	\`job_alerts_id\` integer,
  	\`indexing_notices_id\` integer,
  	\`skills_id\` integer,
  	\`data_exports_id\` integer,
  	\`open_days_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`industries_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_subjects_id\`) REFERENCES \`contact_subjects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_submissions_id\`) REFERENCES \`contact_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_pictures_id\`) REFERENCES \`candidate_pictures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_cvs_id\`) REFERENCES \`candidate_cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`applications_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`interviews_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_templates_id\`) REFERENCES \`email_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_activities_id\`) REFERENCES \`application_activities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_jobs_id\`) REFERENCES \`saved_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_metadata_id\`) REFERENCES \`seo_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_events_id\`) REFERENCES \`live_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_alerts_id\`) REFERENCES \`job_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`indexing_notices_id\`) REFERENCES \`indexing_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skills_id\`) REFERENCES \`skills\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_exports_id\`) REFERENCES \`data_exports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`open_days_id\`) REFERENCES \`open_days\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_subjects_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_subjects_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_submissions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_candidate_pictures_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_pictures_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_candidate_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_cvs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`applications_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_interviews_id_idx\` ON \`payload_locked_documents_rels\` (\`interviews_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_email_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`email_templates_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_application_activities_id_idx\` ON \`payload_locked_documents_rels\` (\`application_activities_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_saved_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_jobs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_seo_metadata_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_metadata_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_live_events_id_idx\` ON \`payload_locked_documents_rels\` (\`live_events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`job_alerts_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_indexing_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`indexing_notices_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skills_id_idx\` ON \`payload_locked_documents_rels\` (\`skills_id\`);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_open_days_id_idx\` ON \`payload_locked_documents_rels\` (\`open_days_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`candidates_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "users_id", "candidates_id") SELECT "id", "order", "parent_id", "path", "users_id", "candidates_id" FROM \`payload_preferences_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_candidates_id_idx\` ON \`payload_preferences_rels\` (\`candidates_id\`);`)
}
