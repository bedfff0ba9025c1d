import 'server-only'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { checklistFor, recommendationsFor, type Checklist, type Recommendation } from './load'

/**
 * The pages' reads. Recommendations are computed per request from bounded reads (load.ts), never cached for
 * another visitor, so they change as soon as the profile or the jobs do.
 */
export async function myRecommendations(me: CurrentCandidate, locale: Locale): Promise<Recommendation[]> {
  return recommendationsFor(await getPayloadClient(), me.id, locale)
}

/** The signed-in seeker's checklist for one job (their own profile only). */
export async function myChecklist(me: CurrentCandidate, jobId: number, locale: Locale): Promise<Checklist | null> {
  return checklistFor(await getPayloadClient(), me.id, jobId, locale)
}
