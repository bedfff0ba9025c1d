import type { Payload } from 'payload'

import { termMeets, wordsOf } from '@/features/jobs/relevance'
import { startOfAgencyDay } from '@/lib/dates'
import { rawSql } from '@/lib/db/rawSql'

/**
 * "Similar jobs" on a job page (issue 28, item 7): other open jobs like this one by what they are, not by date.
 * Candidates: open jobs (as access/jobs.ts: open, closing day not passed) sharing one of its stored skills
 * (skillIds.ts), its industry or its location, the newest SIMILAR_POOL of them. Each is scored out of 100:
 * - title 40: the share of this job's title words (either language, normalised as the search does, without
 *   filler words) that the other's title meets (the same word, its start or its stem: jobs/relevance.ts);
 * - skills 30: the share of this job's skills the other asks too;
 * - industry 20 and location 10: the same one.
 * Only jobs with more in common than their city are shown (a score above the location's 10), best first, then
 * newest. Deterministic: ties go to the newer job, then the higher id.
 */
export const SIMILAR_WEIGHTS = { title: 40, skills: 30, industry: 20, location: 10 } as const
const SIMILAR_POOL = 300

const FILLER = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'with', 'a', 'an', 'at', 'و', 'في', 'من', 'على', 'الى', 'ل'])
const titleWords = (titles: readonly string[]) => [...new Set(titles.flatMap(wordsOf).filter((word) => !FILLER.has(word)))]

type JobFacts = { id: number; industry: number | null; location: number | null; titles: string[]; skills: number[]; opened: number }

async function factsOf(payload: Payload, ids: readonly number[]): Promise<Map<number, JobFacts>> {
  const d = rawSql(payload)
  const { sql } = d
  if (!ids.length) return new Map()
  const [rows, titles, skills] = await Promise.all([
    d.rows(sql`SELECT id, industry_id, location_id, opening_date FROM jobs WHERE ${d.inList(sql`id`, ids)}`),
    d.rows(sql`SELECT _parent_id AS id, title FROM jobs_locales WHERE ${d.inList(sql`_parent_id`, ids)}`),
    d.rows(sql`SELECT parent_id AS id, skills_id FROM jobs_rels WHERE path = 'matchSkills' AND ${d.inList(sql`parent_id`, ids)}`),
  ])
  const facts = new Map<number, JobFacts>()
  for (const row of rows) {
    facts.set(Number(row.id), {
      id: Number(row.id),
      industry: row.industry_id === null ? null : Number(row.industry_id),
      location: row.location_id === null ? null : Number(row.location_id),
      titles: [],
      skills: [],
      opened: new Date(row.opening_date as string).getTime() || 0,
    })
  }
  for (const row of titles) if (typeof row.title === 'string') facts.get(Number(row.id))?.titles.push(row.title)
  for (const row of skills) facts.get(Number(row.id))?.skills.push(Number(row.skills_id))
  return facts
}

/** How like `job` another job is, out of 100 (see above). */
export function similarity(job: Pick<JobFacts, 'industry' | 'location' | 'titles' | 'skills'>, other: typeof job): number {
  const mine = titleWords(job.titles)
  const theirs = titleWords(other.titles)
  const title = mine.length ? mine.filter((word) => theirs.some((their) => termMeets(word, their) > 0)).length / mine.length : 0
  const wanted = new Set(job.skills)
  const skills = wanted.size ? new Set(other.skills.filter((id) => wanted.has(id))).size / wanted.size : 0
  const score =
    SIMILAR_WEIGHTS.title * title +
    SIMILAR_WEIGHTS.skills * skills +
    (job.industry !== null && job.industry === other.industry ? SIMILAR_WEIGHTS.industry : 0) +
    (job.location !== null && job.location === other.location ? SIMILAR_WEIGHTS.location : 0)
  return Math.round(score * 10) / 10
}

/** Ids of at most `limit` open jobs most like this one (see above), best first. */
export async function similarJobIds(payload: Payload, jobId: number, limit = 3): Promise<number[]> {
  const d = rawSql(payload)
  const { sql } = d
  const job = (await factsOf(payload, [jobId])).get(jobId)
  if (!job) return []
  const near: ReturnType<typeof sql>[] = []
  if (job.industry !== null) near.push(sql`j.industry_id = ${job.industry}`)
  if (job.location !== null) near.push(sql`j.location_id = ${job.location}`)
  if (job.skills.length) {
    near.push(sql`j.id IN (SELECT parent_id FROM jobs_rels WHERE (path || '') = 'matchSkills' AND ${d.inList(sql`skills_id`, job.skills)})`)
  }
  if (!near.length) return []
  const rows = await d.rows(sql`SELECT j.id AS id FROM jobs j
    WHERE j.status = 'open' AND j.closing_date >= ${startOfAgencyDay()} AND j.id <> ${jobId} AND (${sql.join(near, sql` OR `)})
    ORDER BY j.opening_date DESC, j.id DESC LIMIT ${SIMILAR_POOL}`)
  const others = await factsOf(
    payload,
    rows.map((row) => Number(row.id)),
  )
  return [...others.values()]
    .map((other) => ({ other, score: similarity(job, other) }))
    .filter(({ score }) => score > SIMILAR_WEIGHTS.location)
    .sort((a, b) => b.score - a.score || b.other.opened - a.other.opened || b.other.id - a.other.id)
    .slice(0, limit)
    .map(({ other }) => other.id)
}
