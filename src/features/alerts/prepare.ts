import type { CollectionBeforeChangeHook } from 'payload'

import { isCandidate } from '@/access/candidates'
import { toLocale } from '@/i18n/locales'

import { ALERT_FREQUENCIES, DIGEST_INTERVAL_MS, type AlertFrequency } from './constants'
import { cleanSearch, searchKey } from './search'

/** When the digest after one sent (or started) at `from` is due. */
export const nextDigestAt = (from: Date | string, frequency: AlertFrequency): string =>
  new Date(new Date(from).getTime() + DIGEST_INTERVAL_MS[frequency]).toISOString()

/**
 * job-alerts beforeChange, on every path: the search is kept to what /jobs accepts and keyed; a candidate's alert
 * (made through the API as themself, the one-click save) is theirs, in the language they saved it in, and active at
 * once (they are signed in: no email to confirm); a new frequency moves the next digest.
 */
export const prepareAlert: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data }
  const search = cleanSearch(merged)
  const next: Record<string, unknown> = { ...data, ...search, searchKey: searchKey(search) }
  // A frequency the field does not allow is refused by its validation, which runs after this hook: schedule as
  // daily meanwhile (an unknown one made the schedule an invalid date, a 500).
  const frequency: AlertFrequency = (ALERT_FREQUENCIES as readonly unknown[]).includes(merged.frequency) ? merged.frequency : 'daily'
  if (operation === 'create' && isCandidate(req.user)) {
    const now = new Date().toISOString()
    Object.assign(next, {
      candidate: req.user.id,
      email: String((req.user as { email?: string }).email ?? '').toLowerCase(),
      locale: toLocale(req.locale),
      status: 'active',
      confirmedAt: now,
      digestThrough: now,
      nextDigestAt: nextDigestAt(now, frequency),
      sentCount: 0,
    })
  }
  if (operation === 'update' && data.frequency && data.frequency !== originalDoc?.frequency && merged.status === 'active') {
    next.nextDigestAt = nextDigestAt(merged.digestThrough ?? new Date(), frequency)
  }
  return next
}
