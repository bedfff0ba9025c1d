import 'server-only'

import { createHash } from 'node:crypto'

import type { Locale } from '@/i18n/locales'

import { jobFeed } from './queries'

/**
 * A feed as an HTTP answer: XML with an ETag, so an aggregator polling an unchanged feed gets a 304 and no body;
 * shared caches may keep it five minutes.
 */
export async function feedResponse(request: Request, languages: readonly Locale[]): Promise<Response> {
  const xml = await jobFeed(languages)
  const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': 'public, max-age=0, s-maxage=300',
    ETag: etag,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(xml, { headers })
}
