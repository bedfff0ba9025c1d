import 'server-only'

import { unstable_cache } from 'next/cache'

import { trackedJobUrl } from '@/features/applications/source'
import { openJobsWhere } from '@/access/jobs'
import type { JobWithRelations } from '@/features/jobs/queries'
import type { Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

import { renderIndeedXml, type FeedJob } from './indeedXml'

/** Jobs read per query while building a feed. */
const PAGE = 500

async function openJobs(locale: Locale): Promise<JobWithRelations[]> {
  const payload = await getPayloadClient()
  const jobs: JobWithRelations[] = []
  for (let page = 1; ; page++) {
    // As a visitor reads them: open jobs whose closing day has not passed, never drafts.
    const { docs, hasNextPage } = await payload.find({
      collection: 'jobs',
      locale,
      depth: 1,
      // Jobs staff hid from search engines stay out of feeds too.
      where: { and: [openJobsWhere(), { or: [{ 'seo.noindex': { equals: false } }, { 'seo.noindex': { exists: false } }] }] },
      sort: '-publishedAt',
      limit: PAGE,
      page,
      overrideAccess: false,
      select: { recruiterEmail: false, searchText: false },
    })
    jobs.push(...(docs as JobWithRelations[]))
    if (!hasNextPage) return jobs
  }
}

/**
 * A feed's XML: every open job in the given languages (`/feeds/jobs.xml`: both, the Arabic entries' reference
 * numbers ending in `-AR` so that each is unique, as aggregators require; `/feeds/{locale}/jobs.xml`: one, with
 * the plain reference code). Cached under the `jobs` and `site-settings` tags (lib/cacheTags.ts), so a job saved
 * in the admin is in the next request's feed, and hourly so jobs past their closing day drop out.
 */
export const jobFeed = (languages: readonly Locale[]): Promise<string> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      const entries: FeedJob[] = []
      let newest = 0
      for (const locale of languages) {
        for (const job of await openJobs(locale)) {
          newest = Math.max(newest, new Date(job.updatedAt).getTime())
          entries.push({
            job,
            locale,
            // Tracked: an application from a board that reads the feed counts as the board's (features/applications/source.ts).
            url: trackedJobUrl(`${env.serverUrl}/${locale}/jobs/${job.slug ?? job.id}`, 'feed'),
            reference: languages.length > 1 && locale !== 'en' ? `${job.referenceCode}-${locale.toUpperCase()}` : job.referenceCode,
          })
        }
      }
      const settings = await payload.findGlobal({ slug: 'site-settings', locale: languages[0], depth: 0 })
      const brand = brandName(languages[0], settings.siteName)
      return renderIndeedXml(
        { publisher: brand, publisherUrl: env.serverUrl, company: brand, lastBuildDate: new Date(newest || Date.now()) },
        entries,
      )
    },
    ['job-feed', ...languages],
    { tags: [CACHE_TAGS.jobs, CACHE_TAGS.siteSettings], revalidate: 3600 },
  )()
