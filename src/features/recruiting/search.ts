import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { searchTerms } from '@/lib/arabic'
import { rawSql, type SQL } from '@/lib/db/rawSql'
import { z } from '@/lib/zod'

import { SEARCH_PAGE_SIZE } from './constants'
import { inScope, type Scope } from './scope'
import { snippetOf, type SnippetPart } from './snippet'

export type CandidateQuery = { q: string; city?: string; minExperience?: number; job?: number; page?: number }
/** One application of a candidate in the answer. */
export type CandidateApplication = {
  application: number
  status: string
  job: number
  jobTitle: string
  createdAt: string
}
/** One candidate in the answer, with the matching applications to the recruiter's jobs, newest first. */
export type CandidateGroup = {
  /** The candidate's account; null once they deleted it (the application stays, anonymised, and stands alone). */
  candidate: number | null
  fullName: string
  city: string
  experienceYears: number | null
  /** Where the words met the CV (else the skills or cover letter), the matched words marked; null without words. */
  snippet: SnippetPart[] | null
  applications: CandidateApplication[]
}
export type CandidateAnswer = { groups: CandidateGroup[]; total: number; applications: number }

/**
 * The search's fields, as the admin view's form posts them to /api/recruiting/search (a JSON body: the words can
 * be a candidate's name, so they never go into a URL): empty fields are left out.
 */
export const candidateQuerySchema = z.preprocess(
  (raw) =>
    Object.fromEntries(
      Object.entries(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}).filter(
        ([, v]) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number',
      ),
    ),
  z.object({
    q: z.string().max(200).default(''),
    city: z.string().max(80).optional(),
    minExperience: z.coerce.number().int().min(0).max(60).optional(),
    job: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
)

/**
 * Application `a`'s text (CV, skills, name, city, cover letter, job titles) has every one of these terms (from
 * `searchTerms`) as a word prefix, through each database's full-text index. Smart talent pools use it too.
 */
export function applicationTextMatches(d: ReturnType<typeof rawSql>, terms: readonly string[]): SQL {
  const { sql } = d
  return d.isPostgres
    ? sql`a.search_vector @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`
    : sql`a.id IN (SELECT rowid FROM applications_fts WHERE applications_fts MATCH ${terms.map((t) => `"${t}"*`).join(' AND ')})`
}

/**
 * The recruiters' candidate search (issue 19): words from the CV, skills, name, city, cover letter and the titles of
 * the jobs applied to, matched the way the job search matches (lib/arabic.ts normalizes the stored text and the
 * query alike; every word matches as a prefix) through the full-text index of each database (SQLite FTS5
 * `applications_fts`, PostgreSQL GIN on `search_vector`), plus city, years of experience and job filters. Only
 * applications of the jobs in scope are searched, so CV text is never matched for someone who may not read the CV.
 *
 * The answer is one entry per candidate (issue 28, item 9), the candidates whose latest matching application is newest
 * first, a page at a time, each with their matching applications and a snippet of the text the words met
 * (snippet.ts, on the same normalisation).
 */
export async function searchCandidates(payload: Payload, scope: Scope, query: CandidateQuery, locale: Locale): Promise<CandidateAnswer> {
  const d = rawSql(payload)
  const { sql } = d
  const terms = searchTerms(query.q)
  const parts: SQL[] = [inScope(d, sql`a.job_id`, scope)]
  if (terms.length) parts.push(applicationTextMatches(d, terms))
  const city = query.city?.trim()
  if (city) parts.push(d.isPostgres ? sql`a.city ILIKE ${`%${city}%`}` : sql`a.city LIKE ${`%${city}%`}`)
  if (query.minExperience !== undefined) parts.push(sql`a.experience_years >= ${query.minExperience}`)
  if (query.job) parts.push(sql`a.job_id = ${query.job}`)
  const where = sql.join(parts, sql` AND `)
  // A candidate is their account; an application whose candidate deleted theirs stands alone (a negative key).
  const who = sql`coalesce(a.candidate_id, -a.id)`
  const page = Math.max(1, query.page ?? 1)
  const [count, keys] = await Promise.all([
    d.rows(sql`SELECT count(DISTINCT ${who}) AS n, count(*) AS apps FROM applications a WHERE ${where}`),
    d.rows(sql`SELECT ${who} AS who, max(a.created_at) AS latest, max(a.id) AS last_id FROM applications a WHERE ${where}
      GROUP BY ${who} ORDER BY latest DESC, last_id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`),
  ])
  const order = keys.map((row) => Number(row.who))
  const rows = order.length
    ? await d.rows(sql`SELECT a.id, a.candidate_id, a.full_name, a.city, a.experience_years, a.status, a.job_id, a.created_at,
        a.skills, a.cover_letter, a.cv_id, l.title, ${who} AS who
      FROM applications a LEFT JOIN jobs_locales l ON l._parent_id = a.job_id AND l._locale = ${locale}
      WHERE ${where} AND ${who} IN (${sql.join(
        order.map((key) => sql`${key}`),
        sql`, `,
      )})
      ORDER BY a.created_at DESC, a.id DESC`)
    : []
  // The CV texts of those applications, once per CV (several applications share one), only when there are words.
  const cvIds = terms.length
    ? [
        ...new Set(
          rows
            .map((r) => r.cv_id)
            .filter((id) => id !== null && id !== undefined)
            .map(Number),
        ),
      ]
    : []
  const cvTexts = new Map<number, string>()
  if (cvIds.length) {
    const texts = await d.rows(
      sql`SELECT id, extracted_text FROM candidate_cvs WHERE id IN (${sql.join(
        cvIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    for (const r of texts) cvTexts.set(Number(r.id), String(r.extracted_text ?? ''))
  }
  const groups = new Map<number, CandidateGroup>()
  for (const r of rows) {
    const key = Number(r.who)
    let group = groups.get(key)
    if (!group) {
      // The newest application names the candidate (rows come newest first).
      group = {
        candidate: r.candidate_id === null || r.candidate_id === undefined ? null : Number(r.candidate_id),
        fullName: String(r.full_name ?? ''),
        city: String(r.city ?? ''),
        experienceYears: r.experience_years === null || r.experience_years === undefined ? null : Number(r.experience_years),
        snippet: null,
        applications: [],
      }
      groups.set(key, group)
    }
    group.snippet ??=
      snippetOf(r.cv_id === null || r.cv_id === undefined ? null : cvTexts.get(Number(r.cv_id)), terms) ??
      snippetOf([r.skills, r.cover_letter].filter(Boolean).join(' · '), terms)
    group.applications.push({
      application: Number(r.id),
      status: String(r.status),
      job: Number(r.job_id),
      jobTitle: String(r.title ?? ''),
      createdAt: new Date(r.created_at as string).toISOString(),
    })
  }
  return {
    total: Number(count[0]?.n ?? 0),
    applications: Number(count[0]?.apps ?? 0),
    groups: order.map((key) => groups.get(key)).filter((group): group is CandidateGroup => Boolean(group)),
  }
}
