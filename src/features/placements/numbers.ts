import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { agencyDay } from '@/lib/dates'
import { idOf } from '@/lib/ids'

import { addCalendarDays, splitFee } from './money'
import { dayEnd, dayStart, loadReports, type Range, type Reports } from './reports'

/**
 * The agency's numbers (issue 31): placements and fees for a period, by client, by recruiter (their part of the
 * split) and by service line, in each currency (fees in different currencies are never added together); the
 * guarantees ending soon, the overdue invoices and the hires still waiting for their offer. Read with the viewer's
 * own access, so a recruiter's figures are those of the placements they share the fee of, and an admin's are all.
 * Every figure is a plain sum of the placements' stored integers, as a person adding them up would get.
 */

export const PERIODS = ['month', 'quarter', 'year', 'last12', 'all'] as const
export type Period = (typeof PERIODS)[number]
export const isPeriod = (value: unknown): value is Period => typeof value === 'string' && (PERIODS as readonly string[]).includes(value)

export const GUARANTEE_WINDOW_DAYS = 14

/** The first and last agency day (inclusive) of a period containing `today`. */
export function periodRange(period: Period, today: string): { from: string | null; to: string | null } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const pad = (value: number) => String(value).padStart(2, '0')
  const lastDay = (y: number, m: number) => addCalendarDays(`${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}-01`, -1)
  switch (period) {
    case 'month':
      return { from: `${year}-${pad(month)}-01`, to: lastDay(year, month) }
    case 'quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1
      return { from: `${year}-${pad(first)}-01`, to: lastDay(year, first + 2) }
    }
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` }
    case 'last12':
      return { from: addCalendarDays(today, -364), to: today }
    default:
      return { from: null, to: null }
  }
}

export type Placement = {
  id: number
  candidateName: string
  client?: number | { id: number } | null
  status: string
  serviceLine: string
  currency?: string | null
  feeMinor?: number | null
  netMinor?: number | null
  vatMinor?: number | null
  grossMinor?: number | null
  creditNetMinor?: number | null
  creditGrossMinor?: number | null
  startDate?: string | null
  invoiceDate?: string | null
  dueDate?: string | null
  guaranteeEndsOn?: string | null
  paidOn?: string | null
  splits?: { recruiter: number | { id: number }; amountMinor?: number | null; shareBasisPoints?: number | null }[] | null
  application?: number | { id: number } | null
  job?: number | { id: number } | null
  hireDate?: string | null
}

/** A group's placements, fees and the credits given for early exits (net of VAT; the fee is before the credit). */
export type Sum = { key: string; label: string; currency: string; count: number; feeMinor: number; creditMinor: number }
export type Total = { currency: string; count: number; feeMinor: number; grossMinor: number; creditMinor: number; creditGrossMinor: number }
export type Numbers = {
  period: { from: string | null; to: string | null }
  totals: Total[]
  byClient: Sum[]
  byRecruiter: Sum[]
  byServiceLine: Sum[]
  guaranteesEnding: Placement[]
  overdue: Placement[]
  awaitingOffer: Placement[]
  /** Sources, time to fill and stages for the same range (reports.ts). */
  reports: Reports
}

const EARNING = ['placed', 'earlyExit']

type Viewer = Pick<PayloadRequest, 'user'> & { payload: Payload }

async function placements(viewer: Viewer, where: Where): Promise<Placement[]> {
  const { docs } = await viewer.payload.find({
    collection: 'placements',
    where,
    depth: 0,
    pagination: false,
    sort: 'startDate',
    // What the numbers, the reports and the invoice lines read: not the offer's text, notes or the watch's marks.
    select: {
      candidateName: true,
      client: true,
      status: true,
      serviceLine: true,
      currency: true,
      feeMinor: true,
      netMinor: true,
      vatBasisPoints: true,
      vatMinor: true,
      grossMinor: true,
      creditNetMinor: true,
      creditVatMinor: true,
      creditGrossMinor: true,
      startDate: true,
      hireDate: true,
      exitDate: true,
      invoiceDate: true,
      dueDate: true,
      guaranteeEndsOn: true,
      paidOn: true,
      splits: true,
      application: true,
      job: true,
    },
    user: viewer.user,
    overrideAccess: false,
  })
  return docs as unknown as Placement[]
}

function add(groups: Map<string, Sum>, key: string, currency: string, feeMinor: number, creditMinor: number) {
  const id = `${key}\u0000${currency}`
  const sum = groups.get(id) ?? { key, label: key, currency, count: 0, feeMinor: 0, creditMinor: 0 }
  sum.count += 1
  sum.feeMinor += feeMinor
  sum.creditMinor += creditMinor
  groups.set(id, sum)
}

const sorted = (groups: Map<string, Sum>) => [...groups.values()].sort((a, b) => b.feeMinor - a.feeMinor || a.label.localeCompare(b.label))

/** The placements of a period (by start date) that earn a fee: what the sums and the invoice export are made of. */
export function periodPlacements(viewer: Viewer, range: { from: string | null; to: string | null }): Promise<Placement[]> {
  const and: Where[] = [{ status: { in: EARNING } }]
  if (range.from) and.push({ startDate: { greater_than_equal: dayStart(range.from) } })
  if (range.to) and.push({ startDate: { less_than_equal: dayEnd(range.to) } })
  return placements(viewer, { and })
}

/** The numbers for one of the fixed periods, or for a range of days (either end may be open). */
export async function loadNumbers(viewer: Viewer, options: { period: Period | Range; now: Date; locale: Locale }): Promise<Numbers> {
  const today = agencyDay(options.now)
  const range = typeof options.period === 'string' ? periodRange(options.period, today) : options.period
  const [rows, guaranteesEnding, overdue, awaitingOffer] = await Promise.all([
    periodPlacements(viewer, range),
    placements(viewer, {
      and: [
        { status: { equals: 'placed' } },
        { guaranteeEndsOn: { greater_than_equal: dayStart(today) } },
        { guaranteeEndsOn: { less_than_equal: dayEnd(addCalendarDays(today, GUARANTEE_WINDOW_DAYS)) } },
      ],
    }),
    placements(viewer, {
      and: [{ status: { in: EARNING } }, { paidOn: { exists: false } }, { dueDate: { less_than: dayStart(today) } }],
    }),
    placements(viewer, { status: { equals: 'awaitingOffer' } }),
  ])
  const totals = new Map<string, Total>()
  const byClient = new Map<string, Sum>()
  const byRecruiter = new Map<string, Sum>()
  const byServiceLine = new Map<string, Sum>()
  for (const row of rows) {
    const currency = row.currency ?? ''
    const fee = row.feeMinor ?? 0
    const credit = row.creditNetMinor ?? 0
    const total = totals.get(currency) ?? { currency, count: 0, feeMinor: 0, grossMinor: 0, creditMinor: 0, creditGrossMinor: 0 }
    total.count += 1
    total.feeMinor += fee
    total.grossMinor += row.grossMinor ?? 0
    total.creditMinor += credit
    total.creditGrossMinor += row.creditGrossMinor ?? 0
    totals.set(currency, total)
    add(byClient, row.client ? String(idOf(row.client)) : '', currency, fee, credit)
    add(byServiceLine, row.serviceLine, currency, fee, credit)
    // A recruiter's part of a credit is shared as the fee is (largest remainder on the same shares, money.ts rule 5).
    const splits = row.splits ?? []
    const shares = splits.map((split) => split.shareBasisPoints ?? 0)
    const creditParts =
      credit && splits.length && shares.reduce((a, b) => a + b, 0) === 10_000 ? splitFee(credit, shares) : splits.map(() => 0)
    splits.forEach((split, index) =>
      add(byRecruiter, String(idOf(split.recruiter)), currency, split.amountMinor ?? 0, creditParts[index] ?? 0),
    )
  }
  // Names in the viewer's language, read with the server's rights (a recruiter may not read other staff's accounts).
  const clientIds = [...new Set([...byClient.values()].map((sum) => Number(sum.key)).filter(Boolean))]
  const recruiterIds = [...new Set([...byRecruiter.values()].map((sum) => Number(sum.key)))]
  const [clients, users] = await Promise.all([
    clientIds.length
      ? viewer.payload.find({
          collection: 'clients',
          where: { id: { in: clientIds } },
          select: { name: true },
          locale: options.locale,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
    recruiterIds.length
      ? viewer.payload.find({
          collection: 'users',
          where: { id: { in: recruiterIds } },
          select: { name: true, email: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
      : { docs: [] },
  ])
  const clientName = new Map(clients.docs.map((doc) => [String(doc.id), String((doc as { name?: string }).name ?? doc.id)]))
  const userName = new Map(
    users.docs.map((doc) => [String(doc.id), String((doc as { name?: string | null }).name || (doc as { email?: string }).email)]),
  )
  for (const sum of byClient.values()) sum.label = clientName.get(sum.key) ?? ''
  for (const sum of byRecruiter.values()) sum.label = userName.get(sum.key) ?? sum.key
  return {
    period: range,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    byClient: sorted(byClient),
    byRecruiter: sorted(byRecruiter),
    byServiceLine: sorted(byServiceLine),
    guaranteesEnding,
    overdue,
    awaitingOffer,
    reports: await loadReports(viewer, range, rows),
  }
}
