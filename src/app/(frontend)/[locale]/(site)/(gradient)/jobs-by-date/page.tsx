import { getTranslations } from 'next-intl/server'

import { Pagination } from '@/components/ui/Pagination'
import { JobCard } from '@/features/jobs/components/JobCard'
import { JobsHeading } from '@/features/jobs/components/JobsHeading'
import { jobSearchQuery, parseJobSearch } from '@/features/jobs/filters'
import { dayKey, formatDate } from '@/lib/format'
import { jobListingPage } from '@/features/jobs/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { JobNotices } from '@/features/jobs/components/JobNotices'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/jobs-by-date'>

/**
 * The list depends on the query string, so it renders per request; the
 * queries behind it are cached (tag `jobs`) and expired when staff save a job.
 */
export const dynamic = 'force-dynamic'

const pageMetadata = messagesMetadata('Metadata', 'jobsByDateTitle', { description: 'jobsByDateDescription', path: '/jobs-by-date' })

/** /jobs-by-date: open jobs grouped by the day they opened, newest first, paginated like /jobs. */
export default async function JobsByDatePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  const { filters, page: requested, notices } = parseJobSearch({ page: (await searchParams).page }, { industries: [], locations: [] })
  const { listing, outOfRange } = await jobListingPage(locale, filters, requested)

  const days = new Map<string, typeof listing.jobs>()
  for (const job of listing.jobs) {
    const key = dayKey(job.openingDate)
    days.set(key, [...(days.get(key) ?? []), job])
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <JobsHeading locale={locale} title={t('byDateTitle')} lead={t('byDateLead')} other={{ href: '/jobs', label: t('listLink') }} />
      <JobNotices locale={locale} notices={notices} outOfRange={outOfRange} requested={requested} pages={listing.pages} />
      {listing.jobs.length ? (
        [...days].map(([key, jobs]) => (
          <section key={key} aria-labelledby={`day-${key}`} className="mt-8" data-testid="job-day">
            <h2 id={`day-${key}`} className="flex items-baseline gap-3 border-b border-slate-200 pb-2 text-xl font-bold text-brand-900">
              <time dateTime={key}>{formatDate(jobs[0]!.openingDate, locale)}</time>
              <span className="text-sm font-medium text-muted">{t('jobsOnDay', { count: jobs.length })}</span>
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {jobs.map((job) => (
                <JobCard key={job.id} job={job} locale={locale} headingLevel={3} />
              ))}
            </div>
          </section>
        ))
      ) : (
        <p className="mt-8 text-lg font-semibold" data-testid="no-jobs">
          {t('noJobs')}
        </p>
      )}
      <Pagination locale={locale} page={listing.page} pages={listing.pages} hrefFor={(n) => `/jobs-by-date${jobSearchQuery({}, n)}`} />
    </div>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('jobs-by-date', pageMetadata)
