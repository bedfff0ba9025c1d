import type { Payload, PayloadRequest } from 'payload'

import { jobScope, ownedJobIds } from '@/access/ownership'

import { APPLICATION_SOURCES, type ApplicationSource } from '@/features/applications/schema'
import { agencyDayEnd, agencyDayStart } from '@/lib/dates'
import { rawSql } from '@/lib/db/rawSql'

import { dayEnd, dayStart, daysToFill, earningIn, int, type Range, scopeCondition } from './sums'

/**
 * The agency's reports beside its numbers (issue 31), for any date range:
 *
 * - **Sources**: per source of the application (a job board, a job alert, a referral, sourcing, the portal, direct),
 *   the applications made in the range and how many of them reached an interview; and the range's placements (by
 *   start date, as the numbers count them) with their fees, by the source of the application they came from.
 * - **Time to fill**: the median number of days from a job's opening date to the hire (the placement's hire date),
 *   over the range's placements.
 * - **Stages**: of the applications made in the range, how many reached each stage (shortlisted, interview,
 *   offered, hired), so each ratio (shortlisted to interview, interview to hire…) is a plain division.
 *
 * Read with the viewer's own access: a recruiter's figures are those of the applications of their jobs and the
 * placements they share the fee of; an admin's are all. Every figure is a count or a sum of stored values.
 */

export type { Range }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const realDay = (text: string) => {
  if (!DAY.test(text)) return false
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A range typed in the view's form ("from", "to": days, either may be empty); null when a day is not one or to < from. */
export function parseRange(from: unknown, to: unknown): Range | null {
  const read = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const [start, end] = [read(from), read(to)]
  if ((start && !realDay(start)) || (end && !realDay(end))) return null
  if (start && end && end < start) return null
  return { from: start, to: end }
}

export { dayEnd, dayStart }

/** The stages an application reaches, in pipeline order, after it is made. */
export const REPORT_STAGES = ['shortlisted', 'interview', 'offered', 'hired'] as const
export type ReportStage = (typeof REPORT_STAGES)[number]

export type SourceRow = {
  source: ApplicationSource
  applications: number
  interviews: number
  hires: number
  /** The fees of the hires from this source, one entry per currency (never added across currencies). */
  fees: { currency: string; feeMinor: number }[]
}
export type Reports = {
  sources: SourceRow[]
  timeToFill: { medianDays: number | null; hires: number }
  stages: { applications: number; reached: Record<ReportStage, number> }
}

type Viewer = Pick<PayloadRequest, 'user'> & { payload: Payload }

/** The median of whole numbers: the middle one, or the mean of the two middle ones (a half at most). */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The applications made in the range, by source, with how many reached each stage: one grouped SQL count over the
 * applications the viewer may read (admins: all; recruiters: those of the jobs they own or co-own, as the
 * applications' own access rule says, access/ownership.ts); nothing for anyone else.
 */
async function applicationCounts(viewer: Viewer, range: Range) {
  const empty = new Map<ApplicationSource, { made: number; reached: Record<ReportStage, number> }>()
  const scope = await jobScope({ payload: viewer.payload, user: viewer.user, context: {} })
  if (scope === null) return empty
  const d = rawSql(viewer.payload)
  const { sql } = d
  const where = [sql`1 = 1`]
  // An application is an instant: the range's days are the agency's (Riyadh), as the day of a start date is.
  if (range.from) where.push(sql`created_at >= ${agencyDayStart(range.from)}`)
  if (range.to) where.push(sql`created_at <= ${agencyDayEnd(range.to)}`)
  if (scope !== true) {
    const ids = await ownedJobIds({ payload: viewer.payload, user: viewer.user, context: {} })
    if (!ids.length) return empty
    where.push(d.inList(sql`job_id`, ids))
  }
  const rows = await d.rows(
    sql`SELECT coalesce(source, 'direct') AS source, count(*) AS made, count(stages_shortlisted_at) AS shortlisted, count(stages_interview_at) AS interview, count(stages_offered_at) AS offered, count(stages_hired_at) AS hired FROM applications WHERE ${sql.join(where, sql` AND `)} GROUP BY coalesce(source, 'direct')`,
  )
  for (const row of rows) {
    const source = (APPLICATION_SOURCES as readonly string[]).includes(String(row.source))
      ? (String(row.source) as ApplicationSource)
      : 'direct'
    const entry = empty.get(source) ?? { made: 0, reached: { shortlisted: 0, interview: 0, offered: 0, hired: 0 } }
    entry.made += Number(row.made)
    for (const stage of REPORT_STAGES) entry.reached[stage] += Number(row[stage])
    empty.set(source, entry)
  }
  return empty
}

/** The median of a histogram of whole numbers (value → how many), as `median` of the values written out. */
export function histogramMedian(counts: ReadonlyMap<number, number>): number | null {
  const values = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0])
  const total = values.reduce((sum, [, n]) => sum + n, 0)
  if (!total) return null
  /** The value at a 0-based position of the sorted list. */
  const at = (position: number) => {
    let seen = 0
    for (const [value, n] of values) {
      seen += n
      if (position < seen) return value
    }
    return values[values.length - 1]![0]
  }
  const middle = Math.floor(total / 2)
  return total % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

/**
 * The range's placements by the source of their application (hires, and fees per currency) and the histogram of
 * their days to fill: two grouped statements over the placements the viewer may read (sums.ts).
 */
async function placementFigures(viewer: Viewer, range: Range) {
  const d = rawSql(viewer.payload)
  const { sql } = d
  const scope = scopeCondition(d, viewer.user)
  if (!scope) return { bySource: [], days: new Map<number, number>() }
  const where = sql`${scope} AND ${earningIn(d, range)}`
  const [bySource, days] = await Promise.all([
    d.rows(sql`SELECT coalesce(CAST(a.source AS text), 'direct') AS source, CAST(p.currency AS text) AS currency, count(*) AS hires,
        coalesce(sum(p.fee_minor), 0) AS fee
      FROM placements p LEFT JOIN applications a ON a.id = p.application_id
      WHERE ${where} GROUP BY coalesce(CAST(a.source AS text), 'direct'), CAST(p.currency AS text)`),
    d.rows(sql`SELECT ${daysToFill(d)} AS days, count(*) AS hires
      FROM placements p JOIN jobs j ON j.id = p.job_id
      WHERE ${where} AND p.hire_date IS NOT NULL AND j.opening_date IS NOT NULL GROUP BY ${daysToFill(d)}`),
  ])
  const histogram = new Map<number, number>()
  // A hire before the job's opening date counts as 0 days, as in the JavaScript it replaced.
  for (const row of days) {
    const value = Math.max(0, int(row.days))
    histogram.set(value, (histogram.get(value) ?? 0) + int(row.hires))
  }
  return { bySource, days: histogram }
}

export async function loadReports(viewer: Viewer, range: Range): Promise<Reports> {
  const [placements, counts] = await Promise.all([placementFigures(viewer, range), applicationCounts(viewer, range)])
  const sources = APPLICATION_SOURCES.map((source): SourceRow => ({
    source,
    applications: counts.get(source)?.made ?? 0,
    interviews: counts.get(source)?.reached.interview ?? 0,
    hires: 0,
    fees: [],
  }))
  for (const row of placements.bySource) {
    // An application deleted since, or a source the list no longer has, counts as direct (as applicationCounts does).
    const source = (APPLICATION_SOURCES as readonly string[]).includes(String(row.source)) ? String(row.source) : 'direct'
    const entry = sources.find((item) => item.source === source)!
    entry.hires += int(row.hires)
    if (row.currency) {
      const currency = String(row.currency)
      const fee = entry.fees.find((item) => item.currency === currency)
      if (fee) fee.feeMinor += int(row.fee)
      else entry.fees.push({ currency, feeMinor: int(row.fee) })
    }
  }
  for (const entry of sources) entry.fees.sort((a, b) => a.currency.localeCompare(b.currency))
  const hires = [...placements.days.values()].reduce((sum, n) => sum + n, 0)
  return {
    sources,
    timeToFill: { medianDays: histogramMedian(placements.days), hires },
    stages: {
      applications: [...counts.values()].reduce((sum, entry) => sum + entry.made, 0),
      reached: Object.fromEntries(
        REPORT_STAGES.map((stage) => [stage, [...counts.values()].reduce((sum, entry) => sum + entry.reached[stage], 0)]),
      ) as Record<ReportStage, number>,
    },
  }
}
