import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { moveNotesToTimeline, type SqlRunner } from '../steps/application_notes'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_push_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer,
  	\`user_id\` integer,
  	\`endpoint\` text NOT NULL,
  	\`p256dh\` text NOT NULL,
  	\`auth\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`device\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand: the generator copied `user_id` from the old table, which has none yet (NULL instead).
  await db.run(
    sql`INSERT INTO \`__new_push_subscriptions\`("id", "candidate_id", "user_id", "endpoint", "p256dh", "auth", "locale", "device", "updated_at", "created_at") SELECT "id", "candidate_id", NULL, "endpoint", "p256dh", "auth", "locale", "device", "updated_at", "created_at" FROM \`push_subscriptions\`;`,
  )
  await db.run(sql`DROP TABLE \`push_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_push_subscriptions\` RENAME TO \`push_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_candidate_idx\` ON \`push_subscriptions\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_user_idx\` ON \`push_subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`push_subscriptions_endpoint_idx\` ON \`push_subscriptions\` (\`endpoint\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_updated_at_idx\` ON \`push_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_created_at_idx\` ON \`push_subscriptions\` (\`created_at\`);`)
  await db.run(
    sql`CREATE INDEX \`compound_index_idx\` ON \`applications\` (\`created_at\`,\`job_id\`,\`source\`,\`stages_shortlisted_at\`,\`stages_interview_at\`,\`stages_offered_at\`,\`stages_hired_at\`);`,
  )
  // Issue 28, item 8: notes written in the sidebar field before the timeline existed move onto the timeline.
  await moveNotesToTimeline({ sql: sql as unknown as SqlRunner['sql'], run: (query) => db.run(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_push_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`endpoint\` text NOT NULL,
  	\`p256dh\` text NOT NULL,
  	\`auth\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`device\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_push_subscriptions\`("id", "candidate_id", "endpoint", "p256dh", "auth", "locale", "device", "updated_at", "created_at") SELECT "id", "candidate_id", "endpoint", "p256dh", "auth", "locale", "device", "updated_at", "created_at" FROM \`push_subscriptions\`;`,
  )
  await db.run(sql`DROP TABLE \`push_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_push_subscriptions\` RENAME TO \`push_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_candidate_idx\` ON \`push_subscriptions\` (\`candidate_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`push_subscriptions_endpoint_idx\` ON \`push_subscriptions\` (\`endpoint\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_updated_at_idx\` ON \`push_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_created_at_idx\` ON \`push_subscriptions\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}
