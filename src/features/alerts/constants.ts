/** Job alerts' fixed values (docs/ARCHITECTURE.md, "Job alerts"). */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

const HOUR = 60 * 60 * 1000

/**
 * How long after a digest the next one is due. Half an hour short of the period, so that an hourly run a few
 * seconds late does not push a subscriber's digest to the next hour, day after day.
 */
export const DIGEST_INTERVAL_MS: Record<AlertFrequency, number> = {
  daily: 24 * HOUR - HOUR / 2,
  weekly: 7 * 24 * HOUR - HOUR / 2,
}

/** A visitor's alert that is not confirmed within this time is deleted. */
export const PENDING_TTL_MS = 7 * 24 * HOUR

/**
 * A digest claimed this long ago and never recorded as sent belongs to a run that died (kill -9, power cut). Its
 * email may or may not have left: it is counted as sent, so that nobody gets the same digest twice.
 */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000

/** Jobs listed in one digest; the rest are behind the "see all" link. */
export const DIGEST_MAX_JOBS = 10

/** Subscriptions read per batch, and emails in flight at once within a batch. */
export const DIGEST_BATCH = 50
export const DIGEST_CONCURRENCY = 4

/** Alerts one email address may have; past this, new ones are quietly not made (same answer). */
export const MAX_ALERTS_PER_EMAIL = 20
