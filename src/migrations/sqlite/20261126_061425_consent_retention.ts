import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`client_id\` text,
  	\`job_id\` integer,
  	\`scope_key\` text NOT NULL,
  	\`wording\` text NOT NULL,
  	\`wording_version\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`method\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`expires_at\` text,
  	\`recorded_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recorded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_events_candidate_idx\` ON \`consent_events\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_purpose_idx\` ON \`consent_events\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_client_id_idx\` ON \`consent_events\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_job_idx\` ON \`consent_events\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_scope_key_idx\` ON \`consent_events\` (\`scope_key\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_at_idx\` ON \`consent_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_expires_at_idx\` ON \`consent_events\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_recorded_by_idx\` ON \`consent_events\` (\`recorded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_updated_at_idx\` ON \`consent_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_created_at_idx\` ON \`consent_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`candidate_scopeKey_at_idx\` ON \`consent_events\` (\`candidate_id\`,\`scope_key\`,\`at\`);`)
  await db.run(sql`CREATE TABLE \`retention_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`months\` numeric NOT NULL,
  	\`active\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`retention_rules_updated_at_idx\` ON \`retention_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_rules_created_at_idx\` ON \`retention_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention_rules_locales\` (
  	\`name\` text NOT NULL,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`retention_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`retention_rules_locales_locale_parent_id_unique\` ON \`retention_rules_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`legal_holds\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer,
  	\`application_id\` integer,
  	\`reason\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`set_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`set_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_holds_candidate_idx\` ON \`legal_holds\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_holds_application_idx\` ON \`legal_holds\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_holds_active_idx\` ON \`legal_holds\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`legal_holds_set_by_idx\` ON \`legal_holds\` (\`set_by_id\`);`)
  await db.run(sql`CREATE INDEX \`legal_holds_updated_at_idx\` ON \`legal_holds\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`legal_holds_created_at_idx\` ON \`legal_holds\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`privacy_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`candidate_id\` integer,
  	\`rule_id\` integer,
  	\`due_at\` text,
  	\`sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`rule_id\`) REFERENCES \`retention_rules\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`privacy_notices_key_idx\` ON \`privacy_notices\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_candidate_idx\` ON \`privacy_notices\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_rule_idx\` ON \`privacy_notices\` (\`rule_id\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_due_at_idx\` ON \`privacy_notices\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_updated_at_idx\` ON \`privacy_notices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`privacy_notices_created_at_idx\` ON \`privacy_notices\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_events_id\` integer REFERENCES consent_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`retention_rules_id\` integer REFERENCES retention_rules(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`legal_holds_id\` integer REFERENCES legal_holds(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`privacy_notices_id\` integer REFERENCES privacy_notices(id);`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_consent_events_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_events_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_retention_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`retention_rules_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_legal_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`legal_holds_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_privacy_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_notices_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`privacy_keep_months\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_privacy_keep_months\` numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_events\`;`)
  await db.run(sql`DROP TABLE \`retention_rules\`;`)
  await db.run(sql`DROP TABLE \`retention_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`legal_holds\`;`)
  await db.run(sql`DROP TABLE \`privacy_notices\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`clients_id\` integer,
  	\`client_contacts_id\` integer,
  	\`client_sign_in_links_id\` integer,
  	\`fee_agreements_id\` integer,
  	\`placements_id\` integer,
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
  	FOREIGN KEY (\`open_days_id\`) REFERENCES \`open_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_contacts_id\`) REFERENCES \`client_contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_sign_in_links_id\`) REFERENCES \`client_sign_in_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fee_agreements_id\`) REFERENCES \`fee_agreements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`placements_id\`) REFERENCES \`placements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id", "clients_id", "client_contacts_id", "client_sign_in_links_id", "fee_agreements_id", "placements_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id", "clients_id", "client_contacts_id", "client_sign_in_links_id", "fee_agreements_id", "placements_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`privacy_keep_months\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_privacy_keep_months\`;`)
}
