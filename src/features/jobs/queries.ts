import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cacheTags'
import { readForPage } from '@/lib/http/pageErrors'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { Industry, Job, Location } from '@/payload-types'

import { JOBS_PER_PAGE, type JobFilters } from './filters'
import { facetCounts, findOpenJobIds, type FacetCounts } from './search'
import { bySlugOrId } from '@/lib/bySlugOrId'
import { similarJobIds } from '@/features/matching'

/**
 * Cached reads for the job board. Everything is tagged `jobs` (expired when
 * staff change a job, industry or location) and also refreshed hourly, so
 * jobs whose closing day passes drop off without anyone saving.
 */
const cacheOptions = { tags: [CACHE_TAGS.jobs], revalidate: 3600 }

export type JobWithRelations = Omit<Job, 'industry' | 'location'> & { industry: Industry; location: Location }

export type Taxonomies = { industries: Industry[]; locations: Location[] }

export const getTaxonomies = (locale: Locale): Promise<Taxonomies> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const [industries, locations] = await Promise.all([
        payload.find({ collection: 'industries', locale, sort: 'name', limit: 200, depth: 0, overrideAccess: false }),
        payload.find({ collection: 'locations', locale, sort: 'city', limit: 200, depth: 0, overrideAccess: false }),
      ])
      return { industries: industries.docs, locations: locations.docs }
    },
    ['job-taxonomies', locale],
    cacheOptions,
  )()

async function loadJobs(locale: Locale, ids: number[]): Promise<JobWithRelations[]> {
  if (!ids.length) return []
  const payload = await getPayloadClient()
  // Public access: only open jobs come back, whatever the ids.
  const { docs } = await payload.find({
    collection: 'jobs',
    locale,
    where: { id: { in: ids } },
    depth: 1,
    limit: ids.length,
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc as JobWithRelations]))
  return ids.map((id) => byId.get(id)).filter((doc): doc is JobWithRelations => Boolean(doc))
}

export type JobListing = {
  jobs: JobWithRelations[]
  total: number
  /** More jobs match the keywords than the search ranks: `total` is the cap ("1,000+"). */
  capped: boolean
  pages: number
  page: number
  /** Per filter value; none when the keywords match more jobs than the search ranks (counting them all is what the cap avoids). */
  counts: FacetCounts | null
}

export const getJobListing = (locale: Locale, filters: JobFilters, page: number, perPage: number): Promise<JobListing> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const found = findOpenJobIds(payload, filters, { page, perPage })
      const [{ ids, total, capped }, counts] = await Promise.all([
        found,
        filters.terms.length ? found.then((f) => (f.capped ? null : facetCounts(payload, filters))) : facetCounts(payload, filters),
      ])
      return { jobs: await loadJobs(locale, ids), total, capped, pages: Math.max(1, Math.ceil(total / perPage)), page, counts }
    },
    ['job-listing', locale, JSON.stringify(filters), String(page), String(perPage)],
    cacheOptions,
  )()

/**
 * A job by slug (or numeric id) for its page: open and closed jobs, never
 * drafts. Closed ones are shown as closed; the recruiter's email is removed.
 */
export const getJob = (locale: Locale, slugOrId: string): Promise<JobWithRelations | null> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'jobs',
        locale,
        depth: 1,
        limit: 1,
        // Read next to the data, with the rule written out: drafts never.
        overrideAccess: true,
        where: { and: [bySlugOrId(slugOrId), { status: { not_equals: 'draft' } }] },
        select: { recruiterEmail: false, searchText: false, searchStems: false },
      })
      return (docs[0] as JobWithRelations | undefined) ?? null
    },
    ['job', locale, slugOrId],
    cacheOptions,
  )()

/**
 * Up to `limit` other open jobs most like this one by title words, skills, industry and location (the matching
 * module's `similarJobIds`), read with public access. Read with the page (and cached with it, tag `jobs`), so the
 * job page stays cacheable.
 */
export const getSimilarJobs = (locale: Locale, job: JobWithRelations, limit = 3): Promise<JobWithRelations[]> =>
  unstable_cache(
    async () => loadJobs(locale, await similarJobIds(await getPayloadClient(), job.id, limit)),
    ['similar-jobs', locale, String(job.id), String(limit)],
    cacheOptions,
  )()

/** A page of the job board (/jobs, /jobs-by-date); a page past the last shows the last one and says so. */
export function jobListingPage(locale: Locale, filters: JobFilters, requested: number) {
  return readForPage(async () => {
    const first = await getJobListing(locale, filters, requested, JOBS_PER_PAGE)
    const outOfRange = requested > first.pages
    return { listing: outOfRange ? await getJobListing(locale, filters, first.pages, JOBS_PER_PAGE) : first, outOfRange }
  })
}
