/**
 * sitemaps.org 0.9 XML, written here rather than by Next's metadata route:
 * Next puts the xhtml:link alternates before <lastmod>, which the
 * sitemaps.org schema does not allow (extensions come last), and it has no
 * index at /sitemap.xml once the URLs must be split.
 */

/** The protocol's limit per file; above it /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapUrl = { loc: string; lastmod?: string; alternates: Record<string, string> }

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(({ loc, lastmod, alternates }) =>
      [
        '<url>',
        `<loc>${escape(loc)}</loc>`,
        ...(lastmod ? [`<lastmod>${escape(lastmod)}</lastmod>`] : []),
        ...Object.entries(alternates).map(
          ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(href)}" />`,
        ),
        '</url>',
      ].join('\n'),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

export function sitemapIndexXml(parts: { loc: string; lastmod?: string }[]): string {
  const body = parts
    .map(({ loc, lastmod }) =>
      ['<sitemap>', `<loc>${escape(loc)}</loc>`, ...(lastmod ? [`<lastmod>${escape(lastmod)}</lastmod>`] : []), '</sitemap>'].join('\n'),
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

/** Splits the URLs into parts of at most `max`; one part means no index is needed. */
export function splitSitemap(urls: SitemapUrl[], max = SITEMAP_MAX_URLS): SitemapUrl[][] {
  const parts: SitemapUrl[][] = []
  for (let i = 0; i < urls.length; i += max) parts.push(urls.slice(i, i + max))
  return parts.length ? parts : [[]]
}

const newest = (urls: SitemapUrl[]) =>
  urls
    .map((u) => u.lastmod)
    .filter(Boolean)
    .sort()
    .at(-1)

/**
 * /sitemap.xml: the urlset itself, or an index of /sitemaps/{n}.xml when
 * there are more than `max` URLs. `part` (1-based) renders one part.
 */
export function renderSitemap(urls: SitemapUrl[], origin: string, { part, max = SITEMAP_MAX_URLS }: { part?: number; max?: number } = {}) {
  const parts = splitSitemap(urls, max)
  if (part !== undefined) {
    const chunk = parts.length > 1 ? parts[part - 1] : undefined
    return chunk ? urlsetXml(chunk) : null
  }
  if (parts.length === 1) return urlsetXml(parts[0]!)
  return sitemapIndexXml(parts.map((chunk, i) => ({ loc: `${origin}/sitemaps/${i + 1}.xml`, lastmod: newest(chunk) })))
}
