import type { sql as pgSql } from '@payloadcms/db-postgres'

/**
 * The data step of the `application_notes` migration (both adapters), frozen: it imports nothing from the app
 * (docs/ARCHITECTURE.md, "Data and migrations").
 *
 * Issue 28, item 8: an application's notes have one place, its timeline. The sidebar's "Internal notes" field left
 * the admin's form; what recruiters wrote there before the timeline recorded every change of it becomes a note on the
 * timeline, dated when the application was last saved, with no author (the field never kept one). A note already on
 * the timeline with the same text is not copied again, so running the step twice adds nothing.
 */

type SQL = ReturnType<typeof pgSql>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  run: (query: SQL) => Promise<unknown>
}

export async function moveNotesToTimeline({ sql, run }: SqlRunner): Promise<void> {
  await run(sql`INSERT INTO application_activities (application_id, job_id, kind, text, created_at, updated_at)
    SELECT a.id, a.job_id, 'note', a.internal_notes, a.updated_at, a.updated_at
    FROM applications a
    WHERE a.internal_notes IS NOT NULL AND trim(a.internal_notes) <> '' AND a.job_id IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM application_activities x WHERE x.application_id = a.id AND x.kind = 'note' AND x.text = a.internal_notes
      )`)
}
