import type { Payload, PayloadRequest } from 'payload'

import { jobScope, ownedJobIds } from '@/access/ownership'

import { APPLICATION_SOURCES, type ApplicationSource } from '@/features/applications/schema'
import { rawSql } from '@/lib/db/rawSql'
import { agencyDay } from '@/lib/dates'
import { idOf } from '@/lib/ids'

import { daysBetween } from './money'

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

export type Range = { from: string | null; to: string | null }

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

export const dayStart = (day: string) => `${day}T00:00:00.000Z`
export const dayEnd = (day: string) => `${day}T23:59:59.999Z`

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

/** What the reports need of a placement (numbers.ts reads the rest). */
export type ReportPlacement = {
  application?: number | { id: number } | null
  job?: number | { id: number } | null
  hireDate?: string | null
  currency?: string | null
  feeMinor?: number | null
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
  if (range.from) where.push(sql`created_at >= ${dayStart(range.from)}`)
  if (range.to) where.push(sql`created_at <= ${dayEnd(range.to)}`)
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

export async function loadReports(viewer: Viewer, range: Range, placements: readonly ReportPlacement[]): Promise<Reports> {
  // The sources of the placements' applications and the opening dates of their jobs, with the server's rights (the
  // viewer already sees these placements; a recruiter may not read another's job or application).
  const applicationIds = [...new Set(placements.flatMap((row) => (row.application ? [idOf(row.application)] : [])))]
  const jobIds = [...new Set(placements.flatMap((row) => (row.job ? [idOf(row.job)] : [])))]
  const [applications, jobs, counts] = await Promise.all([
    applicationIds.length
      ? viewer.payload.find({
          collection: 'applications',
          where: { id: { in: applicationIds } },
          select: { source: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    jobIds.length
      ? viewer.payload.find({
          collection: 'jobs',
          where: { id: { in: jobIds } },
          select: { openingDate: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    applicationCounts(viewer, range),
  ])
  const sourceOf = new Map(
    applications.docs.map((doc) => [doc.id, ((doc as { source?: string | null }).source ?? 'direct') as ApplicationSource]),
  )
  const openedOn = new Map(jobs.docs.map((doc) => [doc.id, (doc as { openingDate?: string | null }).openingDate ?? null]))

  const sources = APPLICATION_SOURCES.map((source): SourceRow => ({
    source,
    applications: counts.get(source)?.made ?? 0,
    interviews: counts.get(source)?.reached.interview ?? 0,
    hires: 0,
    fees: [],
  }))
  const days: number[] = []
  for (const row of placements) {
    const source = (row.application && sourceOf.get(idOf(row.application))) || 'direct'
    const entry = sources.find((item) => item.source === source)!
    entry.hires += 1
    if (row.currency) {
      const fee = entry.fees.find((item) => item.currency === row.currency)
      if (fee) fee.feeMinor += row.feeMinor ?? 0
      else entry.fees.push({ currency: row.currency, feeMinor: row.feeMinor ?? 0 })
    }
    const opened = row.job ? openedOn.get(idOf(row.job)) : null
    if (opened && row.hireDate) days.push(Math.max(0, daysBetween(agencyDay(opened), agencyDay(row.hireDate))))
  }
  for (const entry of sources) entry.fees.sort((a, b) => a.currency.localeCompare(b.currency))
  return {
    sources,
    timeToFill: { medianDays: median(days), hires: days.length },
    stages: {
      applications: [...counts.values()].reduce((sum, entry) => sum + entry.made, 0),
      reached: Object.fromEntries(
        REPORT_STAGES.map((stage) => [stage, [...counts.values()].reduce((sum, entry) => sum + entry.reached[stage], 0)]),
      ) as Record<ReportStage, number>,
    },
  }
}
