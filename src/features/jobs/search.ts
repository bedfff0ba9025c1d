import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'

import { experienceBands, type ExperienceBand, type JobFilters } from './filters'
import { postgresKeywords, sqliteKeywords, type SQL } from './keywordMatch'

type Ids = { industryId?: number; locationId?: number }

/**
 * The job board's query path, in SQL so that the keyword match uses the
 * database's full-text index: SQLite FTS5 (`jobs_fts` over `search_text` and
 * `search_stems`, kept by triggers) or a PostgreSQL GIN index on the stored
 * `search_vector` (the words of `search_text`, weight A, and their stems from
 * the `english` and `arabic` configurations, weight B). The filters use
 * plain indexed columns.
 *
 * Every query word must match, where a word matches a job when it is the
 * start of one of the job's words or stems (search as you type), or when its
 * own stem is one of them ("engineers" → engin, "مهندسين" → مهندس): see
 * keywordMatch.ts. Jobs that have every query word as a whole word come
 * first, then those found through prefixes or stems only, each newest first.
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
  const keywords = isPostgres ? postgresKeywords : sqliteKeywords
  /**
   * A keyword query. PostgreSQL's estimate for a prefix-or-stem tsquery adds
   * up correlated parts (engineer:* | engin) and comes out several times too
   * high, so the planner scans the whole table and tests every vector instead
   * of using the GIN index (180 ms instead of 25 ms at 100,000 jobs): sequential
   * scans are turned off for that one statement.
   */
  const keywordRows = async (query: SQL): Promise<Record<string, unknown>[]> => {
    if (!isPostgres) return db.all!(query)
    const pg = db as unknown as { transaction: <T>(run: (tx: typeof db) => Promise<T>) => Promise<T> }
    return pg.transaction(async (tx) => {
      await tx.execute!(sql`SET LOCAL enable_seqscan = off`)
      return (await tx.execute!(query)).rows
    })
  }
  const source = (filters: JobFilters): SQL => (filters.terms.length ? keywords.from(filters.terms) : sql`jobs j`)
  const run = (filters: JobFilters) => (filters.terms.length ? keywordRows : rows)
  return { sql, rows, keywordRows, run, source, match: keywords.match, exactFirst: keywords.exactFirst }
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

/**
 * One page of matching open jobs, newest opening date first (with keywords:
 * whole-word matches first, then the rest): ids in order and the total.
 */
export async function findOpenJobIds(
  payload: Payload,
  filters: JobFilters,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ ids: number[]; total: number }> {
  const d = dialect(payload)
  const { sql } = d
  const where = conditions(d, filters, await slugIds(payload, filters))
  const offset = (page - 1) * perPage
  const from = d.source(filters)
  const count = async () => Number((await d.run(filters)(sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`))[0]?.n ?? 0)
  if (!filters.terms.length) {
    // The list walks the (status, opening_date) index and stops after the page; the count is its own query.
    const [total, idRows] = await Promise.all([
      count(),
      d.rows(sql`SELECT j.id AS id FROM jobs j WHERE ${where} ORDER BY j.opening_date DESC, j.id DESC LIMIT ${perPage} OFFSET ${offset}`),
    ])
    return { ids: idRows.map((r) => Number(r.id)), total }
  }
  // A keyword search reads every match anyway (to rank them), so the page and the total come from one pass;
  // the rank is worked out in the inner query so that the count's window holds three narrow columns.
  const idRows = await d.keywordRows(
    sql`SELECT id, count(*) OVER () AS n FROM (SELECT j.id AS id, j.opening_date AS opened, ${d.exactFirst(filters.terms)} AS exact FROM ${from} WHERE ${where}) m ORDER BY exact, opened DESC, id DESC LIMIT ${perPage} OFFSET ${offset}`,
  )
  if (!idRows.length) return { ids: [], total: page > 1 ? await count() : 0 }
  return { ids: idRows.map((r) => Number(r.id)), total: Number(idRows[0]!.n) }
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
    const rows = await d.run(filters)(
      sql`SELECT ${column} AS k, count(*) AS n FROM ${d.source(filters)} WHERE ${conditions(d, filters, ids, skip)} GROUP BY ${column}`,
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
    d.run(filters)(sql`SELECT ${bandSelect} FROM ${d.source(filters)} WHERE ${conditions(d, filters, ids, 'experience')}`),
  ])
  const experience = Object.fromEntries(bands.map((band, i) => [band, Number(experienceRows[0]?.[`b${i}`] ?? 0)]))
  return { industry, location, workplace, type, experience }
}
