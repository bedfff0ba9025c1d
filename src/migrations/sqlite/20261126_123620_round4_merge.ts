import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillMatchSkills, type SqlRunner } from '../steps/matching_skill_ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`fee_agreement_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text,
  	\`note\` text,
  	\`prefix\` text DEFAULT 'fee-agreement-files',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`fee_agreement_files_updated_at_idx\` ON \`fee_agreement_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreement_files_created_at_idx\` ON \`fee_agreement_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`fee_agreement_files_filename_idx\` ON \`fee_agreement_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`vacancy_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_id\` integer NOT NULL,
  	\`requisition_id\` integer,
  	\`contact_id\` integer,
  	\`original_name\` text,
  	\`prefix\` text DEFAULT 'vacancy-attachments',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`client_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`requisition_id\`) REFERENCES \`requisitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`client_contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vacancy_attachments_client_idx\` ON \`vacancy_attachments\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_attachments_requisition_idx\` ON \`vacancy_attachments\` (\`requisition_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_attachments_contact_idx\` ON \`vacancy_attachments\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_attachments_updated_at_idx\` ON \`vacancy_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacancy_attachments_created_at_idx\` ON \`vacancy_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacancy_attachments_filename_idx\` ON \`vacancy_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`salary_report_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`company\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`family\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`locale\` text,
  	\`submission_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`salary_report_requests_status_idx\` ON \`salary_report_requests\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`salary_report_requests_submission_id_idx\` ON \`salary_report_requests\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`salary_report_requests_updated_at_idx\` ON \`salary_report_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`salary_report_requests_created_at_idx\` ON \`salary_report_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`candidates_rels\` ADD \`skills_id\` integer REFERENCES skills(id);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_skills_id_idx\` ON \`candidates_rels\` (\`skills_id\`);`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`source\` text DEFAULT 'direct';`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`source_detail\` text;`)
  await db.run(sql`CREATE INDEX \`applications_source_idx\` ON \`applications\` (\`source\`);`)
  await db.run(sql`ALTER TABLE \`clients\` ADD \`salary_survey_consent\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`fee_agreements\` ADD \`signed_agreement_id\` integer REFERENCES fee_agreement_files(id);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_signed_agreement_idx\` ON \`fee_agreements\` (\`signed_agreement_id\`);`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`survey_family\` text;`)
  await db.run(sql`ALTER TABLE \`placements\` ADD \`survey_level\` text;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`time_zone\` text DEFAULT 'Asia/Riyadh';`)
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`quiet_from\` numeric DEFAULT 22;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`quiet_to\` numeric DEFAULT 8;`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fee_agreement_files_id\` integer REFERENCES fee_agreement_files(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vacancy_attachments_id\` integer REFERENCES vacancy_attachments(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`salary_report_requests_id\` integer REFERENCES salary_report_requests(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_fee_agreement_files_id_idx\` ON \`payload_locked_documents_rels\` (\`fee_agreement_files_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_vacancy_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`vacancy_attachments_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_salary_report_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`salary_report_requests_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`eligibility_open_to_offers\`;`)
  // Each stored candidate's and job's skill ids for matching (the hooks keep them from now on).
  await backfillMatchSkills({ sql: sql as unknown as SqlRunner['sql'], all: (query) => db.all(query), run: (query) => db.run(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`fee_agreement_files\`;`)
  await db.run(sql`DROP TABLE \`vacancy_attachments\`;`)
  await db.run(sql`DROP TABLE \`salary_report_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_candidates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_candidates_rels\`("id", "order", "parent_id", "path", "jobs_id") SELECT "id", "order", "parent_id", "path", "jobs_id" FROM \`candidates_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`candidates_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_candidates_rels\` RENAME TO \`candidates_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`candidates_rels_order_idx\` ON \`candidates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_parent_idx\` ON \`candidates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_path_idx\` ON \`candidates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`candidates_rels_jobs_id_idx\` ON \`candidates_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_fee_agreements\` (
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
  await db.run(
    sql`INSERT INTO \`__new_fee_agreements\`("id", "client_id", "title", "country", "currency", "active", "fee_kind", "percentage", "base", "flat_fee", "payment_terms_days", "guarantee_days", "ownership_days", "invoice_on", "retainer_amount", "retainer_instalments", "notes", "fee_basis_points", "flat_fee_minor", "retainer_minor", "updated_at", "created_at") SELECT "id", "client_id", "title", "country", "currency", "active", "fee_kind", "percentage", "base", "flat_fee", "payment_terms_days", "guarantee_days", "ownership_days", "invoice_on", "retainer_amount", "retainer_instalments", "notes", "fee_basis_points", "flat_fee_minor", "retainer_minor", "updated_at", "created_at" FROM \`fee_agreements\`;`,
  )
  await db.run(sql`DROP TABLE \`fee_agreements\`;`)
  await db.run(sql`ALTER TABLE \`__new_fee_agreements\` RENAME TO \`fee_agreements\`;`)
  await db.run(sql`CREATE INDEX \`fee_agreements_client_idx\` ON \`fee_agreements\` (\`client_id\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_active_idx\` ON \`fee_agreements\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_updated_at_idx\` ON \`fee_agreements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fee_agreements_created_at_idx\` ON \`fee_agreements\` (\`created_at\`);`)
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
  	\`talent_pools_id\` integer,
  	\`job_invitations_id\` integer,
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
  	\`notification_settings_id\` integer,
  	\`notification_messages_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`consent_events_id\` integer,
  	\`retention_rules_id\` integer,
  	\`legal_holds_id\` integer,
  	\`privacy_notices_id\` integer,
  	\`requisitions_id\` integer,
  	\`submittals_id\` integer,
  	\`client_views_id\` integer,
  	\`client_notices_id\` integer,
  	\`representation_requests_id\` integer,
  	\`salary_rounds_id\` integer,
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
  	FOREIGN KEY (\`talent_pools_id\`) REFERENCES \`talent_pools\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_invitations_id\`) REFERENCES \`job_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`placements_id\`) REFERENCES \`placements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_settings_id\`) REFERENCES \`notification_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notification_messages_id\`) REFERENCES \`notification_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_events_id\`) REFERENCES \`consent_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`retention_rules_id\`) REFERENCES \`retention_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`legal_holds_id\`) REFERENCES \`legal_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_notices_id\`) REFERENCES \`privacy_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`requisitions_id\`) REFERENCES \`requisitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submittals_id\`) REFERENCES \`submittals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_views_id\`) REFERENCES \`client_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_notices_id\`) REFERENCES \`client_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`representation_requests_id\`) REFERENCES \`representation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`salary_rounds_id\`) REFERENCES \`salary_rounds\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "talent_pools_id", "job_invitations_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id", "clients_id", "client_contacts_id", "client_sign_in_links_id", "fee_agreements_id", "placements_id", "notification_settings_id", "notification_messages_id", "push_subscriptions_id", "consent_events_id", "retention_rules_id", "legal_holds_id", "privacy_notices_id", "requisitions_id", "submittals_id", "client_views_id", "client_notices_id", "representation_requests_id", "salary_rounds_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "interviews_id", "email_templates_id", "application_activities_id", "saved_jobs_id", "talent_pools_id", "job_invitations_id", "seo_metadata_id", "live_events_id", "audit_events_id", "job_alerts_id", "indexing_notices_id", "skills_id", "data_exports_id", "open_days_id", "clients_id", "client_contacts_id", "client_sign_in_links_id", "fee_agreements_id", "placements_id", "notification_settings_id", "notification_messages_id", "push_subscriptions_id", "consent_events_id", "retention_rules_id", "legal_holds_id", "privacy_notices_id", "requisitions_id", "submittals_id", "client_views_id", "client_notices_id", "representation_requests_id", "salary_rounds_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_talent_pools_id_idx\` ON \`payload_locked_documents_rels\` (\`talent_pools_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`job_invitations_id\`);`,
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
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_notification_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_settings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_notification_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`notification_messages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`,
  )
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
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_requisitions_id_idx\` ON \`payload_locked_documents_rels\` (\`requisitions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_submittals_id_idx\` ON \`payload_locked_documents_rels\` (\`submittals_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_client_views_id_idx\` ON \`payload_locked_documents_rels\` (\`client_views_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_client_notices_id_idx\` ON \`payload_locked_documents_rels\` (\`client_notices_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_representation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`representation_requests_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_salary_rounds_id_idx\` ON \`payload_locked_documents_rels\` (\`salary_rounds_id\`);`,
  )
  await db.run(sql`DROP INDEX \`applications_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`source\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`source_detail\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`eligibility_open_to_offers\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`clients\` DROP COLUMN \`salary_survey_consent\`;`)
  await db.run(sql`ALTER TABLE \`placements\` DROP COLUMN \`survey_family\`;`)
  await db.run(sql`ALTER TABLE \`placements\` DROP COLUMN \`survey_level\`;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`quiet_from\`;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`quiet_to\`;`)
}
