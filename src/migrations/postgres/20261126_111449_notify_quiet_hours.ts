import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_notification_settings_time_zone" AS ENUM('Asia/Riyadh', 'Asia/Dubai', 'Asia/Qatar', 'Asia/Kuwait', 'Asia/Bahrain', 'Asia/Muscat', 'Africa/Cairo', 'Asia/Amman', 'Asia/Beirut', 'Asia/Karachi', 'Asia/Kolkata', 'Asia/Manila', 'Europe/London', 'UTC');
  ALTER TABLE "notification_settings" ADD COLUMN "time_zone" "enum_notification_settings_time_zone" DEFAULT 'Asia/Riyadh';
  ALTER TABLE "notification_settings" ADD COLUMN "quiet_from" numeric DEFAULT 22;
  ALTER TABLE "notification_settings" ADD COLUMN "quiet_to" numeric DEFAULT 8;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notification_settings" DROP COLUMN "time_zone";
  ALTER TABLE "notification_settings" DROP COLUMN "quiet_from";
  ALTER TABLE "notification_settings" DROP COLUMN "quiet_to";
  DROP TYPE "public"."enum_notification_settings_time_zone";`)
}
