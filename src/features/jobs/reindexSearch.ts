import type { sql as pgSql } from '@payloadcms/db-postgres'

import { jobSearchFields } from './searchIndex'

type SQL = ReturnType<typeof pgSql>
type Row = Record<string, unknown>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  all: (query: SQL) => Promise<Row[]>
  run: (query: SQL) => Promise<unknown>
}

const BATCH = 500

const group = (rows: Row[], key: string, value: string): Map<number, string[]> => {
  const map = new Map<number, string[]>()
  for (const row of rows) {
    const id = Number(row[key])
    if (typeof row[value] === 'string') map.set(id, [...(map.get(id) ?? []), row[value] as string])
  }
  return map
}

/**
 * Recomputes `search_text` and `search_stems` of every stored job with
 * today's rules (features/jobs/searchIndex.ts), in batches, with plain SQL
 * so that it runs inside a migration whatever the collections look like
 * later. The caller rebuilds the full-text index afterwards. Returns how
 * many jobs were written.
 */
export async function reindexJobSearch({ sql, all, run }: SqlRunner): Promise<number> {
  const industries = group(await all(sql`SELECT _parent_id, name FROM industries_locales`), '_parent_id', 'name')
  const cities = group(await all(sql`SELECT _parent_id, city FROM locations_locales`), '_parent_id', 'city')
  let last = 0
  let written = 0
  for (;;) {
    const jobs = await all(
      sql`SELECT id, reference_code, workplace, employment_type, industry_id, location_id FROM jobs WHERE id > ${last} ORDER BY id LIMIT ${BATCH}`,
    )
    if (!jobs.length) return written
    const ids = jobs.map((job) => Number(job.id))
    last = ids.at(-1)!
    const locales = await all(
      sql`SELECT _parent_id, title, description FROM jobs_locales WHERE _parent_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY _parent_id, _locale`,
    )
    const byJob = new Map<number, Row[]>()
    for (const row of locales) byJob.set(Number(row._parent_id), [...(byJob.get(Number(row._parent_id)) ?? []), row])
    const values = jobs.map((job) => {
      const own = byJob.get(Number(job.id)) ?? []
      const { searchText, searchStems } = jobSearchFields({
        titles: own.map((row) => row.title as string | null),
        descriptions: own.map((row) => row.description),
        industryNames: industries.get(Number(job.industry_id)) ?? [],
        cityNames: cities.get(Number(job.location_id)) ?? [],
        workplace: job.workplace as string | null,
        employmentType: job.employment_type as string | null,
        referenceCode: job.reference_code as string | null,
      })
      return sql`(CAST(${Number(job.id)} AS integer), ${searchText}, ${searchStems})`
    })
    await run(
      sql`WITH v(id, t, s) AS (VALUES ${sql.join(values, sql`, `)}) UPDATE jobs SET search_text = v.t, search_stems = v.s FROM v WHERE jobs.id = v.id`,
    )
    written += jobs.length
  }
}
