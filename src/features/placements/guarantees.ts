import type { Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { recordAudit } from '@/lib/audit'
import { agencyDay } from '@/lib/dates'
import { rawSql } from '@/lib/db/rawSql'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { formatDate, formatMoney } from '@/lib/format'
import { idOf } from '@/lib/ids'

import { addCalendarDays } from './money'

/**
 * The guarantee watch (issue 31), the queue's `watchGuarantees` task, daily:
 *
 * 1. A placed hire whose guarantee ends within GUARANTEE_WARNING_DAYS (after today, up to that many days on) gets one
 *    warning email to the people who look after it: the job's owning recruiter and the client's account manager, each
 *    in the language they chose for emails (users' `emailLanguage`).
 * 2. A placed hire whose guarantee end has come (the end day is today or past) is marked as ended (`guaranteeEndedAt`).
 *
 * Kill -9 safe, as the job alert digests are (features/alerts/claims.ts). Each warning is claimed in one SQL statement
 * (`guarantee_warn_claimed_at`, only if nobody has) before its emails leave and settled after (`guarantee_warned_at`);
 * a claim never settled belongs to a run that died and is settled after WARN_CLAIM_TIMEOUT_MS as sent, never sent
 * again. So a crash can lose a warning in flight, never send one twice. Marking the end is one statement that only
 * touches placements not yet marked: running it twice changes nothing. A start date moved later gives the placement a
 * new guarantee end, and the placement's hook clears these marks for it (hooks.ts).
 */
export const GUARANTEE_WARNING_DAYS = 7
export const WARN_CLAIM_TIMEOUT_MS = 10 * 60 * 1000

export type GuaranteeRun = { warned: number; emails: number; ended: number; expired: number; released: number }

const iso = (date: Date) => date.toISOString()
const dayStart = (day: string) => `${day}T00:00:00.000Z`
const dayEnd = (day: string) => `${day}T23:59:59.999Z`

type Options = {
  now?: Date
  /** Only these placements (the tests' own). */
  only?: number[]
  /** Told after each placement finished (its claim settled, or its end marked). */
  onItem?: (what: string) => void
}

function within(payload: Payload, only: number[] | undefined) {
  const { sql, inList } = rawSql(payload)
  return only ? sql` AND ${inList(sql`id`, only)}` : sql``
}

/** Claims of runs that died: counted as sent (the emails may have left), never sent again. */
async function expireClaims(payload: Payload, now: Date, only?: number[]): Promise<number> {
  const { sql, write } = rawSql(payload)
  const cutoff = iso(new Date(now.getTime() - WARN_CLAIM_TIMEOUT_MS))
  const done = await write(
    sql`UPDATE placements SET guarantee_warned_at = guarantee_warn_claimed_at WHERE guarantee_warn_claimed_at IS NOT NULL AND guarantee_warned_at IS NULL AND guarantee_warn_claimed_at < ${cutoff}${within(payload, only)} RETURNING id`,
  )
  return done.length
}

async function dueWarnings(payload: Payload, today: string, only?: number[]): Promise<number[]> {
  const { sql, rows } = rawSql(payload)
  const from = dayStart(addCalendarDays(today, 1))
  const to = dayEnd(addCalendarDays(today, GUARANTEE_WARNING_DAYS))
  const found = await rows(
    sql`SELECT id FROM placements WHERE status = 'placed' AND guarantee_warn_claimed_at IS NULL AND guarantee_ends_on >= ${from} AND guarantee_ends_on <= ${to}${within(payload, only)} ORDER BY guarantee_ends_on, id`,
  )
  return found.map((row) => Number(row.id))
}

async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const { sql, write } = rawSql(payload)
  const taken = await write(
    sql`UPDATE placements SET guarantee_warn_claimed_at = ${iso(now)} WHERE id = ${id} AND status = 'placed' AND guarantee_warn_claimed_at IS NULL RETURNING id`,
  )
  return taken.length === 1
}

async function settle(payload: Payload, id: number, claimedAt: Date): Promise<void> {
  const { sql, write } = rawSql(payload)
  await write(
    sql`UPDATE placements SET guarantee_warned_at = ${iso(new Date())} WHERE id = ${id} AND guarantee_warn_claimed_at = ${iso(claimedAt)} AND guarantee_warned_at IS NULL RETURNING id`,
  )
}

/** The mail server refused: give the claim back so that the next run tries again. */
async function release(payload: Payload, id: number, claimedAt: Date): Promise<void> {
  const { sql, write } = rawSql(payload)
  await write(
    sql`UPDATE placements SET guarantee_warn_claimed_at = NULL WHERE id = ${id} AND guarantee_warn_claimed_at = ${iso(claimedAt)} AND guarantee_warned_at IS NULL RETURNING id`,
  )
}

type Person = { id: number; email: string; name?: string | null; emailLanguage?: string | null }

/** The job's owning recruiter and the client's account manager (once each), with their email language. */
async function recipients(payload: Payload, placement: { job?: unknown; client?: unknown }): Promise<Person[]> {
  const ids = new Set<number>()
  if (placement.job) {
    const job = await payload.findByID({
      collection: 'jobs',
      id: idOf(placement.job as number),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { owner: true },
    })
    const owner = (job as { owner?: number | { id: number } | null } | null)?.owner
    if (owner) ids.add(idOf(owner))
  }
  if (placement.client) {
    const client = await payload.findByID({
      collection: 'clients',
      id: idOf(placement.client as number),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { accountManager: true },
    })
    const manager = (client as { accountManager?: number | { id: number } | null } | null)?.accountManager
    if (manager) ids.add(idOf(manager))
  }
  if (!ids.size) return []
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: [...ids] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true, name: true, emailLanguage: true } as never,
  })
  return docs as unknown as Person[]
}

type Watched = {
  id: number
  candidateName: string
  job?: number | null
  client?: number | null
  currency?: string | null
  feeMinor?: number | null
  guaranteeEndsOn: string
}

async function clientName(payload: Payload, id: number | null | undefined, locale: Locale): Promise<string> {
  if (!id) return ''
  const client = await payload.findByID({ collection: 'clients', id, depth: 0, locale, overrideAccess: true, disableErrors: true })
  return String((client as { name?: string } | null)?.name ?? '')
}

/** The warning in one person's language: who, for which client, when the guarantee ends, and a link to the placement. */
export async function warningEmail(payload: Payload, placement: Watched, locale: Locale) {
  const t = translator(locale, 'Placements.guaranteeEmail')
  const values = {
    candidate: placement.candidateName,
    client: (await clientName(payload, placement.client, locale)) || t('noClient'),
    date: formatDate(placement.guaranteeEndsOn, locale),
    fee:
      placement.currency && placement.feeMinor !== null && placement.feeMinor !== undefined
        ? formatMoney(placement.feeMinor, placement.currency, locale)
        : '—',
  }
  const link = `${env.serverUrl}/admin/collections/placements/${placement.id}`
  const body = t('body', values)
  return {
    subject: t('subject', values),
    text: `${body}\n\n${link}`,
    html: emailHtml(locale, body, { href: link, label: t('button') }),
  }
}

async function warn(payload: Payload, id: number): Promise<{ sent: number; failed: boolean }> {
  const placement = (await payload.findByID({ collection: 'placements', id, depth: 0, overrideAccess: true })) as unknown as Watched
  let sent = 0
  for (const person of await recipients(payload, placement)) {
    const locale = toLocale(person.emailLanguage)
    const email = await warningEmail(payload, placement, locale)
    try {
      await payload.sendEmail({ to: person.email, ...email })
      sent += 1
    } catch (error) {
      payload.logger.error({ err: error, placement: id }, 'Placements: a guarantee warning was not accepted by the mail server')
      // Nobody has it yet: the next run tries again. Once one has left, the warning counts as sent.
      if (!sent) return { sent, failed: true }
    }
  }
  return { sent, failed: false }
}

/** Marks every placed hire whose guarantee end has come as ended, once (one statement; the test's own with `only`). */
async function markEnded(payload: Payload, today: string, now: Date, only?: number[]): Promise<number[]> {
  const { sql, write } = rawSql(payload)
  const ended = await write(
    sql`UPDATE placements SET guarantee_ended_at = ${iso(now)} WHERE status = 'placed' AND guarantee_ended_at IS NULL AND guarantee_ends_on <= ${dayEnd(today)}${within(payload, only)} RETURNING id`,
  )
  return ended.map((row) => Number(row.id))
}

export async function watchGuarantees(payload: Payload, options: Options = {}): Promise<GuaranteeRun> {
  const now = options.now ?? new Date()
  const today = agencyDay(now)
  const run: GuaranteeRun = { warned: 0, emails: 0, ended: 0, expired: 0, released: 0 }
  run.expired = await expireClaims(payload, now, options.only)
  for (const id of await dueWarnings(payload, today, options.only)) {
    const claimedAt = new Date()
    if (!(await claim(payload, id, claimedAt))) continue
    const { sent, failed } = await warn(payload, id)
    if (failed) {
      await release(payload, id, claimedAt)
      run.released += 1
      continue
    }
    await settle(payload, id, claimedAt)
    run.warned += 1
    run.emails += sent
    options.onItem?.(`warned ${id}`)
  }
  const ended = await markEnded(payload, today, now, options.only)
  run.ended = ended.length
  for (const id of ended) options.onItem?.(`ended ${id}`)
  if (run.warned || run.ended || run.expired)
    await recordAudit(payload, { actor: null, action: 'placements.guarantees-watched', details: run as unknown as Record<string, unknown> })
  return run
}
