import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { reindexJobSearch } from '../steps/job_search_stemming'

// Written by hand after the generated column: job search with stems
// (features/jobs/search.ts). `search_vector` becomes the words of
// `search_text` (weight A, for "exact matches first") and their stems from
// PostgreSQL's Snowball `english` and `arabic` configurations (weight B).
// Every stored job is reindexed first with today's rules (hamza folding,
// workplace and employment type labels, stems); adding the stored column then
// computes the vector of every row.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs" ADD COLUMN "search_stems" varchar;`)

  await db.execute(sql`DROP INDEX IF EXISTS "jobs_search_vector_idx";`)
  await db.execute(sql`ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";`)
  await reindexJobSearch({ sql, all: async (query) => (await db.execute(query)).rows, run: (query) => db.execute(query) })
  await db.execute(
    sql`ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("search_text", '')), 'A') || setweight(to_tsvector('english', coalesce("search_text", '')), 'B') || setweight(to_tsvector('arabic', coalesce("search_text", '')), 'B')) STORED;`,
  )
  await db.execute(sql`CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");`)
  // Counting open jobs, and their facet counts, read this index instead of the wider rows.
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "jobs_open_facets_idx" ON "jobs" ("status", "closing_date") INCLUDE ("industry_id", "location_id", "workplace", "employment_type", "experience_min", "experience_max");`,
  )
  // Open jobs newest first, ties by id, with the closing date: the list and a common keyword walk it in order.
  await db.execute(sql`DROP INDEX IF EXISTS "jobs_status_opening_date_idx";`)
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS "jobs_open_by_date_idx" ON "jobs" ("status", "opening_date", "id") INCLUDE ("closing_date");`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "jobs_open_facets_idx";`)
  await db.execute(sql`DROP INDEX IF EXISTS "jobs_open_by_date_idx";`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "jobs_status_opening_date_idx" ON "jobs" ("status", "opening_date");`)
  // search_text keeps today's words (its hamza spelling and labels); saving a
  // job writes it again with the code of the time.
  await db.execute(sql`DROP INDEX IF EXISTS "jobs_search_vector_idx";`)
  await db.execute(sql`ALTER TABLE "jobs" DROP COLUMN IF EXISTS "search_vector";`)
  await db.execute(
    sql`ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("search_text", ''))) STORED;`,
  )
  await db.execute(sql`CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");`)
  await db.execute(sql`
   ALTER TABLE "jobs" DROP COLUMN "search_stems";`)
}
