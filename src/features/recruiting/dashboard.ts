import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { rawSql, type Row } from '@/lib/db/rawSql'
import { addDays, startOfAgencyDay, startOfAgencyWeek } from '@/lib/dates'

import { FIRST_REVIEW_DAYS, FUNNEL_PATH, PIPELINE } from './constants'
import { inScope, type Scope } from './scope'

/**
 * The recruiters' dashboard (issue 19): each figure is one SQL query over indexed columns (applications by job and
 * creation time, by status and creation time; interviews by job and start; jobs by closing date), never a load of
 * every row. `scripts/bench/dashboard.ts` times each one at 100,000 applications on both databases.
 */
type Ctx = { payload: Payload; scope: Scope; now: Date; locale: Locale }

const num = (value: unknown) => Number(value ?? 0)

export async function newApplications({ payload, scope, now }: Ctx): Promise<{ today: number; week: number }> {
  const d = rawSql(payload)
  const { sql } = d
  const today = startOfAgencyDay(now)
  const week = startOfAgencyWeek(now)
  const [row] = await d.rows(sql`SELECT
      count(CASE WHEN a.created_at >= ${today} THEN 1 END) AS today,
      count(*) AS week
    FROM applications a WHERE a.created_at >= ${week} AND ${inScope(d, sql`a.job_id`, scope)}`)
  return { today: num(row?.today), week: num(row?.week) }
}

export async function waitingForReview({ payload, scope, now }: Ctx): Promise<number> {
  const d = rawSql(payload)
  const { sql } = d
  const before = addDays(now.toISOString(), -FIRST_REVIEW_DAYS)
  const [row] = await d.rows(sql`SELECT count(*) AS n FROM applications a
    WHERE a.status = 'submitted' AND a.created_at < ${before} AND ${inScope(d, sql`a.job_id`, scope)}`)
  return num(row?.n)
}

export type UpcomingInterview = {
  id: number
  application: number
  candidateName: string
  jobTitle: string
  startsAt: string
  timeZone: string
}

/** Interviews still to come this week (count) and the next ones (list), soonest first. */
export async function interviewsThisWeek({ payload, scope, now, locale }: Ctx): Promise<{ count: number; next: UpcomingInterview[] }> {
  const d = rawSql(payload)
  const { sql } = d
  const from = now.toISOString()
  const weekEnd = addDays(startOfAgencyWeek(now), 7)
  const where = sql`i.status = 'scheduled' AND i.starts_at >= ${from} AND ${inScope(d, sql`i.job_id`, scope)}`
  const [[count], next] = await Promise.all([
    d.rows(sql`SELECT count(*) AS n FROM interviews i WHERE ${where} AND i.starts_at < ${weekEnd}`),
    d.rows(sql`SELECT i.id, i.application_id, i.candidate_name, i.starts_at, i.startsat_tz, l.title
      FROM interviews i LEFT JOIN jobs_locales l ON l._parent_id = i.job_id AND l._locale = ${locale}
      WHERE ${where} ORDER BY i.starts_at LIMIT 10`),
  ])
  return {
    count: num(count?.n),
    next: next.map((r: Row) => ({
      id: num(r.id),
      application: num(r.application_id),
      candidateName: String(r.candidate_name ?? ''),
      jobTitle: String(r.title ?? ''),
      startsAt: new Date(r.starts_at as string).toISOString(),
      timeZone: String(r.startsat_tz ?? 'Asia/Riyadh'),
    })),
  }
}

export type ClosingJob = { id: number; title: string; closingDate: string }

/** Open jobs of the scope whose closing day is within the next 7 days. */
export async function jobsClosingSoon({ payload, scope, now, locale }: Ctx): Promise<ClosingJob[]> {
  const d = rawSql(payload)
  const { sql } = d
  const today = startOfAgencyDay(now)
  const rows = await d.rows(sql`SELECT j.id, j.closing_date, l.title FROM jobs j
    LEFT JOIN jobs_locales l ON l._parent_id = j.id AND l._locale = ${locale}
    WHERE j.status = 'open' AND j.closing_date >= ${today} AND j.closing_date < ${addDays(today, 8)}
      AND ${inScope(d, sql`j.id`, scope)}
    ORDER BY j.closing_date LIMIT 20`)
  return rows.map((r) => ({ id: num(r.id), title: String(r.title ?? ''), closingDate: new Date(r.closing_date as string).toISOString() }))
}

export type FunnelJob = { id: number; title: string; referenceCode: string; lastApplied: string | null }

/**
 * The open jobs of the scope shown with a funnel: those with the latest applications first (where the work is),
 * then the most recently opened. The latest application of each job is read from the (job, created) index.
 */
export async function funnelJobs({ payload, scope, locale }: Ctx, limit = 8): Promise<FunnelJob[]> {
  const d = rawSql(payload)
  const { sql } = d
  const rows = await d.rows(sql`SELECT * FROM (SELECT j.id, j.reference_code, j.opening_date, l.title,
      (SELECT max(a.created_at) FROM applications a WHERE a.job_id = j.id) AS last_applied
    FROM jobs j LEFT JOIN jobs_locales l ON l._parent_id = j.id AND l._locale = ${locale}
    WHERE j.status = 'open' AND ${inScope(d, sql`j.id`, scope)}) f
    ORDER BY CASE WHEN f.last_applied IS NULL THEN 1 ELSE 0 END, f.last_applied DESC, f.opening_date DESC, f.id DESC LIMIT ${limit}`)
  return rows.map((r) => ({
    id: num(r.id),
    title: String(r.title ?? ''),
    referenceCode: String(r.reference_code ?? ''),
    lastApplied: r.last_applied ? new Date(r.last_applied as string).toISOString() : null,
  }))
}

/** Applications per status for each job. */
export async function funnelCounts(payload: Payload, jobs: readonly number[]): Promise<Map<number, Record<string, number>>> {
  const d = rawSql(payload)
  const { sql } = d
  const rows = await d.rows(
    sql`SELECT a.job_id, a.status, count(*) AS n FROM applications a WHERE ${d.inList(sql`a.job_id`, jobs)} GROUP BY a.job_id, a.status`,
  )
  const out = new Map<number, Record<string, number>>(jobs.map((id) => [id, Object.fromEntries(PIPELINE.map((s) => [s, 0]))]))
  for (const r of rows) out.get(num(r.job_id))![String(r.status)] = num(r.n)
  return out
}

const stageColumn = (stage: (typeof FUNNEL_PATH)[number]) => (stage === 'submitted' ? 'created_at' : `stages_${stage}_at`)

/**
 * The median number of days between consecutive stages of the funnel (submitted → reviewed → … → hired) per job,
 * over the applications that went through both (the first time they reached each). The jobs' rows are read once
 * (index on job_id), their stage times turned into day numbers once, then each pair's durations are ranked.
 */
export async function funnelMedians(payload: Payload, jobs: readonly number[]): Promise<Map<number, Record<string, number | null>>> {
  const d = rawSql(payload)
  const { sql } = d
  const dayNumber = (column: string) =>
    d.isPostgres ? sql.raw(`extract(epoch from a.${column}) / 86400.0`) : sql.raw(`julianday(a.${column})`)
  const columns = sql.join(
    FUNNEL_PATH.map((stage, i) => sql`${dayNumber(stageColumn(stage))} AS ${sql.raw(`s${i}`)}`),
    sql`, `,
  )
  // The stage names are our constants, written as literals (PostgreSQL cannot type a bare parameter in a UNION).
  const pairs = FUNNEL_PATH.slice(1).map(
    (stage, i) =>
      sql`SELECT job, ${sql.raw(`'${stage}'`)} AS stage, ${sql.raw(`s${i + 1} - s${i}`)} AS days FROM base WHERE ${sql.raw(`s${i + 1} IS NOT NULL AND s${i} IS NOT NULL`)}`,
  )
  // Only applications that went past "submitted" can measure a pair.
  const reachedAStage = sql.raw(
    `(${FUNNEL_PATH.slice(1, -1)
      .map((stage) => `a.${stageColumn(stage)} IS NOT NULL`)
      .join(' OR ')})`,
  )
  const rows = await d.rows(sql`WITH base AS MATERIALIZED (SELECT a.job_id AS job, ${columns} FROM applications a
      WHERE ${d.inList(sql`a.job_id`, jobs)} AND ${reachedAStage}),
    d AS (${sql.join(pairs, sql` UNION ALL `)}),
    r AS (SELECT job, stage, days, row_number() OVER (PARTITION BY job, stage ORDER BY days) AS rn,
      count(*) OVER (PARTITION BY job, stage) AS n FROM d)
    SELECT job, stage, avg(days) AS median FROM r WHERE rn IN ((n + 1) / 2, (n + 2) / 2) GROUP BY job, stage`)
  const out = new Map<number, Record<string, number | null>>(
    jobs.map((id) => [id, Object.fromEntries(FUNNEL_PATH.slice(1).map((s) => [s, null]))]),
  )
  for (const r of rows) out.get(num(r.job))![String(r.stage)] = Math.round(num(r.median) * 10) / 10
  return out
}

export type Dashboard = {
  newToday: number
  newThisWeek: number
  waitingForReview: number
  interviewsThisWeek: number
  upcoming: UpcomingInterview[]
  closingSoon: ClosingJob[]
  funnels: (FunnelJob & { counts: Record<string, number>; medians: Record<string, number | null> })[]
}

export async function loadDashboard(ctx: Ctx): Promise<Dashboard> {
  const [fresh, waiting, interviews, closing, jobs] = await Promise.all([
    newApplications(ctx),
    waitingForReview(ctx),
    interviewsThisWeek(ctx),
    jobsClosingSoon(ctx),
    funnelJobs(ctx),
  ])
  const ids = jobs.map((job) => job.id)
  const [counts, medians] = await Promise.all([funnelCounts(ctx.payload, ids), funnelMedians(ctx.payload, ids)])
  return {
    newToday: fresh.today,
    newThisWeek: fresh.week,
    waitingForReview: waiting,
    interviewsThisWeek: interviews.count,
    upcoming: interviews.next,
    closingSoon: closing,
    funnels: jobs.map((job) => ({ ...job, counts: counts.get(job.id)!, medians: medians.get(job.id)! })),
  }
}
