import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`candidate_id\` integer,
  	\`full_name\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`skills\` text NOT NULL,
  	\`cv_id\` integer,
  	\`cover_letter\` text,
  	\`locale\` text DEFAULT 'en',
  	\`status_changed_at\` text,
  	\`internal_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`candidate_cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_applications\`("id", "job_id", "status", "candidate_id", "full_name", "phone_number", "city", "state", "skills", "cv_id", "cover_letter", "locale", "status_changed_at", "internal_notes", "updated_at", "created_at") SELECT "id", "job_id", "status", "candidate_id", "full_name", "phone_number", "city", "state", "skills", "cv_id", "cover_letter", "locale", "status_changed_at", "internal_notes", "updated_at", "created_at" FROM \`applications\`;`,
  )
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`applications_job_idx\` ON \`applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_candidate_idx\` ON \`applications\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_cv_idx\` ON \`applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_candidate_idx\` ON \`applications\` (\`job_id\`,\`candidate_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`job_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'submitted' NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`skills\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`cover_letter\` text,
  	\`locale\` text DEFAULT 'en',
  	\`status_changed_at\` text,
  	\`internal_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`candidate_cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_applications\`("id", "job_id", "status", "candidate_id", "full_name", "phone_number", "city", "state", "skills", "cv_id", "cover_letter", "locale", "status_changed_at", "internal_notes", "updated_at", "created_at") SELECT "id", "job_id", "status", "candidate_id", "full_name", "phone_number", "city", "state", "skills", "cv_id", "cover_letter", "locale", "status_changed_at", "internal_notes", "updated_at", "created_at" FROM \`applications\`;`,
  )
  await db.run(sql`DROP TABLE \`applications\`;`)
  await db.run(sql`ALTER TABLE \`__new_applications\` RENAME TO \`applications\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`applications_job_idx\` ON \`applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_status_idx\` ON \`applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`applications_candidate_idx\` ON \`applications\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_cv_idx\` ON \`applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`applications_updated_at_idx\` ON \`applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`applications_created_at_idx\` ON \`applications\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`job_candidate_idx\` ON \`applications\` (\`job_id\`,\`candidate_id\`);`)
}
