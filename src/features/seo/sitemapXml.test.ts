import { describe, expect, it } from 'vitest'

import { validateSitemap } from '../../../tests/fixtures/sitemapSchema'
import { renderSitemap, SITEMAP_MAX_URLS, type SitemapUrl } from './sitemapXml'

const ORIGIN = 'https://jobs.example.com'
const url = (n: number): SitemapUrl => ({
  loc: `${ORIGIN}/en/jobs/job-${n}`,
  lastmod: `2026-11-${String(10 + (n % 10)).padStart(2, '0')}T08:00:00.000Z`,
  alternates: { en: `${ORIGIN}/en/jobs/job-${n}`, ar: `${ORIGIN}/ar/jobs/job-${n}`, 'x-default': `${ORIGIN}/en/jobs/job-${n}` },
})

describe('sitemap XML', () => {
  it('is a single valid urlset up to the limit, alternates after lastmod', async () => {
    const xml = renderSitemap([url(1), url(2)], ORIGIN)!
    expect(xml).toContain('<urlset')
    expect(await validateSitemap(xml)).toEqual({ valid: true, errors: [] })
    expect(SITEMAP_MAX_URLS).toBe(50_000)
  })

  it('becomes a valid index of valid parts above the limit, each part within it', async () => {
    const urls = Array.from({ length: 7 }, (_, i) => url(i))
    const index = renderSitemap(urls, ORIGIN, { max: 3 })!
    expect(await validateSitemap(index, 'index')).toEqual({ valid: true, errors: [] })
    const locs = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([`${ORIGIN}/sitemaps/1.xml`, `${ORIGIN}/sitemaps/2.xml`, `${ORIGIN}/sitemaps/3.xml`])
    const parts = [1, 2, 3].map((part) => renderSitemap(urls, ORIGIN, { part, max: 3 })!)
    for (const part of parts) expect(await validateSitemap(part)).toEqual({ valid: true, errors: [] })
    expect(parts.map((p) => p.match(/<url>/g)!.length)).toEqual([3, 3, 1])
    expect(parts.join('')).toContain('job-6')
    expect(renderSitemap(urls, ORIGIN, { part: 4, max: 3 })).toBeNull()
    // With no index there are no parts.
    expect(renderSitemap(urls, ORIGIN, { part: 1 })).toBeNull()
  })

  it('splits at 50,000 URLs exactly', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => url(i))
    expect(renderSitemap(urls.slice(0, SITEMAP_MAX_URLS), ORIGIN)).toContain('<urlset')
    const index = renderSitemap(urls, ORIGIN)!
    expect(index).toContain('<sitemapindex')
    expect(index.match(/<sitemap>/g)).toHaveLength(2)
    expect(renderSitemap(urls, ORIGIN, { part: 2 })!.match(/<url>/g)).toHaveLength(1)
  })

  it('escapes what XML cannot carry', async () => {
    const xml = renderSitemap([{ ...url(1), loc: `${ORIGIN}/en/jobs?q=a&b=<c>` }], ORIGIN)!
    expect(xml).toContain('<loc>https://jobs.example.com/en/jobs?q=a&amp;b=&lt;c&gt;</loc>')
    expect((await validateSitemap(xml)).valid).toBe(true)
  })

  it('the schema refuses what the protocol forbids (alternates before lastmod, a bad date, a bad hreflang)', async () => {
    const good = renderSitemap([url(1)], ORIGIN)!
    const reordered = good.replace(/(<lastmod>.*?<\/lastmod>)\n((?:<xhtml:link[^>]*>\n?)+)/, '$2$1\n')
    expect(reordered).not.toBe(good)
    expect((await validateSitemap(reordered)).valid).toBe(false)
    expect((await validateSitemap(good.replace(/<lastmod>[^<]*/, '<lastmod>yesterday'))).valid).toBe(false)
    expect((await validateSitemap(good.replace('hreflang="ar"', 'hreflang="Arabic!"'))).valid).toBe(false)
  })
})
