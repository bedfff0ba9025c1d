import type { Payload, Where } from 'payload'

import { hasConsent, recordConsent, withdrawConsent, type ConsentMethod } from '@/features/consent'
import { toLocale } from '@/i18n/locales'
import type { JobAlert } from '@/payload-types'

/**
 * Job alerts in the consent record (issue 29, purpose `alerts`, docs/PRIVACY.md). One consent per person covers
 * all their alerts:
 *
 * - given when an alert starts: a signed-in candidate's save (`form`), a visitor's confirmation link (`email-link`,
 *   the double opt-in: the address is the person, there is no account), with the sentence the form showed
 *   (`ConsentRecord.wording.alerts`) in the language the alert was made in. Already given: nothing new.
 * - withdrawn when the person stops their last alert (the email's unsubscribe link or one-click header, or deleting
 *   it on /profile): they no longer receive any.
 * - withdrawing it on /profile stops every alert of theirs (`stopAlertsOf`): their alerts and those made with
 *   their address before they had an account are deleted.
 */
type Person = { candidate?: number | null; email?: string | null }

function personOf(alert: Pick<JobAlert, 'candidate' | 'email'>): Person {
  const candidate = typeof alert.candidate === 'object' && alert.candidate ? alert.candidate.id : alert.candidate
  return candidate ? { candidate: Number(candidate) } : { email: alert.email.toLowerCase() }
}

/** Consent to job alerts, recorded when an alert starts, unless it already holds. */
export async function alertStarted(payload: Payload, alert: Pick<JobAlert, 'candidate' | 'email' | 'locale'>, method: ConsentMethod) {
  const person = personOf(alert)
  if (await hasConsent(payload, { ...person, purpose: 'alerts' })) return
  await recordConsent(payload, { ...person, purpose: 'alerts', language: toLocale(alert.locale), method })
}

/** After the person removed an alert: if none of theirs is left, their consent to job alerts is withdrawn. */
export async function alertStopped(
  payload: Payload,
  alert: Pick<JobAlert, 'candidate' | 'email' | 'locale'>,
  method: ConsentMethod,
  locale: unknown = alert.locale,
) {
  const person = personOf(alert)
  const where: Where = person.candidate ? { candidate: { equals: person.candidate } } : { email: { equals: person.email } }
  const left = await payload.count({ collection: 'job-alerts', where, overrideAccess: true })
  if (left.totalDocs > 0) return
  if (!(await hasConsent(payload, { ...person, purpose: 'alerts' }))) return
  await withdrawConsent(payload, { ...person, purpose: 'alerts', language: toLocale(locale), method })
}

/**
 * The candidate withdrew consent to job alerts: every alert of theirs stops (deleted, with those made earlier with
 * their address without an account, whose own consent is withdrawn too). Returns how many were deleted.
 */
export async function stopAlertsOf(payload: Payload, candidate: { id: number; email: string }, locale: unknown): Promise<number> {
  const email = candidate.email.toLowerCase()
  const { docs } = await payload.delete({
    collection: 'job-alerts',
    where: { or: [{ candidate: { equals: candidate.id } }, { email: { equals: email } }] },
    overrideAccess: true,
    depth: 0,
  })
  if (await hasConsent(payload, { email, purpose: 'alerts' })) {
    await withdrawConsent(payload, { email, purpose: 'alerts', language: toLocale(locale), method: 'form' })
  }
  return docs.length
}
