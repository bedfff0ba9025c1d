/**
 * The consent record's vocabulary (docs/PRIVACY.md): what a candidate may agree to, how an agreement was given, and
 * the version of the wording shown. Pure: the collection, the slice and other slices (client portal,
 * notifications) read it.
 */
export const CONSENT_PURPOSES = ['keep', 'represent', 'alerts', 'marketing', 'whatsapp'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** How a consent was given or withdrawn. `expiry` is the site itself, when a term ran out. */
export const CONSENT_METHODS = ['signup', 'application', 'form', 'email-link', 'whatsapp-reply', 'staff-request', 'expiry'] as const
export type ConsentMethod = (typeof CONSENT_METHODS)[number]

export const CONSENT_ACTIONS = ['granted', 'withdrawn'] as const
export type ConsentAction = (typeof CONSENT_ACTIONS)[number]

/**
 * The version of the wording in messages `Consent.wording.*`. Change it whenever a sentence there changes in either
 * language: each event stores the text shown and this version, so an old agreement still reads as it was given.
 */
export const CONSENT_WORDING_VERSION = '2026-11-a'

/** The default term of consent to keep a profile, in months, when site settings leave it empty. */
export const DEFAULT_KEEP_MONTHS = 24

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value)
}

/** One key per purpose and scope: `represent:client=12:job=7`, `keep`. */
export function scopeKey(purpose: string, clientId?: string | number | null, job?: string | number | null): string {
  let key = purpose
  if (clientId !== null && clientId !== undefined && clientId !== '') key += `:client=${clientId}`
  if (job !== null && job !== undefined && job !== '') key += `:job=${job}`
  return key
}

/** `date` plus `months` calendar months (the 31st of a short month lands on its last day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, last))
  return result
}
