import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JobsListing } from '@/features/jobs/components/JobsListing'
import { jobSearchOfSegment } from '@/features/jobs/searchPath'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/jobs/search/[query]'>

/**
 * `/jobs?…` as the proxy rewrites it (features/jobs/searchPath.ts): one cached page per normalised search,
 * expired with the list (tag `jobs`) and hourly. Visitors never see this path.
 */
export function generateStaticParams() {
  return []
}
export const revalidate = 3600

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { query }] = await Promise.all([pageLocale(params), params])
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  const filtered = Object.keys(jobSearchOfSegment(query)).some((key) => key !== 'page')
  return {
    title: t('jobsTitle'),
    description: t('jobsDescription'),
    alternates: alternatesFor(locale, '/jobs'),
    // Filtered result pages are for visitors; the unfiltered list is what search engines index.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  }
}

/** The list's metadata, with the staff's SEO record for it (if any) laid over it. */
export const generateMetadata = metadataWithSeo('jobs', pageMetadata)

export default async function JobSearchPage({ params }: Props) {
  const [locale, { query }] = await Promise.all([pageLocale(params), params])
  return <JobsListing locale={locale} query={jobSearchOfSegment(query)} />
}
