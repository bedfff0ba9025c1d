import { JobsListing } from '@/features/jobs/components/JobsListing'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/jobs'>

/**
 * The bare list is one cached page, expired when staff save a job (tag `jobs`, via its queries) and hourly for
 * closing dates. A query string is rewritten by the proxy to the search page (`jobs/search/[query]`), cached per
 * normalised search.
 */
export const revalidate = 3600

const pageMetadata = messagesMetadata('Metadata', 'jobsTitle', { description: 'jobsDescription', path: '/jobs' })

/** /jobs: open jobs, newest first, with keyword search, filters and counts (spec §2, §8). */
export default async function JobsPage({ params }: Props) {
  const locale = await pageLocale(params)
  return <JobsListing locale={locale} query={{}} />
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('jobs', pageMetadata)
