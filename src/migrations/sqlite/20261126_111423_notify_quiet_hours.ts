import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`time_zone\` text DEFAULT 'Asia/Riyadh';`)
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`quiet_from\` numeric DEFAULT 22;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` ADD \`quiet_to\` numeric DEFAULT 8;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`time_zone\`;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`quiet_from\`;`)
  await db.run(sql`ALTER TABLE \`notification_settings\` DROP COLUMN \`quiet_to\`;`)
}
