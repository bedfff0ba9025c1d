import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`job_alerts\` ADD \`bounced_at\` text;`)
  await db.run(sql`CREATE INDEX \`job_alerts_bounced_at_idx\` ON \`job_alerts\` (\`bounced_at\`);`)
  await db.run(sql`ALTER TABLE \`consent_events\` ADD \`email\` text;`)
  await db.run(sql`CREATE INDEX \`consent_events_email_idx\` ON \`consent_events\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`email_scopeKey_at_idx\` ON \`consent_events\` (\`email\`,\`scope_key\`,\`at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`job_alerts_bounced_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`job_alerts\` DROP COLUMN \`bounced_at\`;`)
  await db.run(sql`DROP INDEX \`consent_events_email_idx\`;`)
  await db.run(sql`DROP INDEX \`email_scopeKey_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`consent_events\` DROP COLUMN \`email\`;`)
}
