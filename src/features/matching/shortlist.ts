import type { Payload } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'
import { rawSql, type SQL } from '@/lib/db/rawSql'

import { LEVELS } from './constants'
import type { CandidateEligibility, MatchJob } from './score'

/**
 * The SQL half of matching at scale (issue 32's 100,000 candidates and 10,000 jobs): before anything is scored in
 * JavaScript, the database shortlists, through the stored skill ids (`matchSkills`, skillIds.ts) and plain columns:
 * - for a job: candidates whose consent to keep their profile holds now (the consent record's `keep`: "so that your
 *   consultants can contact me about future roles"), who share at least one of the job's skills, and who do not
 *   fail one of its hard criteria (nationals only, residence country, visit visa for in-country roles, language
 *   levels, GCC years, minimum years: a criterion the profile does not state is not a failure), by how many of the
 *   job's skills they have, then newest;
 * - for a seeker: open jobs (as access/jobs.ts: open, closing day not passed) sharing at least one of their skills,
 *   not reserved for another country's nationals, by the share of the job's skills they have, then newest.
 * The skills part is the largest of the score (score.ts, WEIGHTS): the shortlist is the best of it, and the scorer
 * ranks within it. Values are bound parameters; ids are integers.
 */

/** Whether the candidate's latest `keep` event (candidate `c`) is a consent whose term has not ended. */
export function keepConsentHolds(d: ReturnType<typeof rawSql>, now = new Date()): SQL {
  const { sql } = d
  return sql`(SELECT CASE WHEN e.action = 'granted' AND (e.expires_at IS NULL OR e.expires_at > ${now.toISOString()}) THEN 1 ELSE 0 END
    FROM consent_events e WHERE e.candidate_id = c.id AND e.scope_key = 'keep' ORDER BY e.at DESC, e.id DESC LIMIT 1) = 1`
}

const levelsFrom = (need: string) => LEVELS.slice(Math.max(0, LEVELS.indexOf(need as (typeof LEVELS)[number])))

/** Candidate `c` does not fail one of the job's criteria (unknown answers pass). Enum columns compare as text (PostgreSQL). */
function passesCriteria(d: ReturnType<typeof rawSql>, job: MatchJob): SQL[] {
  const { sql } = d
  const need = job.eligibility
  const parts: SQL[] = []
  const orUnknown = (column: string, condition: SQL) => sql`(${sql.raw(`c.${column}`)} IS NULL OR ${condition})`
  if (need.nationalsOnly) parts.push(orUnknown('eligibility_nationality', sql`CAST(c.eligibility_nationality AS text) = ${need.nationalsOnly}`))
  if (need.residence && job.country) {
    parts.push(orUnknown('eligibility_residence_country', sql`CAST(c.eligibility_residence_country AS text) = ${job.country}`))
  }
  if (need.residence === 'in-country') {
    parts.push(sql`(c.eligibility_visa_status IS NULL OR CAST(c.eligibility_visa_status AS text) NOT IN ('visit', 'none'))`)
  }
  for (const language of ['arabic', 'english'] as const) {
    const level = need[language]
    if (!level) continue
    const column = `eligibility_${language}`
    parts.push(
      orUnknown(
        column,
        sql`CAST(${sql.raw(`c.${column}`)} AS text) IN (${sql.join(
          levelsFrom(level).map((l) => sql`${l}`),
          sql`, `,
        )})`,
      ),
    )
  }
  if (need.gccYears) parts.push(orUnknown('eligibility_gcc_years', sql`c.eligibility_gcc_years >= ${need.gccYears}`))
  if (job.experienceMin) parts.push(orUnknown('experience_years', sql`c.experience_years >= ${job.experienceMin}`))
  return parts
}

/**
 * Ids of at most `limit` candidates for a job, best skill overlap first (see above). A job that names no skill
 * shortlists the newest candidates who pass the rest.
 */
export async function candidateShortlist(payload: Payload, job: MatchJob, limit: number, now = new Date()): Promise<number[]> {
  const d = rawSql(payload)
  const { sql } = d
  const skills = [...new Set(job.skills.map((s) => Number(s.id)).filter((id) => Number.isSafeInteger(id)))]
  const where = sql.join([keepConsentHolds(d, now), ...passesCriteria(d, job)], sql` AND `)
  const rows = skills.length
    ? await d.rows(sql`WITH s AS (
          SELECT r.parent_id AS id, COUNT(*) AS shared FROM candidates_rels r
          WHERE r.path = 'matchSkills' AND ${d.inList(sql`r.skills_id`, skills)} GROUP BY r.parent_id
        )
        SELECT c.id AS id FROM s JOIN candidates c ON c.id = s.id WHERE ${where}
        ORDER BY s.shared DESC, c.id DESC LIMIT ${limit}`)
    : await d.rows(sql`SELECT c.id AS id FROM candidates c WHERE ${where} ORDER BY c.id DESC LIMIT ${limit}`)
  return rows.map((row) => Number(row.id))
}

/**
 * Ids of at most `limit` open jobs for a seeker, by the share of each job's skills they have (see above). Only jobs
 * sharing a skill: the caller handles a seeker whose profile names none.
 */
export async function jobShortlist(
  payload: Payload,
  seeker: { skills: readonly { id: number | string }[]; eligibility: CandidateEligibility },
  {
    limit,
    exclude = [],
    publishedAfter,
    publishedUntil,
  }: { limit: number; exclude?: number[]; publishedAfter?: string; publishedUntil?: string },
): Promise<number[]> {
  const d = rawSql(payload)
  const { sql } = d
  const skills = [...new Set(seeker.skills.map((s) => Number(s.id)).filter((id) => Number.isSafeInteger(id)))]
  if (!skills.length) return []
  const parts: SQL[] = [sql`j.status = 'open'`, sql`j.closing_date >= ${startOfAgencyDay()}`]
  if (exclude.length) parts.push(sql`NOT ${d.inList(sql`j.id`, exclude)}`)
  if (publishedAfter) parts.push(sql`j.published_at > ${publishedAfter}`)
  if (publishedUntil) parts.push(sql`j.published_at <= ${publishedUntil}`)
  const nationality = seeker.eligibility.nationality
  if (nationality) parts.push(sql`(j.eligibility_nationals_only IS NULL OR CAST(j.eligibility_nationals_only AS text) = ${nationality})`)
  const rows = await d.rows(sql`WITH s AS (
      SELECT r.parent_id AS id, COUNT(*) AS shared FROM jobs_rels r
      WHERE r.path = 'matchSkills' AND ${d.inList(sql`r.skills_id`, skills)} GROUP BY r.parent_id
    ),
    t AS (
      SELECT r.parent_id AS id, COUNT(*) AS wanted FROM jobs_rels r
      WHERE r.path = 'matchSkills' AND r.parent_id IN (SELECT id FROM s) GROUP BY r.parent_id
    )
    SELECT j.id AS id FROM s JOIN t ON t.id = s.id JOIN jobs j ON j.id = s.id WHERE ${sql.join(parts, sql` AND `)}
    ORDER BY s.shared * 1.0 / t.wanted DESC, j.published_at DESC, j.id DESC LIMIT ${limit}`)
  return rows.map((row) => Number(row.id))
}
