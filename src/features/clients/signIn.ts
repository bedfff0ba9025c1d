import type { Payload, PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { findByLinkToken, hashLinkToken, newLinkToken } from '@/lib/linkTokens'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'
import { signSessionToken } from '@/lib/sessionToken'

import { CLIENT_SESSION_MAX_AGE, SIGN_IN_LINK_MAX_AGE } from './constants'

/**
 * One-time sign-in links for client contacts (issue 30). A link carries 32 random bytes; only their SHA-256 is
 * stored (`client-sign-in-links`). It signs in once, within 30 minutes, unless revoked: a newer link revokes the
 * older ones, staff revoke one in the admin, disabling a contact revokes theirs. Opening a link shows a button
 * (a POST signs in), so a mail scanner that follows links does not use it up.
 */
const COLLECTION = 'client-contacts' as const
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export type LinkProblem = 'invalid' | 'expired' | 'used' | 'revoked'

type Contact = { id: number; email: string; name: string; preferredLocale?: string | null; status?: string | null }

/** The emailed link; `next` (a checked portal path: schema.ts `portalReturnPath`) is where signing in leads. */
export function signInUrl(locale: Locale, token: string, next?: string): string {
  return `${env.serverUrl}/${locale}/clients/sign-in/${token}${next ? `?next=${encodeURIComponent(next)}` : ''}`
}

/** A new link for the contact (older unused ones revoked), emailed in their language. Returns the token. */
export async function issueSignInLink(payload: Payload, contactId: number, localeHint?: string, next?: string): Promise<string> {
  const contact = (await payload.findByID({ collection: COLLECTION, id: contactId, depth: 0, overrideAccess: true })) as unknown as Contact
  const now = new Date()
  await payload.update({
    collection: 'client-sign-in-links',
    where: { and: [{ contact: { equals: contactId } }, { usedAt: { exists: false } }, { revokedAt: { exists: false } }] },
    data: { revokedAt: now.toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  const token = newLinkToken()
  await payload.create({
    collection: 'client-sign-in-links',
    data: {
      contact: contactId,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MAX_AGE * 1000).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  const locale = toLocale(contact.preferredLocale ?? localeHint)
  const t = translator(locale, 'Clients.emails')
  const link = signInUrl(locale, token, next)
  const brand = brandName(locale)
  await payload.sendEmail({
    to: contact.email,
    subject: t('signInSubject', { brand }),
    text: `${t('signInBody', { name: contact.name, brand, minutes: SIGN_IN_LINK_MAX_AGE / 60 })}\n\n${link}`,
    html: emailHtml(locale, t('signInBody', { name: contact.name, brand, minutes: SIGN_IN_LINK_MAX_AGE / 60 }), {
      href: link,
      label: t('signInButton'),
    }),
  })
  return token
}

/**
 * A visitor asks for a link: counted per address (refused past the limit: `RateLimitedError`), then, if the email
 * names an active contact, one email a minute at most. The answer is the same whether or not anyone has that email.
 */
export async function requestSignInLink(payload: Payload, email: string, locale: Locale, address: string, next?: string): Promise<void> {
  await consumeRateLimit('portalLink', address)
  const normalized = email.trim().toLowerCase()
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ email: { equals: normalized } }, { status: { equals: 'active' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const contact = docs[0]
  if (!contact) return
  try {
    await consumeRateLimit('portalLinkEmail', `${COLLECTION}:${contact.id}`)
  } catch (error) {
    if (error instanceof RateLimitedError) return
    throw error
  }
  await issueSignInLink(payload, contact.id, locale, next)
}

/** What a link is, without using it (the page behind the link says so before the button). */
export async function inspectLink(
  payload: Payload,
  token: string,
): Promise<{ ok: true; contactId: number } | { ok: false; problem: LinkProblem }> {
  if (!TOKEN.test(token)) return { ok: false, problem: 'invalid' }
  const link = await findByLinkToken(payload, 'client-sign-in-links', token)
  if (!link) return { ok: false, problem: 'invalid' }
  if (link.usedAt) return { ok: false, problem: 'used' }
  if (link.revokedAt) return { ok: false, problem: 'revoked' }
  if (new Date(link.expiresAt).getTime() <= Date.now()) return { ok: false, problem: 'expired' }
  const contactId = typeof link.contact === 'object' ? link.contact.id : link.contact
  const contact = (await payload.findByID({
    collection: COLLECTION,
    id: contactId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Contact | null
  if (!contact || contact.status !== 'active') return { ok: false, problem: 'revoked' }
  return { ok: true, contactId }
}

export type PortalSession = { token: string; exp: number; contactId: number }

/**
 * Uses a link: marks it used (only if nobody used it first: two clicks at once sign in once) and starts a 12-hour
 * session on the contact. Returns the session's token for the `nk_client` cookie, or what is wrong with the link.
 */
export async function redeemSignInLink(
  payload: Payload,
  token: string,
  req?: Partial<PayloadRequest>,
): Promise<{ ok: true; session: PortalSession } | { ok: false; problem: LinkProblem }> {
  const found = await inspectLink(payload, token)
  if (!found.ok) return found
  const used = await payload.update({
    collection: 'client-sign-in-links',
    where: { and: [{ tokenHash: { equals: hashLinkToken(token) } }, { usedAt: { exists: false } }, { revokedAt: { exists: false } }] },
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (used.docs.length !== 1) return { ok: false, problem: 'used' }
  return { ok: true, session: await startPortalSession(payload, found.contactId) }
}

/** A session on the contact and its JWT (Payload's own strategy and `clientContactStrategy` accept it). */
export async function startPortalSession(payload: Payload, contactId: number): Promise<PortalSession> {
  const contact = (await payload.findByID({
    collection: COLLECTION,
    id: contactId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as unknown as Contact & Record<string, unknown>
  const collectionConfig = payload.collections[COLLECTION].config
  const { sid } = await addSessionToUser({
    collectionConfig,
    payload,
    req: { payload } as PayloadRequest,
    user: { ...contact, collection: COLLECTION } as never,
  })
  if (!sid) throw new Error('Sessions are off for client contacts')
  const { token, exp } = await signSessionToken(payload, COLLECTION, contact, sid, CLIENT_SESSION_MAX_AGE)
  return { token, exp, contactId }
}

/** Ends the session a portal token names (sign-out). */
export async function endPortalSession(payload: Payload, contactId: number, sid: string | undefined): Promise<void> {
  if (!sid) return
  const contact = (await payload.findByID({
    collection: COLLECTION,
    id: contactId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as (Contact & { sessions?: { id: string }[] | null }) | null
  if (!contact) return
  const sessions = (contact.sessions ?? []).filter((s) => s.id !== sid)
  await payload.db.updateOne({ collection: COLLECTION, id: contactId, data: { sessions }, returning: false })
}

export const portalSessionCookie = (value: string, maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.cookieSecure,
  path: '/',
  maxAge,
  value,
})

export { SIGN_IN_LINK_MAX_AGE }
