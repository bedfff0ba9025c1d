import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

/** What a signed link is made from: the alert's id, its address and when it was made (so a reused id gets new links). */
export type Signable = { id: number; email: string; createdAt: string }

/**
 * The signature in an alert's links: an HMAC of the alert with the site's secret. A visitor has no account, so the
 * link is what proves the alert is theirs (confirm, change, unsubscribe); nothing else manages a visitor's alert.
 */
export function alertToken(alert: Signable): string {
  return createHmac('sha256', env.payloadSecret)
    .update(`job-alert:${alert.id}:${alert.email.toLowerCase()}:${new Date(alert.createdAt).toISOString()}`)
    .digest('base64url')
}

export function tokenMatches(alert: Signable, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(alertToken(alert))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The alert's page: confirm a new alert, change how often, unsubscribe (`/{locale}/alerts/{id}?token=`). */
export const manageUrl = (alert: Signable, locale: Locale) => `${env.serverUrl}/${locale}/alerts/${alert.id}?token=${alertToken(alert)}`

/** The visible "Unsubscribe" link of every email: a page with one button, no sign-in. */
export const unsubscribeUrl = (alert: Signable, locale: Locale) =>
  `${env.serverUrl}/${locale}/alerts/${alert.id}/unsubscribe?token=${alertToken(alert)}`

/** RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` here. */
export const oneClickUrl = (alert: Signable, locale: Locale) =>
  `${env.serverUrl}/api/job-alerts/unsubscribe?alert=${alert.id}&token=${alertToken(alert)}&locale=${locale}`

/** The headers every alert email carries (RFC 2369 and RFC 8058). */
export const unsubscribeHeaders = (alert: Signable, locale: Locale): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUrl(alert, locale)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
