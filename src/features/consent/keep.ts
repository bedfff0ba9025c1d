import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { keepTokenMatches } from './links'
import { currentConsents, recordConsent } from './record'

type Candidate = { id: number; email: string; fullName?: string | null }

/** The candidate a "keep me" link names, when its token is theirs. */
export async function candidateByKeepLink(payload: Payload, id: unknown, token: unknown): Promise<Candidate | null> {
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id)) return null
  const candidate = (await payload.findByID({
    collection: 'candidates',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Candidate | null
  return candidate && keepTokenMatches(candidate, token) ? candidate : null
}

/** Until when the candidate's consent to keep holds now (null: it does not). */
export async function keptUntil(payload: Payload, candidateId: number, now = new Date()): Promise<string | null> {
  const keep = (await currentConsents(payload, candidateId, { now })).find((s) => s.scopeKey === 'keep')
  return keep?.granted ? (keep.expiresAt ?? null) : null
}

/** "Keep me": consent to keep given again from the email's link, for a new term from now. */
export async function renewKeep(payload: Payload, candidate: Candidate, locale: Locale, now = new Date()): Promise<string | null> {
  const event = await recordConsent(payload, { candidate: candidate.id, purpose: 'keep', language: locale, method: 'email-link', at: now })
  return event.expiresAt
}
