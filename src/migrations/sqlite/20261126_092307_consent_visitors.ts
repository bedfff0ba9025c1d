import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consent_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer,
  	\`email\` text,
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
  await db.run(
    sql`INSERT INTO \`__new_consent_events\`("id", "candidate_id", "email", "purpose", "action", "client_id", "job_id", "scope_key", "wording", "wording_version", "language", "method", "at", "expires_at", "recorded_by_id", "updated_at", "created_at") SELECT "id", "candidate_id", "email", "purpose", "action", "client_id", "job_id", "scope_key", "wording", "wording_version", "language", "method", "at", "expires_at", "recorded_by_id", "updated_at", "created_at" FROM \`consent_events\`;`,
  )
  await db.run(sql`DROP TABLE \`consent_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_events\` RENAME TO \`consent_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consent_events_candidate_idx\` ON \`consent_events\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_email_idx\` ON \`consent_events\` (\`email\`);`)
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
  await db.run(sql`CREATE INDEX \`email_scopeKey_at_idx\` ON \`consent_events\` (\`email\`,\`scope_key\`,\`at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_consent_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`email\` text,
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
  await db.run(
    sql`INSERT INTO \`__new_consent_events\`("id", "candidate_id", "email", "purpose", "action", "client_id", "job_id", "scope_key", "wording", "wording_version", "language", "method", "at", "expires_at", "recorded_by_id", "updated_at", "created_at") SELECT "id", "candidate_id", "email", "purpose", "action", "client_id", "job_id", "scope_key", "wording", "wording_version", "language", "method", "at", "expires_at", "recorded_by_id", "updated_at", "created_at" FROM \`consent_events\`;`,
  )
  await db.run(sql`DROP TABLE \`consent_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_consent_events\` RENAME TO \`consent_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`consent_events_candidate_idx\` ON \`consent_events\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_events_email_idx\` ON \`consent_events\` (\`email\`);`)
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
  await db.run(sql`CREATE INDEX \`email_scopeKey_at_idx\` ON \`consent_events\` (\`email\`,\`scope_key\`,\`at\`);`)
}
