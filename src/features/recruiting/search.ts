import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { searchTerms } from '@/lib/arabic'
import { rawSql, type SQL } from '@/lib/db/rawSql'
import { z } from '@/lib/zod'

import { SEARCH_PAGE_SIZE } from './constants'
import { inScope, type Scope } from './scope'

export type CandidateQuery = { q: string; city?: string; minExperience?: number; job?: number; page?: number }
export type CandidateHit = {
  application: number
  candidate: number | null
  fullName: string
  city: string
  experienceYears: number | null
  status: string
  job: number
  jobTitle: string
  createdAt: string
}

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
 * The recruiters' candidate search (issue 19): words from the CV, skills, name, city, cover letter and the titles of
 * the jobs applied to, matched the way the job search matches (lib/arabic.ts normalizes the stored text and the
 * query alike; every word matches as a prefix) through the full-text index of each database (SQLite FTS5
 * `applications_fts`, PostgreSQL GIN on `search_vector`), plus city, years of experience and job filters. Only
 * applications of the jobs in scope are searched, so CV text is never matched for someone who may not read the CV.
 */
export async function searchCandidates(
  payload: Payload,
  scope: Scope,
  query: CandidateQuery,
  locale: Locale,
): Promise<{ hits: CandidateHit[]; total: number }> {
  const d = rawSql(payload)
  const { sql } = d
  const terms = searchTerms(query.q)
  const parts: SQL[] = [inScope(d, sql`a.job_id`, scope)]
  if (terms.length) {
    parts.push(
      d.isPostgres
        ? sql`a.search_vector @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`
        : sql`a.id IN (SELECT rowid FROM applications_fts WHERE applications_fts MATCH ${terms.map((t) => `"${t}"*`).join(' AND ')})`,
    )
  }
  const city = query.city?.trim()
  if (city) parts.push(d.isPostgres ? sql`a.city ILIKE ${`%${city}%`}` : sql`a.city LIKE ${`%${city}%`}`)
  if (query.minExperience !== undefined) parts.push(sql`a.experience_years >= ${query.minExperience}`)
  if (query.job) parts.push(sql`a.job_id = ${query.job}`)
  const where = sql.join(parts, sql` AND `)
  const page = Math.max(1, query.page ?? 1)
  const [count, rows] = await Promise.all([
    d.rows(sql`SELECT count(*) AS n FROM applications a WHERE ${where}`),
    d.rows(sql`SELECT a.id, a.candidate_id, a.full_name, a.city, a.experience_years, a.status, a.job_id, a.created_at, l.title
      FROM applications a LEFT JOIN jobs_locales l ON l._parent_id = a.job_id AND l._locale = ${locale}
      WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}`),
  ])
  return {
    total: Number(count[0]?.n ?? 0),
    hits: rows.map((r) => ({
      application: Number(r.id),
      candidate: r.candidate_id === null || r.candidate_id === undefined ? null : Number(r.candidate_id),
      fullName: String(r.full_name ?? ''),
      city: String(r.city ?? ''),
      experienceYears: r.experience_years === null || r.experience_years === undefined ? null : Number(r.experience_years),
      status: String(r.status),
      job: Number(r.job_id),
      jobTitle: String(r.title ?? ''),
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
  }
}
