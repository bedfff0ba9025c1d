/**
 * The retention rules' vocabulary (docs/PRIVACY.md, "Retention"). Pure: the collection and the run read it.
 *
 * - `inactive-candidates`: accounts that never applied and were not active (signed in, changed) for N months, and
 *   hold no valid consent to keep: the account is deleted, after a warning email.
 * - `consent-ended`: accounts whose consent to keep ended (withdrawn or term over) N months ago, with no
 *   application in progress: deleted, after a warning email.
 * - `rejected-applications`: applications rejected more than N months ago: anonymised (name, phone, city,
 *   region, skills, cover letter, notes and emails on its timeline go; the CV sent with it is deleted, file
 *   included; the job, dates and statuses stay, for the dashboard's counts). No email: the account stays.
 * - `contact-messages`: contact form messages older than N months: deleted.
 * - `unused-cvs`: CVs not used for N months (neither uploaded nor sent with an application since), whose owner
 *   holds no consent to keep and that no application in progress or hire uses: deleted, row and file (the profile's
 *   CV slot is emptied; rejected applications sent with it lose it). No email: the account stays.
 * - `bounced-alerts`: job alerts whose emails bounced (the latest was refused for good, none accepted since) N
 *   months ago: deleted. No email (their address does not receive it).
 * - `visitor-consents`: the consent record of an address without an account (a visitor's job alerts) whose last
 *   alert is gone and whose latest event is N months old: deleted, every event of that address. The proof of what
 *   they agreed to is kept that long after it stopped mattering, then nothing of the address stays.
 */
export const RETENTION_KINDS = [
  'inactive-candidates',
  'consent-ended',
  'rejected-applications',
  'contact-messages',
  'unused-cvs',
  'bounced-alerts',
  'visitor-consents',
] as const
export type RetentionKind = (typeof RETENTION_KINDS)[number]

/** Kinds that remove a person's account: they get an email WARNING_DAYS before. */
export const WARNED_KINDS: readonly RetentionKind[] = ['inactive-candidates', 'consent-ended']

export const WARNING_DAYS = 14
/** The "keep me" reminder goes this many days before consent to keep ends. */
export const KEEP_REMINDER_DAYS = 30

export const DAY_MS = 86_400_000
