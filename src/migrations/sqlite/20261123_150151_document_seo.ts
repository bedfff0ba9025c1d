import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`jobs_seo_seo_image_idx\` ON \`jobs\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`services_seo_seo_image_idx\` ON \`services\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`services_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_services_v_version_seo_version_seo_image_idx\` ON \`_services_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`blog_categories\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`blog_categories\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`blog_categories_seo_seo_image_idx\` ON \`blog_categories\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`blog_categories_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`blog_categories_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`faq_categories\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`faq_categories\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`faq_categories_seo_seo_image_idx\` ON \`faq_categories\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`faq_categories_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`faq_categories_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`assessments\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`assessments_seo_seo_image_idx\` ON \`assessments\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`assessments_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`assessments_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`_assessments_v\` ADD \`version_seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_assessments_v\` ADD \`version_seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_assessments_v_version_seo_version_seo_image_idx\` ON \`_assessments_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_assessments_v_locales\` ADD \`version_seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`_assessments_v_locales\` ADD \`version_seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`partners\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`partners_seo_seo_image_idx\` ON \`partners\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`partners_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`partners_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`team_members\` ADD \`seo_noindex\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`team_members_seo_seo_image_idx\` ON \`team_members\` (\`seo_image_id\`);`)
  await db.run(sql`ALTER TABLE \`team_members_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`team_members_locales\` ADD \`seo_description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`industry_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_jobs\`("id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "slug", "search_text", "updated_at", "created_at") SELECT "id", "reference_code", "status", "industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max", "opening_date", "closing_date", "salary_min", "salary_max", "salary_currency", "salary_period", "salary_show", "recruiter_email", "slug", "search_text", "updated_at", "created_at" FROM \`jobs\`;`,
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
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_services\`("id", "slug", "order", "updated_at", "created_at", "_status") SELECT "id", "slug", "order", "updated_at", "created_at", "_status" FROM \`services\`;`,
  )
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__services_v\`("id", "parent_id", "version_slug", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_slug", "version_order", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_services_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v\` RENAME TO \`_services_v\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_snapshot_idx\` ON \`_services_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_published_locale_idx\` ON \`_services_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cover_id\` integer,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`author_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_posts\`("id", "cover_id", "slug", "category_id", "author_id", "published_at", "updated_at", "created_at", "_status") SELECT "id", "cover_id", "slug", "category_id", "author_id", "published_at", "updated_at", "created_at", "_status" FROM \`posts\`;`,
  )
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE INDEX \`posts_cover_idx\` ON \`posts\` (\`cover_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_cover_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_author_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_cover_id", "version_slug", "version_category_id", "version_author_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_cover_id", "version_slug", "version_category_id", "version_author_id", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_posts_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_cover_idx\` ON \`_posts_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_blog_categories\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`blog_categories\`;`,
  )
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_categories\` RENAME TO \`blog_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_categories_slug_idx\` ON \`blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faq_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_faq_categories\`("id", "order", "slug", "updated_at", "created_at") SELECT "id", "order", "slug", "updated_at", "created_at" FROM \`faq_categories\`;`,
  )
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_faq_categories\` RENAME TO \`faq_categories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_slug_idx\` ON \`faq_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_assessments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`duration_minutes\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_assessments\`("id", "duration_minutes", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "duration_minutes", "order", "slug", "updated_at", "created_at", "_status" FROM \`assessments\`;`,
  )
  await db.run(sql`DROP TABLE \`assessments\`;`)
  await db.run(sql`ALTER TABLE \`__new_assessments\` RENAME TO \`assessments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`assessments_slug_idx\` ON \`assessments\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`assessments_updated_at_idx\` ON \`assessments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments_created_at_idx\` ON \`assessments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments__status_idx\` ON \`assessments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__assessments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_duration_minutes\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new__assessments_v\`("id", "parent_id", "version_duration_minutes", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_duration_minutes", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_assessments_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_assessments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__assessments_v\` RENAME TO \`_assessments_v\`;`)
  await db.run(sql`CREATE INDEX \`_assessments_v_parent_idx\` ON \`_assessments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_version_version_slug_idx\` ON \`_assessments_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_version_version_updated_at_idx\` ON \`_assessments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_version_version_created_at_idx\` ON \`_assessments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_version_version__status_idx\` ON \`_assessments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_created_at_idx\` ON \`_assessments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_updated_at_idx\` ON \`_assessments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_snapshot_idx\` ON \`_assessments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_published_locale_idx\` ON \`_assessments_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_assessments_v_latest_idx\` ON \`_assessments_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`website\` text,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_partners\`("id", "logo_id", "website", "order", "slug", "updated_at", "created_at") SELECT "id", "logo_id", "website", "order", "slug", "updated_at", "created_at" FROM \`partners\`;`,
  )
  await db.run(sql`DROP TABLE \`partners\`;`)
  await db.run(sql`ALTER TABLE \`__new_partners\` RENAME TO \`partners\`;`)
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`partners_slug_idx\` ON \`partners\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_team_members\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`linkedin\` text,
  	\`email\` text,
  	\`order\` numeric DEFAULT 0,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_team_members\`("id", "photo_id", "linkedin", "email", "order", "slug", "updated_at", "created_at") SELECT "id", "photo_id", "linkedin", "email", "order", "slug", "updated_at", "created_at" FROM \`team_members\`;`,
  )
  await db.run(sql`DROP TABLE \`team_members\`;`)
  await db.run(sql`ALTER TABLE \`__new_team_members\` RENAME TO \`team_members\`;`)
  await db.run(sql`CREATE INDEX \`team_members_photo_idx\` ON \`team_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`team_members_slug_idx\` ON \`team_members\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`team_members_updated_at_idx\` ON \`team_members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`team_members_created_at_idx\` ON \`team_members\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`jobs_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`services_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_services_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`blog_categories_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`blog_categories_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`faq_categories_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`faq_categories_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`assessments_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`assessments_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`_assessments_v_locales\` DROP COLUMN \`version_seo_title\`;`)
  await db.run(sql`ALTER TABLE \`_assessments_v_locales\` DROP COLUMN \`version_seo_description\`;`)
  await db.run(sql`ALTER TABLE \`partners_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`partners_locales\` DROP COLUMN \`seo_description\`;`)
  await db.run(sql`ALTER TABLE \`team_members_locales\` DROP COLUMN \`seo_title\`;`)
  await db.run(sql`ALTER TABLE \`team_members_locales\` DROP COLUMN \`seo_description\`;`)
}
