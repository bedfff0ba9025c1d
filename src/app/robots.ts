import type { MetadataRoute } from 'next'

import { NOINDEX_PATHS } from '@/features/seo/sitemap'
import { locales } from '@/i18n/locales'
import { env } from '@/lib/env'

/** Built per request: the sitemap's address depends on SERVER_URL at run time, not at build time. */
export const dynamic = 'force-dynamic'

/** /robots.txt: the public site is open; the admin, the API and account pages are not. */
export default function robots(): MetadataRoute.Robots {
  const accountPaths = locales.flatMap((l) => NOINDEX_PATHS.map((p) => `/${l}${p}`))
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', ...accountPaths] }],
    sitemap: `${env.serverUrl}/sitemap.xml`,
    host: env.serverUrl,
  }
}
