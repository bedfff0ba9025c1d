import { feedResponse } from '@/features/feeds/response'
import { locales } from '@/i18n/locales'

// Built from the database on request (the build has none); the XML itself is cached (features/feeds/queries.ts).
export const dynamic = 'force-dynamic'

/** /feeds/jobs.xml: every open job in both languages, in the XML format job aggregators read (Indeed's). */
export async function GET(request: Request) {
  return feedResponse(request, locales)
}
