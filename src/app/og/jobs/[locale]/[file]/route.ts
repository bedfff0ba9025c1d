import { hasLocale } from 'next-intl'

import { getJob } from '@/features/jobs/queries'
import { jobShareImage } from '@/features/jobs/shareImage'
import { getBrand } from '@/features/site/queries'
import { locales } from '@/i18n/locales'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/**
 * /og/jobs/{locale}/{slug}.png: the job's sharing picture in that language (features/jobs/shareImage.ts), for the
 * job page's og:image and twitter:image. The job is read through the page's own cached query (open and closed
 * jobs, never drafts); browsers and shared caches keep the picture a day.
 */
export async function GET(_request: Request, { params }: RouteContext<'/og/jobs/[locale]/[file]'>) {
  const { locale, file } = await params
  const slug = /^([a-z0-9-]{1,120})\.png$/.exec(file)?.[1]
  if (!hasLocale(locales, locale) || !slug) return notFound()
  const job = await getJob(locale, slug)
  if (!job) return notFound()
  const png = await jobShareImage({
    title: job.title,
    place: `${job.location.city} · ${job.industry.name} · ${job.referenceCode}`,
    brand: await getBrand(locale),
    locale,
  })
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400, s-maxage=86400' },
  })
}
