import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'

import { experienceBands, type ExperienceBand, type JobFilters } from './filters'

type SQL = ReturnType<typeof pgSql>
type Ids = { industryId?: number; locationId?: number }

/**
 * The job board's query path, in SQL so that the keyword match uses the
 * database's full-text index: SQLite FTS5 (`jobs_fts`, kept by triggers) or
 * a PostgreSQL GIN index on to_tsvector('simple', search_text). The
 * filters use plain indexed columns. Both match every query word as a
 * prefix of a word in the job's normalized text (lib/arabic.ts).
 *
 * Conditions mirror access/jobs.ts (open, closing day not passed); the page
 * then loads the documents through the Local API with public access.
 */
function dialect(payload: Payload) {
  const isPostgres = payload.db.name === 'postgres'
  const sql = (isPostgres ? pgSql : sqliteSql) as typeof pgSql
  const db = (payload.db as unknown as { drizzle: unknown }).drizzle as {
    execute?: (q: SQL) => Promise<{ rows: Record<string, unknown>[] }>
    all?: (q: SQL) => Promise<Record<string, unknown>[]>
  }
  const rows = async (query: SQL): Promise<Record<string, unknown>[]> =>
    isPostgres ? (await db.execute!(query)).rows : await db.all!(query)
  const match = (terms: string[]): SQL =>
    isPostgres
      ? sql`j.search_vector @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`
      : sql`j.id IN (SELECT rowid FROM jobs_fts WHERE jobs_fts MATCH ${terms.map((t) => `"${t}"*`).join(' AND ')})`
  return { sql, rows, match }
}

type Dimension = 'industry' | 'location' | 'workplace' | 'type' | 'experience'

function conditions(d: ReturnType<typeof dialect>, filters: JobFilters, ids: Ids, skip?: Dimension): SQL {
  const { sql } = d
  const parts: SQL[] = [sql`j.status = 'open'`, sql`j.closing_date >= ${startOfAgencyDay()}`]
  if (filters.terms.length) parts.push(d.match(filters.terms))
  if (skip !== 'industry' && filters.industry) parts.push(ids.industryId ? sql`j.industry_id = ${ids.industryId}` : sql`1 = 0`)
  if (skip !== 'location' && filters.location) parts.push(ids.locationId ? sql`j.location_id = ${ids.locationId}` : sql`1 = 0`)
  if (skip !== 'workplace' && filters.workplace) parts.push(sql`j.workplace = ${filters.workplace}`)
  if (skip !== 'type' && filters.type) parts.push(sql`j.employment_type = ${filters.type}`)
  if (skip !== 'experience' && filters.experience) parts.push(bandCondition(d, filters.experience))
  if (filters.published) parts.push(sql`j.published_at > ${filters.published.after} AND j.published_at <= ${filters.published.until}`)
  return sql.join(parts, sql` AND `)
}

function bandCondition({ sql }: ReturnType<typeof dialect>, band: ExperienceBand): SQL {
  const { min, max } = experienceBands[band]
  return sql`(j.experience_min <= ${max} AND (j.experience_max IS NULL OR j.experience_max >= ${min}))`
}

async function slugIds(payload: Payload, filters: JobFilters): Promise<Ids> {
  const find = async (collection: 'industries' | 'locations', slug?: string) =>
    slug
      ? (await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0, pagination: false })).docs[0]?.id
      : undefined
  const [industryId, locationId] = await Promise.all([find('industries', filters.industry), find('locations', filters.location)])
  return { industryId, locationId }
}

/** One page of matching open jobs, newest opening date first: ids in order and the total. */
export async function findOpenJobIds(
  payload: Payload,
  filters: JobFilters,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ ids: number[]; total: number }> {
  const d = dialect(payload)
  const { sql } = d
  const where = conditions(d, filters, await slugIds(payload, filters))
  const [countRows, idRows] = await Promise.all([
    d.rows(sql`SELECT count(*) AS n FROM jobs j WHERE ${where}`),
    d.rows(
      sql`SELECT j.id AS id FROM jobs j WHERE ${where} ORDER BY j.opening_date DESC, j.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
  ])
  return { ids: idRows.map((r) => Number(r.id)), total: Number(countRows[0]?.n ?? 0) }
}

export type FacetCounts = {
  industry: Record<string, number>
  location: Record<string, number>
  workplace: Record<string, number>
  type: Record<string, number>
  experience: Record<string, number>
}

/**
 * How many open jobs each filter value would give, with every other filter
 * applied (so a visitor sees what a click will find). Industry and location
 * are keyed by document id.
 */
export async function facetCounts(payload: Payload, filters: JobFilters): Promise<FacetCounts> {
  const d = dialect(payload)
  const { sql } = d
  const ids = await slugIds(payload, filters)
  const grouped = async (column: SQL, skip: Dimension) => {
    const rows = await d.rows(
      sql`SELECT ${column} AS k, count(*) AS n FROM jobs j WHERE ${conditions(d, filters, ids, skip)} GROUP BY ${column}`,
    )
    return Object.fromEntries(rows.map((r) => [String(r.k), Number(r.n)]))
  }
  const bands = Object.keys(experienceBands) as ExperienceBand[]
  const bandSelect = sql.join(
    bands.map((band, i) => sql`sum(CASE WHEN ${bandCondition(d, band)} THEN 1 ELSE 0 END) AS ${sql.raw(`b${i}`)}`),
    sql`, `,
  )
  const [industry, location, workplace, type, experienceRows] = await Promise.all([
    grouped(sql`j.industry_id`, 'industry'),
    grouped(sql`j.location_id`, 'location'),
    grouped(sql`j.workplace`, 'workplace'),
    grouped(sql`j.employment_type`, 'type'),
    d.rows(sql`SELECT ${bandSelect} FROM jobs j WHERE ${conditions(d, filters, ids, 'experience')}`),
  ])
  const experience = Object.fromEntries(bands.map((band, i) => [band, Number(experienceRows[0]?.[`b${i}`] ?? 0)]))
  return { industry, location, workplace, type, experience }
}
