import type { Payload } from 'payload'

import { rawSql } from '@/lib/db/rawSql'

import { CLAIM_TIMEOUT_MS, DIGEST_INTERVAL_MS, type AlertFrequency } from './constants'

/**
 * The digest's bookkeeping, one row at a time, in single SQL statements so that each step is atomic on both
 * databases however many runs (instances, a retried job) go at once. Per alert:
 *
 * - before sending, `claim`: `digest_claim` := the window's end, only if nobody holds a claim and it is due;
 * - after the email is accepted by the mail server (or when nothing matched), `settle`: `digest_through` := that
 *   window end, the claim is cleared and the next digest is scheduled;
 * - a claim never settled (the run died between the two) is `expireClaims`'d after CLAIM_TIMEOUT_MS: counted as
 *   sent, never sent again. At most once: a crash can cost a subscriber one digest, never give them two.
 */
const iso = (date: Date) => date.toISOString()

/**
 * Ids of active alerts due by `windowEnd` and not claimed, oldest due first; `skip`: those this run already tried
 * and gave back (a refusal that may pass: they stay due for the next run, not for this one again).
 */
export async function dueAlertIds(payload: Payload, windowEnd: Date, limit: number, skip: readonly number[] = []): Promise<number[]> {
  const { sql, rows, inList } = rawSql(payload)
  const tried = skip.length ? sql` AND NOT (${inList(sql`id`, skip)})` : sql``
  const found = await rows(
    sql`SELECT id FROM job_alerts WHERE status = 'active' AND next_digest_at <= ${iso(windowEnd)} AND digest_claim IS NULL${tried} ORDER BY next_digest_at, id LIMIT ${limit}`,
  )
  return found.map((r) => Number(r.id))
}

/** Takes the alert for this window; false when another run has it, or it is no longer due. */
export async function claim(payload: Payload, id: number, windowEnd: Date, now = new Date()): Promise<boolean> {
  const { sql, write } = rawSql(payload)
  const taken = await write(
    sql`UPDATE job_alerts SET digest_claim = ${iso(windowEnd)}, digest_claimed_at = ${iso(now)} WHERE id = ${id} AND status = 'active' AND digest_claim IS NULL AND next_digest_at <= ${iso(windowEnd)} RETURNING id`,
  )
  return taken.length === 1
}

/**
 * The window is done for this alert: jobs up to its end are counted as sent, the next digest is scheduled. An
 * email accepted clears `bounced_at`; one refused for good (`bounced`) sets it, if it was not set (when the
 * bouncing began: the `bounced-alerts` retention rule counts from there).
 */
export async function settle(
  payload: Payload,
  id: number,
  windowEnd: Date,
  frequency: AlertFrequency,
  { sent, bounced = false }: { sent: boolean; bounced?: boolean },
): Promise<void> {
  const { sql, write } = rawSql(payload)
  const next = iso(new Date(windowEnd.getTime() + DIGEST_INTERVAL_MS[frequency]))
  const counters = sent
    ? sql`, last_sent_at = ${iso(new Date())}, sent_count = coalesce(sent_count, 0) + 1, bounced_at = NULL`
    : bounced
      ? sql`, bounced_at = coalesce(bounced_at, ${iso(windowEnd)})`
      : sql``
  await write(
    sql`UPDATE job_alerts SET digest_through = ${iso(windowEnd)}, digest_claim = NULL, digest_claimed_at = NULL, next_digest_at = ${next}${counters} WHERE id = ${id} AND digest_claim = ${iso(windowEnd)} RETURNING id`,
  )
}

/** Gives a claim back without moving the window (the mail server refused the email: try again next run). */
export async function release(payload: Payload, id: number, windowEnd: Date): Promise<void> {
  const { sql, write } = rawSql(payload)
  await write(
    sql`UPDATE job_alerts SET digest_claim = NULL, digest_claimed_at = NULL WHERE id = ${id} AND digest_claim = ${iso(windowEnd)} RETURNING id`,
  )
}

/**
 * Claims older than CLAIM_TIMEOUT_MS belong to runs that died mid-batch: their window is counted as sent (the
 * email may have left before the crash) and the next digest is due a period from now. Returns how many there were.
 */
export async function expireClaims(payload: Payload, now = new Date()): Promise<number> {
  const { sql, write } = rawSql(payload)
  const cutoff = iso(new Date(now.getTime() - CLAIM_TIMEOUT_MS))
  let expired = 0
  for (const [frequency, interval] of Object.entries(DIGEST_INTERVAL_MS)) {
    const next = iso(new Date(now.getTime() + interval))
    const done = await write(
      sql`UPDATE job_alerts SET digest_through = digest_claim, digest_claim = NULL, digest_claimed_at = NULL, next_digest_at = ${next} WHERE digest_claim IS NOT NULL AND digest_claimed_at < ${cutoff} AND frequency = ${frequency} RETURNING id`,
    )
    expired += done.length
  }
  return expired
}
