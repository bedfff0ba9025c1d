import 'server-only'

import { unstable_cache } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { CACHE_TAGS } from '@/lib/cacheTags'
import { agencyDay, agencyDayStart } from '@/lib/dates'
import { getPayloadClient } from '@/lib/payload'
import type { OpenDay } from '@/payload-types'

/** How many open days the public list shows at most. */
export const OPEN_DAYS_SHOWN = 20

/**
 * The open days from the start of the agency's `today` (midnight in Riyadh; an ISO day, so the cache key changes once
 * a day) on, soonest first, as a visitor may read them. Cached under the `content` tag, which the collection's hooks
 * expire when staff save.
 */
export const getUpcomingOpenDays = (locale: Locale, today: string = agencyDay(new Date())) =>
  unstable_cache(
    async (): Promise<OpenDay[]> => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'open-days',
        locale,
        where: { startsAt: { greater_than_equal: agencyDayStart(today) } },
        sort: 'startsAt',
        limit: OPEN_DAYS_SHOWN,
        depth: 0,
        overrideAccess: false,
        pagination: false,
      })
      return docs
    },
    ['open-days', locale, today],
    { tags: [CACHE_TAGS.content], revalidate: 3600 },
  )()
