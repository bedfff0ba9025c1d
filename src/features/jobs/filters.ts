import { z } from 'zod'

import { employmentTypes, workplaces, type EmploymentType, type Workplace } from '@/collections/Jobs/constants'
import { searchTerms } from '@/lib/arabic'

/** Experience bands a visitor filters by, in years; a job matches a band its range overlaps. */
export const experienceBands = {
  '0-2': { min: 0, max: 2 },
  '3-5': { min: 3, max: 5 },
  '6-10': { min: 6, max: 10 },
  '10+': { min: 10, max: 99 },
} as const
export type ExperienceBand = keyof typeof experienceBands

export const MAX_QUERY_LENGTH = 100

export const JOB_SORTS = ['newest'] as const
export type JobSort = (typeof JOB_SORTS)[number]
export const JOBS_PER_PAGE = 12

export type JobFilters = {
  q: string
  terms: string[]
  industry?: string
  location?: string
  workplace?: Workplace
  type?: EmploymentType
  experience?: ExperienceBand
  /** A keyword search's order: most relevant first unless `newest` (issue 28, item 7). */
  sort?: JobSort
  /** Only jobs published in this window, ISO instants (job alerts: since the last digest). Never read from a URL. */
  published?: { after: string; until: string }
}

/** Notices shown above the results when the URL asked for something we could not honour (message keys). */
export type FilterNotice = 'queryTooLong' | 'unknownFilter' | 'badPage'

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined

/**
 * Reads /jobs' query string. Never throws: unknown values are dropped with a
 * notice, an overlong query is cut, a bad page number becomes 1.
 */
export function parseJobSearch(
  params: Record<string, string | string[] | undefined>,
  known: { industries: string[]; locations: string[] },
): { filters: JobFilters; page: number; notices: FilterNotice[] } {
  const notices = new Set<FilterNotice>()
  let q = one(params.q) ?? ''
  if (q.length > MAX_QUERY_LENGTH) {
    q = q.slice(0, MAX_QUERY_LENGTH)
    notices.add('queryTooLong')
  }
  const pick = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined => {
    if (value === undefined) return undefined
    if ((allowed as readonly string[]).includes(value)) return value as T
    notices.add('unknownFilter')
    return undefined
  }
  const rawPage = one(params.page)
  const parsedPage = z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .safeParse(rawPage ?? '1')
  if (!parsedPage.success) notices.add('badPage')

  return {
    filters: {
      q,
      terms: searchTerms(q),
      industry: pick(one(params.industry), known.industries),
      location: pick(one(params.location), known.locations),
      workplace: pick(one(params.workplace), workplaces),
      type: pick(one(params.type), employmentTypes),
      experience: pick(one(params.experience), Object.keys(experienceBands) as ExperienceBand[]),
      sort: pick(one(params.sort), JOB_SORTS),
    },
    page: parsedPage.success ? parsedPage.data : 1,
    notices: [...notices],
  }
}

/** The query string for these filters (empty values left out), for links and pagination. */
export function jobSearchQuery(filters: Partial<JobFilters>, page?: number): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  for (const key of ['industry', 'location', 'workplace', 'type', 'experience', 'sort'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
