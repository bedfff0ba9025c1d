import { PEOPLE_TIME_ZONES } from '@/lib/timeZones'

/**
 * Notifications (issue 34): what is sent (purposes), how (channels), and the sender's bookkeeping limits.
 * Pure: collections, the sender and the pages read it.
 */
export const PURPOSES = ['jobAlerts', 'applicationUpdates', 'interviewReminders'] as const
export type Purpose = (typeof PURPOSES)[number]

/**
 * What staff members get (recipients in `users`, not candidates): a recruiter's new-application notice, by push on
 * the devices they turned notifications on for in the admin. Email reaches them separately (features/applications).
 */
export const STAFF_PURPOSES = ['newApplications'] as const
export type StaffPurpose = (typeof STAFF_PURPOSES)[number]

export const CHANNELS = ['email', 'whatsapp', 'push'] as const
export type Channel = (typeof CHANNELS)[number]

/** A message's life: queued → sending (claimed) → sent | failed | skipped (nothing to do, or covered by email). */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

/**
 * Interview reminders: 24 hours and 2 hours before the start. Each is due while the time left is at most `ms` and
 * more than `until`: an interview booked 20 hours ahead gets the day-before reminder at once, one booked 5 hours
 * ahead only the 2-hour one.
 */
const HOUR = 60 * 60 * 1000
export const REMINDER_LEADS = [
  { key: '24h', ms: 24 * HOUR, until: 12 * HOUR },
  { key: '2h', ms: 2 * HOUR, until: 0 },
] as const

/** A claim older than this belongs to a sender that died: the message counts as sent, never sent again. */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000
/** Messages sent at a time by one run. */
export const SEND_CONCURRENCY = 4
/** Messages one run looks at. */
export const SEND_BATCH = 200
/** Attempts at a channel before a WhatsApp message falls back to email (or an email is given up). */
export const MAX_ATTEMPTS = 4
/** Backoff between attempts: 1, 4, 16 minutes. */
export const backoffMs = (attempts: number) => 60_000 * 4 ** Math.max(0, attempts - 1)

/** The one-time code for a WhatsApp number: 6 digits, 10 minutes, 5 tries, one new code a minute. */
export const CODE_TTL_MS = 10 * 60 * 1000
export const CODE_MAX_TRIES = 5
export const CODE_RESEND_MS = 60 * 1000

/** Replies that end WhatsApp messages for that person (as the email unsubscribe does), compared case-folded. */
export const STOP_WORDS = ['stop', 'unsubscribe', 'إيقاف', 'ايقاف', 'الغاء', 'إلغاء']

/**
 * Quiet hours: no WhatsApp or push between `from` and `to` (whole hours, the person's time zone); email is never
 * held. Each person may change theirs on /profile; `from` equal to `to` means none. A message due in them waits
 * until they end (deferred, never dropped); an interview reminder that would then come after the interview goes by
 * email at once instead.
 */
export const DEFAULT_QUIET_HOURS = { from: 22, to: 8 } as const
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh'
/** Time zones a person may choose for their quiet hours: the Gulf first, then where candidates often are. */
export const NOTIFY_TIME_ZONES = [...PEOPLE_TIME_ZONES, 'UTC'] as const
export type NotifyTimeZone = (typeof NOTIFY_TIME_ZONES)[number]

/**
 * Most messages one person gets on a channel in one of their days (midnight to midnight in their time zone). A
 * message over the cap waits for the next day (and its quiet hours' end); interview reminders are not capped.
 */
export const DAILY_CAP: Record<Channel, number> = { email: 10, whatsapp: 3, push: 5 }
/** Purposes the cap never holds: a reminder an hour before an interview is no use the next day. */
export const UNCAPPED: readonly Purpose[] = ['interviewReminders']
