import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "integrations_ga_measurement_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "integrations_chat_enabled" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "integrations_tawk_property_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "integrations_tawk_widget_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_integrations_ga_measurement_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_integrations_chat_enabled" boolean DEFAULT true;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_integrations_tawk_property_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_integrations_tawk_widget_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "integrations_ga_measurement_id";
  ALTER TABLE "site_settings" DROP COLUMN "integrations_chat_enabled";
  ALTER TABLE "site_settings" DROP COLUMN "integrations_tawk_property_id";
  ALTER TABLE "site_settings" DROP COLUMN "integrations_tawk_widget_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_integrations_ga_measurement_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_integrations_chat_enabled";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_integrations_tawk_property_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_integrations_tawk_widget_id";`)
}
