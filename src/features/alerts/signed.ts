import type { Payload } from 'payload'

import type { JobAlert } from '@/payload-types'

import { alertStopped } from './consent'
import { tokenMatches } from './links'

/** The alert a signed link names, or null when there is none or the signature is not its. */
export async function alertBySignedLink(payload: Payload, id: unknown, token: unknown): Promise<JobAlert | null> {
  const key = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : null
  if (key === null) return null
  const alert = await payload.findByID({ collection: 'job-alerts', id: key, depth: 0, overrideAccess: true, disableErrors: true })
  return alert && tokenMatches(alert, token) ? alert : null
}

/**
 * Unsubscribes through a signed link: the alert is deleted (nothing of it is kept), and when it was the person's
 * last, their consent to job alerts is recorded as withdrawn (consent.ts). `gone` when there is no such
 * alert any more (a second click, a link from an older email), `refused` when the signature does not match.
 */
export async function unsubscribeBySignedLink(payload: Payload, id: unknown, token: unknown): Promise<'removed' | 'gone' | 'refused'> {
  const key = typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : typeof id === 'number' ? id : null
  if (key === null) return 'refused'
  const alert = await payload.findByID({ collection: 'job-alerts', id: key, depth: 0, overrideAccess: true, disableErrors: true })
  if (!alert) return 'gone'
  if (!tokenMatches(alert, token)) return 'refused'
  await payload.delete({ collection: 'job-alerts', id: key, overrideAccess: true })
  await alertStopped(payload, alert, 'email-link')
  return 'removed'
}
