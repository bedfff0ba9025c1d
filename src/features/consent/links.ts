import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

/**
 * The "keep me" link of the reminder and warning emails: `/{locale}/keep-profile?c=<candidate>&t=<token>`, an HMAC
 * of the candidate's id and email with the site's secret. The page it opens has one button (a POST), which renews
 * consent to keep; a link scanner that only fetches the page changes nothing.
 */
export function keepToken(candidate: { id: number | string; email: string }): string {
  return createHmac('sha256', env.payloadSecret).update(`keep-profile:${candidate.id}:${candidate.email.toLowerCase()}`).digest('base64url')
}

export function keepTokenMatches(candidate: { id: number | string; email: string }, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false
  const expected = Buffer.from(keepToken(candidate))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const keepUrl = (candidate: { id: number | string; email: string }, locale: Locale) =>
  `${env.serverUrl}/${locale}/keep-profile?c=${candidate.id}&t=${keepToken(candidate)}`
