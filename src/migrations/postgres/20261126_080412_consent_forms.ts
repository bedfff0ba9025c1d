import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_retention_rules_kind" ADD VALUE 'unused-cvs';
  ALTER TYPE "public"."enum_retention_rules_kind" ADD VALUE 'bounced-alerts';
  ALTER TABLE "job_alerts" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "consent_events" ADD COLUMN "email" varchar;
  CREATE INDEX "job_alerts_bounced_at_idx" ON "job_alerts" USING btree ("bounced_at");
  CREATE INDEX "consent_events_email_idx" ON "consent_events" USING btree ("email");
  CREATE INDEX "email_scopeKey_at_idx" ON "consent_events" USING btree ("email","scope_key","at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_retention_rules_kind";
  CREATE TYPE "public"."enum_retention_rules_kind" AS ENUM('inactive-candidates', 'consent-ended', 'rejected-applications', 'contact-messages');
  ALTER TABLE "retention_rules" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_retention_rules_kind" USING "kind"::"public"."enum_retention_rules_kind";
  DROP INDEX "job_alerts_bounced_at_idx";
  DROP INDEX "consent_events_email_idx";
  DROP INDEX "email_scopeKey_at_idx";
  ALTER TABLE "job_alerts" DROP COLUMN "bounced_at";
  ALTER TABLE "consent_events" DROP COLUMN "email";`)
}
