import 'server-only'

import type { CurrentCandidate } from '@/features/accounts/current'
import { jobSearchQuery } from '@/features/jobs/filters'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { JobAlert } from '@/payload-types'

import { describeSearch, taxonomyNames } from './describe'
import { cleanSearch } from './search'
import { alertBySignedLink } from './signed'

/** An alert as its pages show it: the row, its search in words, and the /jobs link of that search. */
export type AlertView = { alert: JobAlert; description: string; jobsHref: string }

async function view(alerts: JobAlert[], locale: Locale): Promise<AlertView[]> {
  if (!alerts.length) return []
  const names = await taxonomyNames(await getPayloadClient(), locale)
  return alerts.map((alert) => {
    const search = cleanSearch(alert)
    return { alert, description: describeSearch(search, locale, names), jobsHref: `/${locale}/jobs${jobSearchQuery(search)}` }
  })
}

/** The alert a signed link names (per request, never cached), or null. */
export async function signedAlert(id: string, token: string | undefined, locale: Locale): Promise<AlertView | null> {
  const alert = await alertBySignedLink(await getPayloadClient(), id, token)
  return alert ? ((await view([alert], locale))[0] ?? null) : null
}

/** The signed-in candidate's alerts, newest first, read as them (the collection's access rules decide). */
export async function myAlerts(candidate: CurrentCandidate, locale: Locale): Promise<AlertView[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'job-alerts',
    user: candidate,
    overrideAccess: false,
    depth: 0,
    limit: 100,
    sort: '-createdAt',
  })
  return view(docs, locale)
}
