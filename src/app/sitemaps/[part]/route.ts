import { sitemapEntries } from '@/features/seo/sitemap'
import { renderSitemap } from '@/features/seo/sitemapXml'
import { env } from '@/lib/env'

export const revalidate = 3600
export const dynamic = 'force-dynamic'

/** /sitemaps/{n}.xml: one part of a sitemap that needed an index. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d+)\.xml$/.exec((await params).part)
  const xml = match ? renderSitemap(await sitemapEntries(), env.serverUrl, { part: Number(match[1]) }) : null
  if (!xml) return new Response('Not found', { status: 404 })
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
  })
}
