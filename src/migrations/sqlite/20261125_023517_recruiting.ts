import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { backfillRecruiting, type SqlRunner } from '../steps/recruiting'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jobs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_rels_order_idx\` ON \`jobs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_parent_idx\` ON \`jobs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_path_idx\` ON \`jobs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`jobs_rels_users_id_idx\` ON \`jobs_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`candidate_cvs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`jobs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`candidate_cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`candidate_cvs_rels_order_idx\` ON \`candidate_cvs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`candidate_cvs_rels_parent_idx\` ON \`candidate_cvs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`candidate_cvs_rels_path_idx\` ON \`candidate_cvs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`candidate_cvs_rels_jobs_id_idx\` ON \`candidate_cvs_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE TABLE \`applications_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`applications_texts_order_parent\` ON \`applications_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`interviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`startsat_tz\` text DEFAULT 'Asia/Riyadh' NOT NULL,
  	\`duration_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`location\` text,
  	\`video_link\` text,
  	\`status\` text DEFAULT 'scheduled' NOT NULL,
  	\`job_id\` integer,
  	\`candidate_id\` integer,
  	\`candidate_name\` text,
  	\`locale\` text,
  	\`uid\` text,
  	\`sequence\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_application_idx\` ON \`interviews\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_starts_at_idx\` ON \`interviews\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_job_idx\` ON \`interviews\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_candidate_idx\` ON \`interviews\` (\`candidate_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`interviews_uid_idx\` ON \`interviews\` (\`uid\`);`)
  await db.run(sql`CREATE INDEX \`interviews_updated_at_idx\` ON \`interviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`interviews_created_at_idx\` ON \`interviews\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_startsAt_idx\` ON \`interviews\` (\`job_id\`,\`starts_at\`);`)
  await db.run(sql`CREATE TABLE \`interviews_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`interviews_rels_order_idx\` ON \`interviews_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`interviews_rels_parent_idx\` ON \`interviews_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`interviews_rels_path_idx\` ON \`interviews_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`interviews_rels_users_id_idx\` ON \`interviews_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`email_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`email_templates_key_idx\` ON \`email_templates\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`email_templates_updated_at_idx\` ON \`email_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_templates_created_at_idx\` ON \`email_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_templates_locales\` (
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`email_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`email_templates_locales_locale_parent_id_unique\` ON \`email_templates_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`application_activities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application_id\` integer NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`actor_id\` integer,
  	\`text\` text,
  	\`data\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`application_id\`) REFERENCES \`applications\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`application_activities_application_idx\` ON \`application_activities\` (\`application_id\`);`)
  await db.run(sql`CREATE INDEX \`application_activities_job_idx\` ON \`application_activities\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`application_activities_actor_idx\` ON \`application_activities\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`application_activities_updated_at_idx\` ON \`application_activities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`application_activities_created_at_idx\` ON \`application_activities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`application_createdAt_idx\` ON \`application_activities\` (\`application_id\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`jobs_owner_idx\` ON \`jobs\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`experience_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` ADD \`extracted_text\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`experience_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_shortlisted_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_interview_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_offered_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_hired_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`stages_rejected_at\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`search_text\` text;`)
  await db.run(sql`CREATE INDEX \`job_createdAt_idx\` ON \`applications\` (\`job_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`job_status_createdAt_idx\` ON \`applications\` (\`job_id\`,\`status\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_createdAt_idx\` ON \`applications\` (\`status\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`interviews_id\` integer REFERENCES interviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_templates_id\` integer REFERENCES email_templates(id);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`application_activities_id\` integer REFERENCES application_activities(id);`,
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

  // Written by hand (not generated): full-text search over applications.search_text for the recruiters' candidate
  // search, kept in step by triggers (features/recruiting/search.ts); the CVs already sent with applications become
  // readable by the owners of those jobs; existing CVs and applications get their text.
  await db.run(
    sql`CREATE VIRTUAL TABLE \`applications_fts\` USING fts5(search_text, content='applications', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='2 3 4');`,
  )
  await db.run(
    sql`CREATE TRIGGER \`applications_fts_ai\` AFTER INSERT ON \`applications\` BEGIN INSERT INTO applications_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
  )
  await db.run(
    sql`CREATE TRIGGER \`applications_fts_ad\` AFTER DELETE ON \`applications\` BEGIN INSERT INTO applications_fts(applications_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;`,
  )
  await db.run(
    sql`CREATE TRIGGER \`applications_fts_au\` AFTER UPDATE OF search_text ON \`applications\` BEGIN INSERT INTO applications_fts(applications_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO applications_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
  )
  await db.run(
    sql`INSERT INTO \`candidate_cvs_rels\` (\`order\`, \`parent_id\`, \`path\`, \`jobs_id\`) SELECT row_number() OVER (PARTITION BY \`cv_id\` ORDER BY \`job_id\`), \`cv_id\`, 'jobs', \`job_id\` FROM \`applications\` WHERE \`cv_id\` IS NOT NULL GROUP BY \`cv_id\`, \`job_id\`;`,
  )
  await backfillRecruiting(
    { sql: sql as unknown as SqlRunner['sql'], all: (query) => db.all(query), run: (query) => db.run(query) },
    payload,
    req,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`applications_fts_ai\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`applications_fts_ad\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`applications_fts_au\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`applications_fts\`;`)
  await db.run(sql`DROP TABLE \`jobs_rels\`;`)
  await db.run(sql`DROP TABLE \`candidate_cvs_rels\`;`)
  await db.run(sql`DROP TABLE \`applications_texts\`;`)
  await db.run(sql`DROP TABLE \`interviews\`;`)
  await db.run(sql`DROP TABLE \`interviews_rels\`;`)
  await db.run(sql`DROP TABLE \`email_templates\`;`)
  await db.run(sql`DROP TABLE \`email_templates_locales\`;`)
  await db.run(sql`DROP TABLE \`application_activities\`;`)
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
  	\`slug\` text,
  	\`search_text\` text,
  	\`seo_image_id\` integer,
  	\`seo_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_jobs\`("id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "slug", "search_text", "seo_image_id", "seo_noindex", "updated_at", "created_at") SELECT "id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "slug", "search_text", "seo_image_id", "seo_noindex", "updated_at", "created_at" FROM \`jobs\`;`,
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
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_slug_idx\` ON \`jobs\` (\`slug\`);`)
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
  	\`saved_jobs_id\` integer,
  	\`seo_metadata_id\` integer,
  	\`live_events_id\` integer,
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
  	FOREIGN KEY (\`saved_jobs_id\`) REFERENCES \`saved_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_metadata_id\`) REFERENCES \`seo_metadata\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_events_id\`) REFERENCES \`live_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "saved_jobs_id", "seo_metadata_id", "live_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "jobs_id", "industries_id", "locations_id", "pages_id", "services_id", "posts_id", "blog_categories_id", "faqs_id", "faq_categories_id", "assessments_id", "partners_id", "team_members_id", "testimonials_id", "contact_subjects_id", "contact_submissions_id", "candidates_id", "candidate_pictures_id", "candidate_cvs_id", "applications_id", "saved_jobs_id", "seo_metadata_id", "live_events_id" FROM \`payload_locked_documents_rels\`;`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_saved_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_jobs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_seo_metadata_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_metadata_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_live_events_id_idx\` ON \`payload_locked_documents_rels\` (\`live_events_id\`);`,
  )
  await db.run(sql`DROP INDEX \`job_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`job_status_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`status_createdAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`experience_years\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`rating\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_reviewed_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_shortlisted_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_interview_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_offered_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_hired_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`stages_rejected_at\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`experience_years\`;`)
  await db.run(sql`ALTER TABLE \`candidate_cvs\` DROP COLUMN \`extracted_text\`;`)
  // The jobs table was rebuilt above, which dropped its full-text triggers (20261122_094057_jobs): put them back.
  await db.run(
    sql`CREATE TRIGGER IF NOT EXISTS \`jobs_fts_ai\` AFTER INSERT ON \`jobs\` BEGIN INSERT INTO jobs_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
  )
  await db.run(
    sql`CREATE TRIGGER IF NOT EXISTS \`jobs_fts_ad\` AFTER DELETE ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); END;`,
  )
  await db.run(
    sql`CREATE TRIGGER IF NOT EXISTS \`jobs_fts_au\` AFTER UPDATE OF search_text ON \`jobs\` BEGIN INSERT INTO jobs_fts(jobs_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text); INSERT INTO jobs_fts(rowid, search_text) VALUES (new.id, new.search_text); END;`,
  )
}
