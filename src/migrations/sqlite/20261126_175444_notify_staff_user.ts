import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notification_messages\` ADD \`user_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`notification_messages_user_idx\` ON \`notification_messages\` (\`user_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_notification_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`candidate_id\` integer,
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`notification_messages_key_idx\` ON \`notification_messages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_candidate_idx\` ON \`notification_messages\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_interview_idx\` ON \`notification_messages\` (\`interview_id\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_updated_at_idx\` ON \`notification_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notification_messages_created_at_idx\` ON \`notification_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_notBefore_idx\` ON \`notification_messages\` (\`status\`,\`not_before\`);`)
}
