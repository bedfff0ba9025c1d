import type { Payload, PayloadRequest, Where } from 'payload'

import { APPLICATION_SOURCES, type ApplicationSource } from '@/features/applications/schema'
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

const sourceWhere = (source: ApplicationSource): Where =>
  source === 'direct' ? { or: [{ source: { equals: 'direct' } }, { source: { exists: false } }] } : { source: { equals: source } }

export async function loadReports(viewer: Viewer, range: Range, placements: readonly ReportPlacement[]): Promise<Reports> {
  const made: Where[] = []
  if (range.from) made.push({ createdAt: { greater_than_equal: dayStart(range.from) } })
  if (range.to) made.push({ createdAt: { less_than_equal: dayEnd(range.to) } })
  const count = async (...where: Where[]) =>
    (
      await viewer.payload.count({
        collection: 'applications',
        where: { and: [...made, ...where] },
        user: viewer.user,
        overrideAccess: false,
      })
    ).totalDocs

  // The sources of the placements' applications and the opening dates of their jobs, with the server's rights (the
  // viewer already sees these placements; a recruiter may not read another's job or application).
  const applicationIds = [...new Set(placements.flatMap((row) => (row.application ? [idOf(row.application)] : [])))]
  const jobIds = [...new Set(placements.flatMap((row) => (row.job ? [idOf(row.job)] : [])))]
  const [applications, jobs, applicationsMade, reached, perSource] = await Promise.all([
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
    count(),
    Promise.all(REPORT_STAGES.map((stage) => count({ [`stages.${stage}At`]: { exists: true } }))),
    Promise.all(
      APPLICATION_SOURCES.map(async (source) => [
        await count(sourceWhere(source)),
        await count(sourceWhere(source), { 'stages.interviewAt': { exists: true } }),
      ]),
    ),
  ])
  const sourceOf = new Map(
    applications.docs.map((doc) => [doc.id, ((doc as { source?: string | null }).source ?? 'direct') as ApplicationSource]),
  )
  const openedOn = new Map(jobs.docs.map((doc) => [doc.id, (doc as { openingDate?: string | null }).openingDate ?? null]))

  const sources = APPLICATION_SOURCES.map((source, index): SourceRow => ({
    source,
    applications: perSource[index]![0]!,
    interviews: perSource[index]![1]!,
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
      applications: applicationsMade,
      reached: Object.fromEntries(REPORT_STAGES.map((stage, index) => [stage, reached[index]!])) as Record<ReportStage, number>,
    },
  }
}
