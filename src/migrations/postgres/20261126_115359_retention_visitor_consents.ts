import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_retention_rules_kind" ADD VALUE 'visitor-consents';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_retention_rules_kind";
  CREATE TYPE "public"."enum_retention_rules_kind" AS ENUM('inactive-candidates', 'consent-ended', 'rejected-applications', 'contact-messages', 'unused-cvs', 'bounced-alerts');
  ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_retention_rules_kind" USING "kind"::"public"."enum_retention_rules_kind";`)
}
