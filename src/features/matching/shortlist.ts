import type { Payload } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'
import { rawSql, type SQL } from '@/lib/db/rawSql'

import { COUNTRIES, LEVELS, VISA_STATUSES } from './constants'
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
 * ranks within it. Values are bound parameters; ids are integers. `(r.path || '')` keeps SQLite on the skills' index
 * (the path's index holds every stored skill of every row).
 */

/** Whether the candidate's latest `keep` event (candidate `c`) is a consent whose term has not ended. */
export function keepConsentHolds(d: ReturnType<typeof rawSql>, now = new Date()): SQL {
  const { sql } = d
  return sql`(SELECT CASE WHEN e.action = 'granted' AND (e.expires_at IS NULL OR e.expires_at > ${now.toISOString()}) THEN 1 ELSE 0 END
    FROM consent_events e WHERE e.candidate_id = c.id AND e.scope_key = 'keep' ORDER BY e.at DESC, e.id DESC LIMIT 1) = 1`
}

/**
 * `r` is a stored skill id row. On SQLite `(r.path || '')` keeps the planner on the skills' index (the path's holds
 * every stored skill of every row); on PostgreSQL the plain comparison, whose estimate lets it count by hashing.
 */
const storedPath = (d: ReturnType<typeof rawSql>): SQL =>
  d.isPostgres ? d.sql`r.path = 'matchSkills'` : d.sql`(r.path || '') = 'matchSkills'`

const levelsFrom = (need: string) => LEVELS.slice(Math.max(0, LEVELS.indexOf(need as (typeof LEVELS)[number])))

/**
 * Candidate `c` does not fail one of the job's criteria (unknown answers pass). PostgreSQL keeps these columns as enum
 * types: a value from the lists (constants.ts) is compared as it is, so the planner's statistics hold (compared as
 * text it took a nationality that two thirds of candidates fail for one that nearly none do, and looked up every
 * candidate's stored ids one by one); anything else, and SQLite, compares as text, which never errs.
 */
function passesCriteria(d: ReturnType<typeof rawSql>, job: MatchJob): SQL[] {
  const { sql } = d
  const need = job.eligibility
  const parts: SQL[] = []
  const column = (name: string) => sql.raw(`c.${name}`)
  const isIn = (name: string, values: readonly string[], allowed: readonly string[]) => {
    const list = sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )
    return d.isPostgres && values.every((v) => allowed.includes(v))
      ? sql`${column(name)} IN (${list})`
      : sql`CAST(${column(name)} AS text) IN (${list})`
  }
  const orUnknown = (name: string, condition: SQL) => sql`(${column(name)} IS NULL OR ${condition})`
  if (need.nationalsOnly) parts.push(orUnknown('eligibility_nationality', isIn('eligibility_nationality', [need.nationalsOnly], COUNTRIES)))
  if (need.residence && job.country) {
    parts.push(orUnknown('eligibility_residence_country', isIn('eligibility_residence_country', [job.country], COUNTRIES)))
  }
  if (need.residence === 'in-country') {
    parts.push(orUnknown('eligibility_visa_status', sql`NOT ${isIn('eligibility_visa_status', ['visit', 'none'], VISA_STATUSES)}`))
  }
  for (const language of ['arabic', 'english'] as const) {
    const level = need[language]
    if (!level) continue
    parts.push(orUnknown(`eligibility_${language}`, isIn(`eligibility_${language}`, levelsFrom(level), LEVELS)))
  }
  if (need.gccYears) parts.push(orUnknown('eligibility_gcc_years', sql`c.eligibility_gcc_years >= ${need.gccYears}`))
  if (job.experienceMin) parts.push(orUnknown('experience_years', sql`c.experience_years >= ${job.experienceMin}`))
  return parts
}

/**
 * How many of the candidates with the most of a job's skills the shortlist checks for consent, as a multiple of what
 * it returns: the skills are most of the score (score.ts), so the best-scored are among them. Only when fewer than
 * `enough` of them may be contacted does the shortlist check every candidate sharing a skill (a job whose best
 * overlaps have mostly withdrawn their consent).
 */
export const SHORTLIST_SCAN = 4

/**
 * Ids of at most `limit` candidates for a job, best skill overlap first (see above). A job that names no skill
 * shortlists the newest candidates who pass the rest. The overlap is counted for every candidate sharing a skill who
 * does not fail a criterion (one grouped pass over the stored ids' index, the criteria being plain columns), but the
 * consent (a lookup of the latest `keep` event per candidate, the costly part) is checked for the SHORTLIST_SCAN ×
 * `limit` best overlaps only, and for all of them only when fewer than `enough` of those may be contacted.
 */
export async function candidateShortlist(
  payload: Payload,
  job: MatchJob,
  limit: number,
  now = new Date(),
  enough = Math.min(limit, 10),
): Promise<number[]> {
  const d = rawSql(payload)
  const { sql } = d
  const skills = [...new Set(job.skills.map((s) => Number(s.id)).filter((id) => Number.isSafeInteger(id)))]
  const criteria = passesCriteria(d, job)
  if (!skills.length) {
    const where = sql.join([keepConsentHolds(d, now), ...criteria], sql` AND `)
    const rows = await d.rows(sql`SELECT c.id AS id FROM candidates c WHERE ${where} ORDER BY c.id DESC LIMIT ${limit}`)
    return rows.map((row) => Number(row.id))
  }
  // The criteria are plain columns, checked while counting; the consent (the latest `keep` event) after the cut.
  const shortlist = async (scan: number | null) =>
    (
      await d.rows(sql`WITH s AS (
          SELECT r.parent_id AS id, COUNT(*) AS shared FROM candidates_rels r
          ${criteria.length ? sql`JOIN candidates c ON c.id = r.parent_id` : sql``}
          WHERE ${storedPath(d)} AND ${d.inList(sql`r.skills_id`, skills)}
          ${criteria.length ? sql`AND ${sql.join(criteria, sql` AND `)}` : sql``}
          GROUP BY r.parent_id
          ${scan === null ? sql`` : sql`ORDER BY shared DESC, r.parent_id DESC LIMIT ${scan}`}
        )
        SELECT c.id AS id FROM s JOIN candidates c ON c.id = s.id WHERE ${keepConsentHolds(d, now)}
        ORDER BY s.shared DESC, c.id DESC LIMIT ${limit}`)
    ).map((row) => Number(row.id))
  const scan = limit * SHORTLIST_SCAN
  const best = await shortlist(scan)
  if (best.length >= enough) return best
  // Too few of the best overlaps may be contacted or meet the criteria: check every candidate sharing a skill.
  return shortlist(null)
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
      WHERE (r.path || '') = 'matchSkills' AND ${d.inList(sql`r.skills_id`, skills)} GROUP BY r.parent_id
    ),
    t AS (
      SELECT r.parent_id AS id, COUNT(*) AS wanted FROM jobs_rels r
      WHERE r.path = 'matchSkills' AND r.parent_id IN (SELECT id FROM s) GROUP BY r.parent_id
    )
    SELECT j.id AS id FROM s JOIN t ON t.id = s.id JOIN jobs j ON j.id = s.id WHERE ${sql.join(parts, sql` AND `)}
    ORDER BY s.shared * 1.0 / t.wanted DESC, j.published_at DESC, j.id DESC LIMIT ${limit}`)
  return rows.map((row) => Number(row.id))
}

export type CandidateRow = {
  id: number
  fullName: string
  city: string | null
  locale: string
  years: number | null
  skillIds: number[]
  eligibility: CandidateEligibility
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/**
 * What the scorer reads of these candidates, in two queries (their columns, and those of their stored skill ids that
 * are among `skillsOf`, the job's: the only ones the score reads), on the system's behalf: a few hundred rows, where
 * the Local API's document reads would cost more than the scoring.
 */
export async function candidateRows(payload: Payload, ids: readonly number[], skillsOf: readonly number[]): Promise<CandidateRow[]> {
  if (!ids.length) return []
  const d = rawSql(payload)
  const { sql } = d
  const [rows, skills] = await Promise.all([
    d.rows(sql`SELECT id, full_name, city, preferred_locale, experience_years, eligibility_nationality, eligibility_residence_country,
        eligibility_visa_status, eligibility_transferable, eligibility_gcc_years, eligibility_arabic, eligibility_english,
        eligibility_expected_salary, eligibility_expected_currency, eligibility_relocate
      FROM candidates WHERE ${d.inList(sql`id`, ids)}`),
    // `+skills_id` and `(path || '')`: by the candidates' index (a few rows each), neither by the skills' (every
    // candidate with one of them) nor by the path's (every stored skill of every candidate), which SQLite took.
    d.rows(
      sql`SELECT parent_id, skills_id FROM candidates_rels
        WHERE (path || '') = 'matchSkills' AND ${d.inList(sql`parent_id`, ids)} AND ${d.inList(sql`+skills_id`, skillsOf)}`,
    ),
  ])
  const byCandidate = new Map<number, number[]>()
  for (const row of skills) {
    const id = Number(row.parent_id)
    const list = byCandidate.get(id) ?? []
    list.push(Number(row.skills_id))
    byCandidate.set(id, list)
  }
  return rows.map((row) => ({
    id: Number(row.id),
    fullName: String(row.full_name ?? ''),
    city: text(row.city),
    locale: String(row.preferred_locale ?? 'en'),
    years: num(row.experience_years),
    skillIds: byCandidate.get(Number(row.id)) ?? [],
    eligibility: {
      nationality: text(row.eligibility_nationality),
      residenceCountry: text(row.eligibility_residence_country),
      visaStatus: text(row.eligibility_visa_status) as CandidateEligibility['visaStatus'],
      transferable: text(row.eligibility_transferable) as CandidateEligibility['transferable'],
      gccYears: num(row.eligibility_gcc_years),
      arabic: text(row.eligibility_arabic) as CandidateEligibility['arabic'],
      english: text(row.eligibility_english) as CandidateEligibility['english'],
      expectedSalary: num(row.eligibility_expected_salary),
      expectedCurrency: text(row.eligibility_expected_currency),
      relocate: text(row.eligibility_relocate) as CandidateEligibility['relocate'],
    },
  }))
}

export type JobRow = { job: MatchJob; title: string; slug: string; city: string; referenceCode: string }

/**
 * What the scorer and the recommendation list read of these jobs (the shortlist's: open, public), in three queries
 * (their columns with their location, their title in the locale or else English, their stored skill ids).
 */
export async function jobRows(payload: Payload, ids: readonly number[], locale: string): Promise<JobRow[]> {
  if (!ids.length) return []
  const d = rawSql(payload)
  const { sql } = d
  const [rows, titles, skills] = await Promise.all([
    d.rows(sql`SELECT j.id, j.slug, j.reference_code, j.experience_min, j.workplace, j.salary_min, j.salary_max, j.salary_currency,
        j.salary_period, j.eligibility_nationals_only, j.eligibility_residence, j.eligibility_arabic, j.eligibility_english,
        j.eligibility_gcc_years, j.eligibility_allow_ineligible, l.country AS country,
        (SELECT ll.city FROM locations_locales ll WHERE ll._parent_id = l.id AND ll._locale = 'en') AS city_en,
        (SELECT ll.city FROM locations_locales ll WHERE ll._parent_id = l.id AND ll._locale = 'ar') AS city_ar
      FROM jobs j LEFT JOIN locations l ON l.id = j.location_id WHERE ${d.inList(sql`j.id`, ids)}`),
    d.rows(sql`SELECT _parent_id AS id, _locale AS locale, title FROM jobs_locales WHERE ${d.inList(sql`_parent_id`, ids)}`),
    d.rows(sql`SELECT parent_id AS id, skills_id FROM jobs_rels WHERE path = 'matchSkills' AND ${d.inList(sql`parent_id`, ids)}`),
  ])
  const titleOf = new Map<string, string>()
  for (const row of titles) if (typeof row.title === 'string') titleOf.set(`${row.id}:${row.locale}`, row.title)
  const skillsOf = new Map<number, number[]>()
  for (const row of skills) skillsOf.set(Number(row.id), [...(skillsOf.get(Number(row.id)) ?? []), Number(row.skills_id)])
  return rows.map((row) => {
    const id = Number(row.id)
    const city = { en: text(row.city_en), ar: text(row.city_ar) }
    return {
      title: titleOf.get(`${id}:${locale}`) ?? titleOf.get(`${id}:en`) ?? '',
      slug: String(row.slug ?? id),
      city: (locale === 'ar' ? city.ar : city.en) ?? city.en ?? '',
      referenceCode: String(row.reference_code ?? ''),
      job: {
        id,
        skills: (skillsOf.get(id) ?? []).map((skill) => ({ id: skill, en: '', ar: '' })),
        experienceMin: num(row.experience_min),
        country: text(row.country),
        city,
        workplace: text(row.workplace),
        salary: {
          min: num(row.salary_min),
          max: num(row.salary_max),
          currency: text(row.salary_currency),
          period: text(row.salary_period),
        },
        eligibility: {
          nationalsOnly: text(row.eligibility_nationals_only) as MatchJob['eligibility']['nationalsOnly'],
          residence: text(row.eligibility_residence) as MatchJob['eligibility']['residence'],
          arabic: text(row.eligibility_arabic) as MatchJob['eligibility']['arabic'],
          english: text(row.eligibility_english) as MatchJob['eligibility']['english'],
          gccYears: num(row.eligibility_gcc_years),
          allowIneligible: row.eligibility_allow_ineligible === null ? true : Boolean(Number(row.eligibility_allow_ineligible)),
        },
      },
    }
  })
}
