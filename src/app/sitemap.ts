import type { MetadataRoute } from 'next'

import { sitemapEntries } from '@/features/seo/sitemap'

/** /sitemap.xml, built from the database on request (the build has none), cached for an hour. */
export const revalidate = 3600
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries()
}
