import 'server-only'

import { unstable_cache } from 'next/cache'

import { brandName } from '@/lib/brand'
import { CACHE_TAGS } from '@/lib/cacheTags'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'
import type { SiteSetting } from '@/payload-types'

/**
 * Site settings for one locale, cached for public pages and expired by the
 * global's afterChange hook (tag `site-settings`).
 */
export const getSiteSettings = (locale: Locale): Promise<SiteSetting> =>
  unstable_cache(
    async () => {
      const payload = await getPayloadClient()
      return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
    },
    ['site-settings', locale],
    { tags: [CACHE_TAGS.siteSettings] },
  )()

/** The brand name shown in titles, with a safe fallback for an empty database. */
export async function getBrand(locale: Locale): Promise<string> {
  const settings = await getSiteSettings(locale)
  return brandName(locale, settings.siteName)
}
