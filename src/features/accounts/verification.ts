import { createHmac, timingSafeEqual } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'

/**
 * Confirming a candidate's email address (issue 28, item 11). Signing up with a password sends a welcome that asks
 * the candidate to open a link; until they do, `emailVerified` is `false` and the site sends that address no job
 * alerts and no news of applications (interviews, status changes, reminders). Google and LinkedIn sign-ins come with
 * an address the provider has verified, so those accounts start confirmed. Changing the address asks again.
 *
 * Payload's own `auth.verify` was looked at and not used: it refuses every sign-in until the link is opened (its login
 * operation and JWT strategy both check `_verified`), which would stop a visitor who signs up halfway through an
 * application. Here the account works at once; only the emails wait.
 *
 * Accounts from before this existed have no value (null) and count as confirmed: their address has been receiving
 * these emails all along. The link is signed (HMAC with the site's secret) over the account, its current address and
 * an expiry, so nothing is stored, an old link dies when the address changes, and it works for seven days.
 */

export const VERIFY_LINK_DAYS = 7

type Addressee = { id: number; email: string; emailVerified?: boolean | null }

/** Whether alerts and application emails may go to this candidate's address. */
export const addressConfirmed = (candidate: { emailVerified?: boolean | null } | null | undefined): boolean =>
  Boolean(candidate) && candidate!.emailVerified !== false

const sign = (id: number, email: string, expires: number) =>
  createHmac('sha256', env.payloadSecret).update(`verify-email:${id}:${email.toLowerCase()}:${expires}`).digest('base64url')

/** `{id}.{expiry}.{signature}`: the token of the emailed link. */
export function verificationToken(candidate: Addressee, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFY_LINK_DAYS * 86_400
  return `${candidate.id}.${expires}.${sign(candidate.id, candidate.email, expires)}`
}

export const verificationLink = (candidate: Addressee, locale: Locale) =>
  `${env.serverUrl}/${locale}/verify-email/confirm?token=${verificationToken(candidate)}`

/** The welcome and confirmation email, in the candidate's language. */
export async function sendVerificationEmail(payload: Payload, candidate: Addressee & { fullName?: string | null }, locale: Locale) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
  const brand = brandName(locale, settings.siteName)
  const t = translator(locale, 'Emails')
  const link = verificationLink(candidate, locale)
  const body = t('verifyBody', { name: candidate.fullName ?? '', brand, link, days: VERIFY_LINK_DAYS })
  await payload.sendEmail({
    to: candidate.email,
    subject: t('verifySubject', { brand }),
    text: body,
    html: emailHtml(locale, body, { href: link, label: t('verifyButton') }),
  })
}

export type ConfirmResult = 'confirmed' | 'expired' | 'invalid'

/** Opens a link: marks the address confirmed when the signature is this account's and its current address's. */
export async function confirmEmail(payload: Payload, token: unknown, now = Date.now()): Promise<ConfirmResult> {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  const match = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return 'invalid'
  const [id, expires, signature] = [Number(match[1]), Number(match[2]), match[3]!]
  const candidate = await payload.findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!candidate?.email) return 'invalid'
  const expected = Buffer.from(sign(candidate.id, candidate.email, expires))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid'
  if (candidate.emailVerified !== false) return 'confirmed'
  if (expires * 1000 < now) return 'expired'
  await payload.update({
    collection: 'candidates',
    id,
    data: { emailVerified: true },
    overrideAccess: true,
    depth: 0,
    context: { emailConfirmed: true },
  })
  return 'confirmed'
}

/**
 * Collection hook (candidates): a new account waits for its address to be confirmed, unless the server made it
 * confirmed (a Google or LinkedIn sign-in, staff, fixtures); a changed address waits again.
 */
export const awaitConfirmation: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation === 'create') return { ...data, emailVerified: data.emailVerified === true }
  const before = originalDoc as { email?: string; emailVerified?: boolean | null } | undefined
  if (typeof data.email === 'string' && before?.email && data.email.toLowerCase() !== before.email.toLowerCase()) {
    return { ...data, emailVerified: false }
  }
  return data
}

/** Collection hook (candidates): after sign-up or an address change, the email with the link (never awaited). */
export const sendConfirmation: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  const candidate = doc as Addressee & { fullName?: string | null; preferredLocale?: string | null }
  const changed = operation === 'update' && (previousDoc as Addressee | undefined)?.email?.toLowerCase() !== candidate.email?.toLowerCase()
  if (candidate.emailVerified !== false || !candidate.email || (operation === 'update' && !changed)) return doc
  const locale = toLocale(candidate.preferredLocale ?? req.locale)
  const { payload } = req
  void sendVerificationEmail(payload, candidate, locale).catch((error: unknown) =>
    payload.logger.error({ err: error }, `Could not send the address confirmation to candidate ${candidate.id}`),
  )
  return doc
}
