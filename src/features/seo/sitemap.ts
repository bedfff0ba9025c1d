import type { CollectionSlug } from 'payload'

import { defaultLocale, locales } from '@/i18n/locales'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { STATIC_PATHS } from '@/lib/publicPages'
import { publishedPairs } from '@/features/salary/explore'
import { loadBenchmarks } from '@/features/salary/queries'
import { alternatesFor, localizedPath } from '@/lib/seo'

import type { SitemapUrl } from './sitemapXml'

/** Collections with a public page, and the path of each document's page. */
const DOCUMENT_PAGES: { collection: CollectionSlug; path: (slug: string) => string }[] = [
  { collection: 'services', path: (slug) => `/services/${slug}` },
  { collection: 'jobs', path: (slug) => `/jobs/${slug}` },
  { collection: 'posts', path: (slug) => `/blogs/${slug}` },
  { collection: 'blog-categories', path: (slug) => `/blogs/category/${slug}` },
  { collection: 'faq-categories', path: (slug) => `/faq/${slug}` },
  { collection: 'team-members', path: (slug) => `/member/${slug}` },
  { collection: 'partners', path: (slug) => `/partners/${slug}` },
  { collection: 'assessments', path: (slug) => `/assesments/${slug}` },
]

/**
 * Paths that must never be listed, and that robots.txt disallows: the account pages, one list with the site's server
 * (server/personalPages.mjs), which never lets a cache keep them.
 */
export { ACCOUNT_PATHS as NOINDEX_PATHS } from '../../../server/personalPages.mjs'

/** The page's hreflang alternates (the same ones its <head> carries), as absolute URLs. */
function alternatesOf(path: string): Record<string, string> {
  const languages = alternatesFor(defaultLocale, path).languages as Record<string, string>
  return Object.fromEntries(Object.entries(languages).map(([lang, href]) => [lang, `${env.serverUrl}${href}`]))
}

/**
 * Every public page in both languages, each with its alternates and the
 * date its content last changed. Documents are read as a visitor, so drafts
 * and closed jobs (which the public cannot read) are left out by the same
 * access rules as the pages.
 */
export async function sitemapEntries(): Promise<SitemapUrl[]> {
  const payload = await getPayloadClient()
  const pages: { path: string; lastModified?: string }[] = STATIC_PATHS.map((path) => ({ path }))
  // The salary explorer's pages with published figures (features/salary): one per job family and country.
  for (const { family, country } of publishedPairs(await loadBenchmarks())) pages.push({ path: `/salaries/${family}/${country}` })
  const latest: string[] = []
  const found = await Promise.all(
    DOCUMENT_PAGES.map(({ collection }) =>
      payload.find({
        collection,
        overrideAccess: false,
        depth: 0,
        limit: 0,
        pagination: false,
        sort: 'id',
        select: { slug: true, updatedAt: true, seo: { noindex: true } } as never,
      }),
    ),
  )
  for (const [i, { docs }] of found.entries()) {
    const { path } = DOCUMENT_PAGES[i]!
    for (const doc of docs as unknown as { id: number; slug?: string | null; updatedAt: string; seo?: { noindex?: boolean | null } }[]) {
      // Staff hid it from search engines ("Search and sharing"): not listed either.
      if (doc.seo?.noindex) continue
      pages.push({ path: path(doc.slug || String(doc.id)), lastModified: doc.updatedAt })
      latest.push(doc.updatedAt)
    }
  }
  // Lists and the home page change when what they list changes.
  const newest = latest.sort().at(-1)
  return pages.flatMap(({ path, lastModified }) => {
    const alternates = alternatesOf(path)
    return locales.map((locale) => ({ loc: `${env.serverUrl}${localizedPath(locale, path)}`, lastmod: lastModified ?? newest, alternates }))
  })
}
