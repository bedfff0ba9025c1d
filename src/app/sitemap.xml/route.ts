import { sitemapEntries } from '@/features/seo/sitemap'
import { renderSitemap } from '@/features/seo/sitemapXml'
import { env } from '@/lib/env'

/** Built from the database on request (the build has none), then cached for an hour. */
export const revalidate = 3600
export const dynamic = 'force-dynamic'

/** /sitemap.xml (spec §2): every public page in both languages, or an index of parts above 50,000 URLs. */
export async function GET() {
  const xml = renderSitemap(await sitemapEntries(), env.serverUrl)!
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
  })
}
