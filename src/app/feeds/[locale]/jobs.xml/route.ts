import { hasLocale } from 'next-intl'

import { feedResponse } from '@/features/feeds/response'
import { locales } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

/** /feeds/en/jobs.xml, /feeds/ar/jobs.xml: every open job in one language. */
export async function GET(request: Request, { params }: RouteContext<'/feeds/[locale]/jobs.xml'>) {
  const { locale } = await params
  if (!hasLocale(locales, locale)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return feedResponse(request, [locale])
}
