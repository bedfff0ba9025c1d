import { employmentTypes, workplaces } from '@/collections/Jobs/constants'
import { searchTerms } from '@/lib/arabic'

import { experienceBands, jobSearchQuery, MAX_QUERY_LENGTH, type ExperienceBand, type JobFilters } from '@/features/jobs/filters'

/** The saved search of an alert: the job board's own filters, as /jobs reads them from its URL. */
export type AlertSearch = Pick<JobFilters, 'q' | 'industry' | 'location' | 'workplace' | 'type' | 'experience'>

export const SEARCH_FIELDS = ['q', 'industry', 'location', 'workplace', 'type', 'experience'] as const

const SLUG = /^[a-z0-9-]{1,80}$/

/**
 * A search posted with the alert form, kept to what /jobs itself accepts: the keyword cut to 100 characters,
 * known values of the fixed filters, and well-formed industry and location keys (an unknown one matches nothing,
 * as on /jobs, rather than being dropped and widening the alert).
 */
export function cleanSearch(values: Partial<Record<(typeof SEARCH_FIELDS)[number], string | null | undefined>>): AlertSearch {
  const text = (value: string | null | undefined) => value?.trim() || undefined
  const oneOf = <T extends string>(value: string | null | undefined, allowed: readonly T[]) =>
    (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined
  const slug = (value: string | null | undefined) => (value && SLUG.test(value) ? value : undefined)
  return {
    q: (text(values.q) ?? '').slice(0, MAX_QUERY_LENGTH),
    industry: slug(text(values.industry)),
    location: slug(text(values.location)),
    workplace: oneOf(values.workplace, workplaces),
    type: oneOf(values.type, employmentTypes),
    experience: oneOf(values.experience, Object.keys(experienceBands) as ExperienceBand[]),
  }
}

/** The search's identity (its /jobs query string): one alert per email and search. */
export const searchKey = (search: AlertSearch): string => jobSearchQuery(search) || '?'

/** The filters the job search runs for an alert: the saved search, only jobs published in the window. */
export function alertFilters(search: AlertSearch, published?: { after: string; until: string }): JobFilters {
  return { ...search, q: search.q ?? '', terms: searchTerms(search.q ?? ''), ...(published ? { published } : {}) }
}
