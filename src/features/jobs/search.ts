import type { Payload } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'
import { rawSql } from '@/lib/db/rawSql'

import { experienceBands, type ExperienceBand, type JobFilters } from './filters'
import { postgresKeywords, sqliteKeywords, type MatchSql, type SQL } from './keywordMatch'
import { relevance } from './relevance'

type Ids = { industryId?: number; locationId?: number }

/**
 * A keyword search ranks at most this many matches and, when more jobs match,
 * reports "1,000+ jobs" (as large job boards do): the matches kept are the
 * newest ones, so the work per query stays bounded however common the word.
 */
export const KEYWORD_RESULTS_CAP = 1000

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
 * keywordMatch.ts. By default the most relevant come first (relevance.ts:
 * the words in the title above the words elsewhere, whole words above
 * prefixes and stems), then the newest; with `sort=newest`, by date only.
 *
 * Conditions mirror access/jobs.ts (open, closing day not passed); the page
 * then loads the documents through the Local API with public access.
 */
function dialect(payload: Payload) {
  const db = rawSql(payload)
  return { ...db, keywords: db.isPostgres ? postgresKeywords : sqliteKeywords }
}

type Dimension = 'industry' | 'location' | 'workplace' | 'type' | 'experience'

/** The rows to read and the conditions on them; with keywords, `form` says how the matches are read (matches first by default). */
function query(d: ReturnType<typeof dialect>, filters: JobFilters, ids: Ids, skip?: Dimension, form?: MatchSql): MatchSql {
  const { sql } = d
  const keyword = filters.terms.length ? (form ?? d.keywords.matchesFirst(filters.terms)) : null
  const parts: SQL[] = [sql`j.status = 'open'`, sql`j.closing_date >= ${startOfAgencyDay()}`]
  if (keyword) parts.push(keyword.match)
  if (skip !== 'industry' && filters.industry) parts.push(ids.industryId ? sql`j.industry_id = ${ids.industryId}` : sql`1 = 0`)
  if (skip !== 'location' && filters.location) parts.push(ids.locationId ? sql`j.location_id = ${ids.locationId}` : sql`1 = 0`)
  if (skip !== 'workplace' && filters.workplace) parts.push(sql`j.workplace = ${filters.workplace}`)
  if (skip !== 'type' && filters.type) parts.push(sql`j.employment_type = ${filters.type}`)
  if (skip !== 'experience' && filters.experience) parts.push(bandCondition(d, filters.experience))
  if (filters.published) parts.push(sql`j.published_at > ${filters.published.after} AND j.published_at <= ${filters.published.until}`)
  return { from: keyword?.from ?? sql`jobs j`, match: sql.join(parts, sql` AND `) }
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

export type JobIdsPage = {
  ids: number[]
  /** How many jobs match; with keywords at most KEYWORD_RESULTS_CAP. */
  total: number
  /** More than KEYWORD_RESULTS_CAP jobs match the keywords: `total` is the cap, and the newest ones are ranked. */
  capped: boolean
}

/**
 * One page of matching open jobs, newest opening date first; with keywords,
 * among at most KEYWORD_RESULTS_CAP matches, the most relevant first
 * (`byRelevance`), or newest first when `sort` is `newest`: ids in order and
 * the total.
 */
export async function findOpenJobIds(
  payload: Payload,
  filters: JobFilters,
  { page, perPage }: { page: number; perPage: number },
): Promise<JobIdsPage> {
  const d = dialect(payload)
  const { sql } = d
  const ids = await slugIds(payload, filters)
  const offset = (page - 1) * perPage
  if (!filters.terms.length) {
    // The list walks the (status, opening_date) index and stops after the page; the count is its own query.
    const { from, match } = query(d, filters, ids)
    const [countRows, idRows] = await Promise.all([
      d.rows(sql`SELECT count(*) AS n FROM ${from} WHERE ${match}`),
      d.rows(sql`SELECT j.id AS id FROM ${from} WHERE ${match} ORDER BY j.opening_date DESC, j.id DESC LIMIT ${perPage} OFFSET ${offset}`),
    ])
    return { ids: idRows.map((r) => Number(r.id)), total: Number(countRows[0]?.n ?? 0), capped: false }
  }
  const { keywords } = d
  const walk = keywords.newestFirst?.(filters.terms)
  if (filters.sort !== 'newest') return byRelevance(d, filters, ids, { page, perPage }, walk)
  // "Newest": by date only.
  const exact = sql`0`
  const cap = KEYWORD_RESULTS_CAP
  /**
   * One statement: at most cap + 1 matches (`m`, with their rank), how many
   * that is, and the page among the newest `cap` of them. With `newest`, the
   * matches are the newest ones; otherwise any, which is enough when there are
   * no more than `cap` (all of them are then ranked).
   */
  const ranked = async (form: MatchSql, newest: boolean) => {
    const { from, match } = query(d, filters, ids, undefined, form)
    const rows = await d.rows(sql`WITH m AS (
        SELECT j.id AS id, j.opening_date AS opened, ${exact} AS exact FROM ${from} WHERE ${match}
        ${newest ? sql`ORDER BY j.opening_date DESC, j.id DESC` : sql``} LIMIT ${cap + 1}
      ),
      kept AS (SELECT id, opened, exact FROM m ORDER BY opened DESC, id DESC LIMIT ${cap}),
      page AS (SELECT id, opened, exact FROM kept ORDER BY exact, opened DESC, id DESC LIMIT ${perPage} OFFSET ${offset})
      SELECT c.n AS n, page.id AS id FROM (SELECT count(*) AS n FROM m) c LEFT JOIN page ON 1 = 1
      ORDER BY page.exact, page.opened DESC, page.id DESC`)
    const n = Number(rows[0]?.n ?? 0)
    return { ids: rows.filter((r) => r.id !== null && r.id !== undefined).map((r) => Number(r.id)), n }
  }
  // PostgreSQL: one statement, planned from its statistics. SQLite: the matches first, and if there are too many,
  // the open jobs newest first.
  let found = await ranked(keywords.matchesFirst(filters.terms), !walk)
  if (found.n > cap && walk) found = await ranked(walk, true)
  return { ids: found.ids, total: Math.min(found.n, cap), capped: found.n > cap }
}

/**
 * The default order of a keyword search (issue 28, item 7): most relevant first (relevance.ts: terms in the title
 * above terms elsewhere, whole words above prefixes and stems), then newest. The matches are the same as by date
 * (at most KEYWORD_RESULTS_CAP, the newest when more match); their titles in every language are read in one query
 * and ranked here, on the search's own normalised words.
 */
async function byRelevance(
  d: ReturnType<typeof dialect>,
  filters: JobFilters,
  ids: Ids,
  { page, perPage }: { page: number; perPage: number },
  walk: MatchSql | undefined,
): Promise<JobIdsPage> {
  const { sql } = d
  const cap = KEYWORD_RESULTS_CAP
  const exact = d.keywords.exactFirst(filters.terms)
  const matches = async (form: MatchSql, newest: boolean) => {
    const { from, match } = query(d, filters, ids, undefined, form)
    return d.rows(sql`SELECT j.id AS id, j.opening_date AS opened, ${exact} AS exact FROM ${from} WHERE ${match}
      ${newest ? sql`ORDER BY j.opening_date DESC, j.id DESC` : sql``} LIMIT ${cap + 1}`)
  }
  let rows = await matches(d.keywords.matchesFirst(filters.terms), !walk)
  if (rows.length > cap && walk) rows = await matches(walk, true)
  const n = rows.length
  const opened = (row: Record<string, unknown>) => new Date(row.opened as string).getTime() || 0
  const kept = rows.sort((a, b) => opened(b) - opened(a) || Number(b.id) - Number(a.id)).slice(0, cap)
  const titles = new Map<number, string[]>()
  if (kept.length) {
    const found = await d.rows(
      sql`SELECT _parent_id AS id, title FROM jobs_locales WHERE ${d.inList(
        sql`_parent_id`,
        kept.map((row) => Number(row.id)),
      )}`,
    )
    for (const row of found) {
      if (typeof row.title !== 'string') continue
      titles.set(Number(row.id), [...(titles.get(Number(row.id)) ?? []), row.title])
    }
  }
  const scored = kept.map((row, order) => ({
    id: Number(row.id),
    order,
    score: relevance(filters.terms, titles.get(Number(row.id)) ?? [], Number(row.exact) === 0),
  }))
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  const offset = (page - 1) * perPage
  return { ids: scored.slice(offset, offset + perPage).map((row) => row.id), total: Math.min(n, cap), capped: n > cap }
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
 *
 * A dimension whose own filter is not set is counted under the very
 * conditions of the search, so all such dimensions come from one statement
 * grouped by every facet column at once (one pass over the open jobs, which
 * the `jobs_open_facets_idx` index holds without the wide text columns); a
 * dimension that is filtered is counted without its own filter, in a
 * statement of its own.
 */
export async function facetCounts(payload: Payload, filters: JobFilters): Promise<FacetCounts> {
  const d = dialect(payload)
  const { sql } = d
  const ids = await slugIds(payload, filters)
  const bands = Object.keys(experienceBands) as ExperienceBand[]
  const counts: FacetCounts = { industry: {}, location: {}, workplace: {}, type: {}, experience: {} }
  for (const band of bands) counts.experience[band] = 0
  const columns: Record<Exclude<Dimension, 'experience'>, SQL> = {
    industry: sql`j.industry_id`,
    location: sql`j.location_id`,
    workplace: sql`j.workplace`,
    type: sql`j.employment_type`,
  }
  const filtered = (dimension: Dimension) => Boolean(filters[dimension])
  const free = (Object.keys(counts) as Dimension[]).filter((dimension) => !filtered(dimension))
  const bandFlags = bands.map((band, i) => sql`CASE WHEN ${bandCondition(d, band)} THEN 1 ELSE 0 END AS ${sql.raw(`b${i}`)}`)

  /** Adds the grouped rows of one statement to the counts of `dimensions`. */
  const add = (rows: Record<string, unknown>[], dimensions: Dimension[]) => {
    for (const row of rows) {
      const n = Number(row.n)
      for (const dimension of dimensions) {
        if (dimension === 'experience') {
          bands.forEach((band, i) => {
            if (Number(row[`b${i}`])) counts.experience[band]! += n
          })
          continue
        }
        const key = String(row[dimension])
        counts[dimension][key] = (counts[dimension][key] ?? 0) + n
      }
    }
  }
  /** One statement grouped by the columns of `dimensions`, under the search's conditions without `skip`'s filter. */
  const grouped = async (dimensions: Dimension[], skip?: Dimension) => {
    const selected = dimensions.flatMap((dimension) =>
      dimension === 'experience' ? bandFlags : [sql`${columns[dimension]} AS ${sql.raw(dimension)}`],
    )
    const keys = dimensions.flatMap((dimension) =>
      dimension === 'experience' ? bands.map((_, i) => sql.raw(`b${i}`)) : [sql.raw(dimension)],
    )
    const { from, match } = query(d, filters, ids, skip)
    const rows = await d.rows(
      sql`SELECT ${sql.join(selected, sql`, `)}, count(*) AS n FROM ${from} WHERE ${match} GROUP BY ${sql.join(keys, sql`, `)}`,
    )
    add(rows, dimensions)
  }
  await Promise.all([
    free.length ? grouped(free) : null,
    ...(Object.keys(counts) as Dimension[]).filter(filtered).map((dimension) => grouped([dimension], dimension)),
  ])
  return counts
}
