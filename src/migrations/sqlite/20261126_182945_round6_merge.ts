import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`candidates_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`candidates_texts_order_parent\` ON \`candidates_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_notification_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`candidate_id\` integer,
  	\`user_id\` integer,
  	\`purpose\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`template\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`params\` text,
  	\`url\` text,
  	\`interview_id\` integer,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`not_before\` text NOT NULL,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`fell_back_from\` text,
  	\`provider_id\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`interview_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand: drizzle-kit's rebuild copied `user_id`, a column this migration adds, from the old table (which
  // has none): every existing message gets none.
  await db.run(
    sql`INSERT INTO \`__new_notification_messages\`("id", "key", "candidate_id", "user_id", "purpose", "channel", "template", "locale", "params", "url", "interview_id", "status", "not_before", "claimed_at", "sent_at", "attempts", "fell_back_from", "provider_id", "error", "updated_at", "created_at") SELECT "id", "key", "candidate_id", NULL, "purpose", "channel", "template", "locale", "params", "url", "interview_id", "status", "not_before", "claimed_at", "sent_at", "attempts", "fell_back_from", "provider_id", "error", "updated_at", "created_at" FROM \`notification_messages\`;`,
  )
  await db.run(sql`DROP TABLE \`notification_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_notification_messages\` RENAME TO \`notification_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notification_messages_key_idx\` ON \`notification_messages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_candidate_idx\` ON \`notification_messages\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_user_idx\` ON \`notification_messages\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_interview_idx\` ON \`notification_messages\` (\`interview_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_updated_at_idx\` ON \`notification_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_created_at_idx\` ON \`notification_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_notBefore_idx\` ON \`notification_messages\` (\`status\`,\`not_before\`);`)
  await db.run(sql`ALTER TABLE \`application_activities\` ADD \`once\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`application_activities_once_idx\` ON \`application_activities\` (\`once\`);`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`kind\` text DEFAULT 'static';`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_keywords\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_city\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_country\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_nationality\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_min_years\` numeric;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_arabic\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_english\` text;`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_reference_job_id\` integer REFERENCES jobs(id);`)
  await db.run(sql`ALTER TABLE \`talent_pools\` ADD \`query_min_score\` numeric;`)
  await db.run(sql`CREATE INDEX \`talent_pools_query_query_reference_job_idx\` ON \`talent_pools\` (\`query_reference_job_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`candidates_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_talent_pools\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`owner_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_talent_pools\`("id", "name", "description", "owner_id", "updated_at", "created_at") SELECT "id", "name", "description", "owner_id", "updated_at", "created_at" FROM \`talent_pools\`;`,
  )
  await db.run(sql`DROP TABLE \`talent_pools\`;`)
  await db.run(sql`ALTER TABLE \`__new_talent_pools\` RENAME TO \`talent_pools\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`talent_pools_owner_idx\` ON \`talent_pools\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`talent_pools_updated_at_idx\` ON \`talent_pools\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talent_pools_created_at_idx\` ON \`talent_pools\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_notification_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`channel\` text NOT NULL,
  	\`template\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`params\` text,
  	\`url\` text,
  	\`interview_id\` integer,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`not_before\` text NOT NULL,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`fell_back_from\` text,
  	\`provider_id\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`interview_id\`) REFERENCES \`interviews\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_notification_messages\`("id", "key", "candidate_id", "purpose", "channel", "template", "locale", "params", "url", "interview_id", "status", "not_before", "claimed_at", "sent_at", "attempts", "fell_back_from", "provider_id", "error", "updated_at", "created_at") SELECT "id", "key", "candidate_id", "purpose", "channel", "template", "locale", "params", "url", "interview_id", "status", "not_before", "claimed_at", "sent_at", "attempts", "fell_back_from", "provider_id", "error", "updated_at", "created_at" FROM \`notification_messages\`;`,
  )
  await db.run(sql`DROP TABLE \`notification_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_notification_messages\` RENAME TO \`notification_messages\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notification_messages_key_idx\` ON \`notification_messages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_candidate_idx\` ON \`notification_messages\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_interview_idx\` ON \`notification_messages\` (\`interview_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_updated_at_idx\` ON \`notification_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_created_at_idx\` ON \`notification_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_notBefore_idx\` ON \`notification_messages\` (\`status\`,\`not_before\`);`)
  await db.run(sql`DROP INDEX \`application_activities_once_idx\`;`)
  await db.run(sql`ALTER TABLE \`application_activities\` DROP COLUMN \`once\`;`)
}
