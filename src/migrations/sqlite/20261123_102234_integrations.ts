import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`integrations_ga_measurement_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`integrations_chat_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`integrations_tawk_property_id\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`integrations_tawk_widget_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_integrations_ga_measurement_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_integrations_chat_enabled\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_integrations_tawk_property_id\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_integrations_tawk_widget_id\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`integrations_ga_measurement_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`integrations_chat_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`integrations_tawk_property_id\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`integrations_tawk_widget_id\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_integrations_ga_measurement_id\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_integrations_chat_enabled\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_integrations_tawk_property_id\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_integrations_tawk_widget_id\`;`)
}
