import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { agencyDay } from '@/lib/dates'

import { rawSql, type SQL } from '@/lib/db/rawSql'

import { addCalendarDays, MAX_SPLITS, splitFee } from './money'
import { dayEnd, dayStart, loadReports, type Range, type Reports } from './reports'
import { type Db, earningIn, int, iso, scopeCondition } from './sums'

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
/** The most placements each watch list (guarantees ending, overdue, awaiting the offer) shows; the rest are counted. */
export const LIST_LIMIT = 50

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
/** A placement in a watch list: what the list shows of it. */
export type Listed = Pick<Placement, 'id' | 'candidateName' | 'currency' | 'grossMinor' | 'startDate' | 'dueDate' | 'guaranteeEndsOn'>
export type Numbers = {
  period: { from: string | null; to: string | null }
  totals: Total[]
  byClient: Sum[]
  byRecruiter: Sum[]
  byServiceLine: Sum[]
  /** The first LIST_LIMIT of each list, soonest first; `counts` has how many there are in all. */
  guaranteesEnding: Listed[]
  overdue: Listed[]
  awaitingOffer: Listed[]
  counts: { guaranteesEnding: number; overdue: number; awaitingOffer: number }
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

/** The placements of a period (by start date) that earn a fee: what the sums and the invoice export are made of. */
export function periodPlacements(viewer: Viewer, range: { from: string | null; to: string | null }): Promise<Placement[]> {
  const and: Where[] = [{ status: { in: EARNING } }]
  if (range.from) and.push({ startDate: { greater_than_equal: dayStart(range.from) } })
  if (range.to) and.push({ startDate: { less_than_equal: dayEnd(range.to) } })
  return placements(viewer, { and })
}

const sorted = (groups: Iterable<Sum>) => [...groups].sort((a, b) => b.feeMinor - a.feeMinor || a.label.localeCompare(b.label))

function group(groups: Map<string, Sum>, key: string, currency: string): Sum {
  const id = `${key}\u0000${currency}`
  const sum = groups.get(id) ?? { key, label: key, currency, count: 0, feeMinor: 0, creditMinor: 0 }
  groups.set(id, sum)
  return sum
}

/**
 * The period's sums in three grouped statements over the placements the viewer may read (sums.ts): per client,
 * service line and currency (rolled up here into the totals, the clients and the service lines: a few hundred rows
 * at most); per recruiter of the split and currency; and the split lines of the placements credited for an early
 * exit, whose credit is shared here as the fee was (largest remainder on the same shares, money.ts rule 5).
 */
async function sums(d: Db, scope: SQL, range: Range) {
  const { sql } = d
  const where = sql`${scope} AND ${earningIn(d, range)}`
  const [groups, recruiters, credits] = await Promise.all([
    d.rows(sql`SELECT p.client_id AS client, CAST(p.service_line AS text) AS line, CAST(p.currency AS text) AS currency, count(*) AS n,
        coalesce(sum(p.fee_minor), 0) AS fee, coalesce(sum(p.gross_minor), 0) AS gross,
        coalesce(sum(p.credit_net_minor), 0) AS credit, coalesce(sum(p.credit_gross_minor), 0) AS credit_gross
      FROM placements p WHERE ${where}
      GROUP BY p.client_id, CAST(p.service_line AS text), CAST(p.currency AS text)`),
    d.rows(sql`SELECT s.recruiter_id AS recruiter, CAST(p.currency AS text) AS currency, count(*) AS n, coalesce(sum(s.amount_minor), 0) AS fee
      FROM placements p JOIN placements_splits s ON s._parent_id = p.id WHERE ${where}
      GROUP BY s.recruiter_id, CAST(p.currency AS text)`),
    d.rows(sql`SELECT p.id AS id, CAST(p.currency AS text) AS currency, p.credit_net_minor AS credit, s.recruiter_id AS recruiter,
        s.share_basis_points AS share
      FROM placements p JOIN placements_splits s ON s._parent_id = p.id
      WHERE ${where} AND p.credit_net_minor IS NOT NULL AND p.credit_net_minor <> 0 ORDER BY p.id, s._order`),
  ])
  const totals = new Map<string, Total>()
  const byClient = new Map<string, Sum>()
  const byRecruiter = new Map<string, Sum>()
  const byServiceLine = new Map<string, Sum>()
  for (const row of groups) {
    const currency = row.currency === null || row.currency === undefined ? '' : String(row.currency)
    const [count, fee, credit] = [int(row.n), int(row.fee), int(row.credit)]
    const total = totals.get(currency) ?? { currency, count: 0, feeMinor: 0, grossMinor: 0, creditMinor: 0, creditGrossMinor: 0 }
    total.count += count
    total.feeMinor += fee
    total.grossMinor += int(row.gross)
    total.creditMinor += credit
    total.creditGrossMinor += int(row.credit_gross)
    totals.set(currency, total)
    for (const [groups, key] of [
      [byClient, row.client === null || row.client === undefined ? '' : String(int(row.client))],
      [byServiceLine, String(row.line ?? '')],
    ] as const) {
      const sum = group(groups, key, currency)
      sum.count += count
      sum.feeMinor += fee
      sum.creditMinor += credit
    }
  }
  for (const row of recruiters) {
    const sum = group(byRecruiter, String(int(row.recruiter)), row.currency === null ? '' : String(row.currency))
    sum.count += int(row.n)
    sum.feeMinor += int(row.fee)
  }
  const credited = new Map<number, { currency: string; credit: number; lines: { recruiter: string; share: number }[] }>()
  for (const row of credits) {
    const id = int(row.id)
    const entry = credited.get(id) ?? { currency: row.currency === null ? '' : String(row.currency), credit: int(row.credit), lines: [] }
    entry.lines.push({ recruiter: String(int(row.recruiter)), share: int(row.share) })
    credited.set(id, entry)
  }
  for (const { currency, credit, lines } of credited.values()) {
    const shares = lines.map((line) => line.share)
    const whole = lines.length <= MAX_SPLITS && shares.reduce((a, b) => a + b, 0) === 10_000
    const parts = whole ? splitFee(credit, shares) : lines.map(() => 0)
    lines.forEach((line, index) => (group(byRecruiter, line.recruiter, currency).creditMinor += parts[index] ?? 0))
  }
  return { totals, byClient, byRecruiter, byServiceLine }
}

/** A watch list: its first LIST_LIMIT placements in the order given, and how many there are in all. */
async function watchList(d: Db, scope: SQL, condition: SQL, order: string): Promise<{ rows: Listed[]; count: number }> {
  const { sql } = d
  const rows = await d.rows(sql`SELECT p.id AS id, p.candidate_name AS name, CAST(p.currency AS text) AS currency, p.gross_minor AS gross,
      p.start_date AS start_date, p.due_date AS due_date, p.guarantee_ends_on AS guarantee_ends_on, count(*) OVER () AS total
    FROM placements p WHERE ${scope} AND ${condition} ORDER BY ${sql.raw(order)}, p.id LIMIT ${LIST_LIMIT}`)
  return {
    count: rows.length ? int(rows[0]!.total) : 0,
    rows: rows.map((row) => ({
      id: int(row.id),
      candidateName: String(row.name ?? ''),
      currency: row.currency === null || row.currency === undefined ? null : String(row.currency),
      grossMinor: row.gross === null || row.gross === undefined ? null : int(row.gross),
      startDate: iso(row.start_date),
      dueDate: iso(row.due_date),
      guaranteeEndsOn: iso(row.guarantee_ends_on),
    })),
  }
}

/** The numbers for one of the fixed periods, or for a range of days (either end may be open). */
export async function loadNumbers(viewer: Viewer, options: { period: Period | Range; now: Date; locale: Locale }): Promise<Numbers> {
  const today = agencyDay(options.now)
  const range = typeof options.period === 'string' ? periodRange(options.period, today) : options.period
  const d = rawSql(viewer.payload)
  const { sql } = d
  // Nobody else reaches this (the view and the endpoint check first); an empty scope reads nothing.
  const scope = scopeCondition(d, viewer.user) ?? sql`1 = 0`
  const [groups, guaranteesEnding, overdue, awaitingOffer, reports] = await Promise.all([
    sums(d, scope, range),
    watchList(
      d,
      scope,
      sql`p.status = 'placed' AND p.guarantee_ends_on >= ${dayStart(today)} AND p.guarantee_ends_on <= ${dayEnd(addCalendarDays(today, GUARANTEE_WINDOW_DAYS))}`,
      'p.guarantee_ends_on',
    ),
    watchList(d, scope, sql`p.status IN ('placed', 'earlyExit') AND p.paid_on IS NULL AND p.due_date < ${dayStart(today)}`, 'p.due_date'),
    watchList(d, scope, sql`p.status = 'awaitingOffer'`, 'p.created_at DESC'),
    loadReports(viewer, range),
  ])
  const { totals, byClient, byRecruiter, byServiceLine } = groups
  // Names in the viewer's language, read with the server's rights (a recruiter may not read other staff's accounts).
  const clientIds = [...new Set([...byClient.values()].map((sum) => Number(sum.key)).filter(Boolean))]
  const recruiterIds = [...new Set([...byRecruiter.values()].map((sum) => Number(sum.key)).filter(Boolean))]
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
    byClient: sorted(byClient.values()),
    byRecruiter: sorted(byRecruiter.values()),
    byServiceLine: sorted(byServiceLine.values()),
    guaranteesEnding: guaranteesEnding.rows,
    overdue: overdue.rows,
    awaitingOffer: awaitingOffer.rows,
    counts: { guaranteesEnding: guaranteesEnding.count, overdue: overdue.count, awaitingOffer: awaitingOffer.count },
    reports,
  }
}
