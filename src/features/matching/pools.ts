import type { PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { applicationTextMatches, inScope, scopeOf } from '@/features/recruiting/candidateSearch'
import { searchTerms } from '@/lib/arabic'
import { rawSql, type SQL } from '@/lib/db/rawSql'
import { idOf } from '@/lib/ids'

import { COUNTRIES, LEVELS, POOL_MAX, POOL_SHOWN, SMART_POOLS_PER_CANDIDATE } from './constants'
import { matchJobById, scoredCandidates, skillsIndex, skillsNamedIn } from './load'
import { rank, type Match } from './score'
import { candidateRows, keepConsentHolds } from './shortlist'

/**
 * Smart talent pools (issue 32): a pool whose members are a saved query, computed when the pool is read, never
 * stored. A member is a candidate whose consent to keep their profile holds now (the suggestions' rule:
 * shortlist.ts `keepConsentHolds`; a withdrawal takes them out at once) and who meets every criterion the query sets:
 * - keywords: the recruiters' candidate search finds them (every word, as a prefix, Arabic-normalised, in the text
 *   of one of their applications to a job the reader handles: recruiting/search.ts), or the words name a skill from
 *   the bilingual skills list that their profile or CV has (so "محاسبة" finds an English CV saying "Accounting");
 * - city (part of the profile's city, under any of the names the locations list gives it: "Riyadh" also finds
 *   "الرياض"), country of residence, nationality, at least so many years, at least a
 *   language level: a profile that does not say does not meet a filter;
 * - with a reference job, the match to it (score.ts) is shown with its reasons, and a minimum score filters.
 * At most POOL_MAX candidates, newest first (then by match when a reference job is set).
 */

export type SmartQuery = {
  keywords?: string | null
  city?: string | null
  country?: string | null
  nationality?: string | null
  minYears?: number | null
  arabic?: string | null
  english?: string | null
  referenceJob?: unknown
  minScore?: number | null
}
export type PoolDoc = { id: number; name?: string; kind?: string | null; members?: unknown; query?: SmartQuery | null }
export type PoolMember = { id: number; fullName: string; city: string; match: Match | null }
export type PoolMembers = { total: number; capped: boolean; members: PoolMember[]; referenceJob: number | null }

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')
const whole = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), max) : null
const positiveId = (value: unknown) => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The names a city goes by: what staff typed and, where it is the name of a location the site lists (in either
 * language, any case), that location's name in every language. A profile's city is free text, so a pool for
 * "Riyadh" also finds the candidates who wrote "الرياض".
 */
async function cityNames(d: ReturnType<typeof rawSql>, city: string): Promise<string[]> {
  const { sql } = d
  const rows = await d.rows(
    sql`SELECT DISTINCT b.city AS city FROM locations_locales a JOIN locations_locales b ON b._parent_id = a._parent_id WHERE lower(a.city) = lower(${city}) LIMIT 20`,
  )
  return [...new Set([city, ...rows.map((row) => String(row.city ?? '')).filter(Boolean)])]
}

/** The criteria of a query as SQL on candidate `c`, or null when it can match no one (e.g. no reader scope). */
async function criteria(req: PayloadRequest, query: SmartQuery, d: ReturnType<typeof rawSql>): Promise<SQL[] | null> {
  const { sql } = d
  const parts: SQL[] = [keepConsentHolds(d)]
  const city = text(query.city, 80)
  if (city) {
    const like = (name: string) => {
      const pattern = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      return d.isPostgres ? sql`c.city ILIKE ${pattern} ESCAPE '\\'` : sql`c.city LIKE ${pattern} ESCAPE '\\'`
    }
    parts.push(sql`(${sql.join((await cityNames(d, city)).map(like), sql` OR `)})`)
  }
  const choice = (column: string, value: unknown, allowed: readonly string[]) => {
    if (typeof value === 'string' && allowed.includes(value)) parts.push(sql`CAST(${sql.raw(column)} AS text) = ${value}`)
  }
  choice('c.eligibility_residence_country', query.country, COUNTRIES)
  choice('c.eligibility_nationality', query.nationality, COUNTRIES)
  const years = whole(query.minYears, 60)
  if (years) parts.push(sql`c.experience_years >= ${years}`)
  for (const [column, level] of [
    ['c.eligibility_arabic', query.arabic],
    ['c.eligibility_english', query.english],
  ] as const) {
    const from = LEVELS.indexOf(level as (typeof LEVELS)[number])
    if (from < 0) continue
    parts.push(
      sql`CAST(${sql.raw(column)} AS text) IN (${sql.join(
        LEVELS.slice(from).map((l) => sql`${l}`),
        sql`, `,
      )})`,
    )
  }
  const words = text(query.keywords, 200)
  const terms = searchTerms(words)
  if (terms.length) {
    // The applications the reader may search (recruiting/scope.ts): every job's for admins and the server's own
    // calls, their own jobs' for recruiters.
    const scope = req.user ? await scopeOf(req) : 'all'
    if (!scope) return null
    const named = skillsNamedIn(await skillsIndex(req.payload), words).map((skill) => Number(skill.id))
    parts.push(sql`(c.id IN (SELECT a.candidate_id FROM applications a WHERE a.candidate_id IS NOT NULL AND ${inScope(d, sql`a.job_id`, scope)}
        AND ${applicationTextMatches(d, terms)})
      OR c.id IN (SELECT r.parent_id FROM candidates_rels r WHERE r.path = 'matchSkills' AND ${d.inList(sql`r.skills_id`, named)}))`)
  }
  return parts
}

/** The ids of a smart query's members (at most `limit`, newest first); `only`: is this one candidate among them. */
async function smartIds(req: PayloadRequest, query: SmartQuery, limit: number, only?: number): Promise<number[]> {
  const d = rawSql(req.payload)
  const { sql } = d
  const parts = await criteria(req, query, d)
  if (!parts) return []
  if (only) parts.push(sql`c.id = ${only}`)
  const rows = await d.rows(sql`SELECT c.id AS id FROM candidates c WHERE ${sql.join(parts, sql` AND `)} ORDER BY c.id DESC LIMIT ${limit}`)
  return rows.map((row) => Number(row.id))
}

/**
 * A pool's members for staff: a static pool's list, or a smart pool's query computed now, with each member's match
 * to the reference job when one is set. At most `shown` are returned (the total says how many there are, up to
 * POOL_MAX). Anyone who is not recruiting staff gets nobody (the caller answers 404).
 */
export async function poolMembers(
  req: PayloadRequest,
  pool: PoolDoc,
  { shown = POOL_SHOWN, only }: { shown?: number; only?: number } = {},
): Promise<PoolMembers> {
  const none: PoolMembers = { total: 0, capped: false, members: [], referenceJob: null }
  if (req.user && !isRecruiterUser(req.user)) return none
  const { payload } = req
  /** The first `shown` of `ids`, in that order, without scores. */
  const unscored = async (ids: number[], total: number, capped: boolean): Promise<PoolMembers> => {
    const rows = await candidateRows(payload, ids.slice(0, shown), [])
    const byId = new Map(rows.map((row) => [row.id, row]))
    const members = ids
      .slice(0, shown)
      .map((id) => byId.get(id))
      .filter((row) => row !== undefined)
      .map((row) => ({ id: row.id, fullName: row.fullName, city: row.city ?? '', match: null }))
    return { total, capped, referenceJob: null, members }
  }
  if (pool.kind !== 'smart') {
    const ids = [...new Set((Array.isArray(pool.members) ? pool.members : []).map((m) => positiveId(m)).filter((id): id is number => !!id))]
    const chosen = only ? ids.filter((id) => id === only) : ids
    return unscored(chosen, chosen.length, false)
  }
  const query = pool.query ?? {}
  const ids = await smartIds(req, query, POOL_MAX, only)
  const jobId = positiveId(query.referenceJob)
  const job = jobId ? await matchJobById(payload, jobId) : null
  if (!job) return unscored(ids, ids.length, ids.length >= POOL_MAX)
  // Scored against the reference job (the suggestions' scorer, its stored skill ids), filtered by the minimum.
  const min = whole(query.minScore, 100) ?? 0
  const scored = (await scoredCandidates(payload, job, ids)).filter(({ match: m }) => m.score >= min)
  return {
    total: scored.length,
    capped: ids.length >= POOL_MAX,
    referenceJob: jobId,
    members: rank(scored, shown).map(({ item, match: m }) => ({ id: item.id, fullName: item.fullName, city: item.city ?? '', match: m })),
  }
}

/**
 * The smart pools a candidate matches now (their record's sidebar), at most SMART_POOLS_PER_CANDIDATE of the newest
 * smart pools checked. Staff only: anyone else gets none.
 */
export async function smartPoolsOf(req: PayloadRequest, candidate: number): Promise<{ id: number; name: string }[]> {
  if (!isRecruiterUser(req.user) || !Number.isSafeInteger(candidate) || candidate <= 0) return []
  const { docs } = await req.payload.find({
    collection: 'talent-pools',
    where: { kind: { equals: 'smart' } },
    select: { name: true, kind: true, query: true },
    sort: '-updatedAt',
    depth: 0,
    limit: SMART_POOLS_PER_CANDIDATE,
    overrideAccess: true,
    req,
  })
  const found: { id: number; name: string }[] = []
  for (const pool of docs) {
    const { members } = await poolMembers(req, pool as PoolDoc, { only: candidate, shown: 1 })
    if (members.length) found.push({ id: Number(pool.id), name: String(pool.name ?? '') })
  }
  return found
}

/** A pool read for staff (the caller's access: the Local API as them), or null. */
export async function readPool(req: PayloadRequest, id: number): Promise<PoolDoc | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || !isRecruiterUser(req.user)) return null
  const pool = await req.payload.findByID({
    collection: 'talent-pools',
    id,
    depth: 0,
    select: { name: true, kind: true, members: true, query: true },
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
    req,
  })
  return pool ? ({ ...pool, id: idOf(pool.id) } as PoolDoc) : null
}
