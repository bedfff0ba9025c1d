import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { backfillMatchSkills } from '../steps/matching_skill_ids'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_rels" ADD COLUMN "skills_id" integer;
  ALTER TABLE "candidates_rels" ADD CONSTRAINT "candidates_rels_skills_fk" FOREIGN KEY ("skills_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "candidates_rels_skills_id_idx" ON "candidates_rels" USING btree ("skills_id");
  ALTER TABLE "candidates" DROP COLUMN "eligibility_open_to_offers";`)
  // Each stored candidate's and job's skill ids (the hooks keep them from now on).
  await backfillMatchSkills({ sql, all: async (query) => (await db.execute(query)).rows, run: (query) => db.execute(query) })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates_rels" DROP CONSTRAINT "candidates_rels_skills_fk";
  
  DROP INDEX "candidates_rels_skills_id_idx";
  ALTER TABLE "candidates" ADD COLUMN "eligibility_open_to_offers" boolean DEFAULT false;
  ALTER TABLE "candidates_rels" DROP COLUMN "skills_id";`)
}
