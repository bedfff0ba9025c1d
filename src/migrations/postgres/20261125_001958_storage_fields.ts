import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "candidate_pictures" ADD COLUMN "prefix" varchar DEFAULT 'candidate-pictures';
  ALTER TABLE "candidate_pictures" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "candidate_cvs" ADD COLUMN "prefix" varchar DEFAULT 'candidate-cvs';
  ALTER TABLE "candidate_cvs" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "candidate_pictures" DROP COLUMN "prefix";
  ALTER TABLE "candidate_pictures" DROP COLUMN "_objectkey";
  ALTER TABLE "candidate_cvs" DROP COLUMN "prefix";
  ALTER TABLE "candidate_cvs" DROP COLUMN "_objectkey";`)
}
