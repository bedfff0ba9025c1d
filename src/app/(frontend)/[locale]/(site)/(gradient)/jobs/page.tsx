import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { Pagination } from '@/components/ui/Pagination'
import { JobCard } from '@/features/jobs/components/JobCard'
import { JobFiltersForm } from '@/features/jobs/components/JobFiltersForm'
import { jobSearchQuery, parseJobSearch } from '@/features/jobs/filters'
import { getTaxonomies, jobListingPage } from '@/features/jobs/queries'
import { metadataWithSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'
import { JobNotices } from '@/features/jobs/components/JobNotices'
import { AlertSignup } from '@/features/alerts/components/AlertSignup'

type Props = PageProps<'/[locale]/jobs'>

/**
 * The list depends on the query string, so it renders per request; the
 * queries behind it are cached (tag `jobs`) and expired when staff save a job.
 */
export const dynamic = 'force-dynamic'

async function pageMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'Metadata' })
  const filtered = Object.keys(query).some((key) => key !== 'page')
  return {
    title: t('jobsTitle'),
    description: t('jobsDescription'),
    alternates: alternatesFor(locale, '/jobs'),
    // Filtered result pages are for visitors; the unfiltered list is what search engines index.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  }
}

/** /jobs: open jobs, newest first, with keyword search, filters and counts (spec §2, §8). */
export default async function JobsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, taxonomies] = await Promise.all([getTranslations({ locale, namespace: 'Jobs' }), getTaxonomies(locale)])
  const {
    filters,
    page: requested,
    notices,
  } = parseJobSearch(await searchParams, {
    industries: taxonomies.industries.map((i) => i.slug),
    locations: taxonomies.locations.map((l) => l.slug),
  })
  const { listing, outOfRange } = await jobListingPage(locale, filters, requested)

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-muted">
        {t('lead')}{' '}
        <LocaleLink locale={locale} href="/jobs-by-date" className="font-semibold text-brand-700 underline">
          {t('byDateLink')}
        </LocaleLink>
      </p>

      <div className="mt-6">
        <JobFiltersForm locale={locale} filters={filters} taxonomies={taxonomies} counts={listing.counts} />
      </div>

      <JobNotices locale={locale} notices={notices} outOfRange={outOfRange} requested={requested} pages={listing.pages} />

      {listing.total ? (
        <p role="status" className="mt-6 text-sm font-semibold text-ink" data-testid="job-count">
          {t(listing.capped ? 'resultsCapped' : 'results', { count: listing.total })}
        </p>
      ) : null}

      {listing.jobs.length ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {listing.jobs.map((job) => (
            <JobCard key={job.id} job={job} locale={locale} />
          ))}
        </div>
      ) : (
        <div role="status" className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center" data-testid="no-jobs">
          <p className="text-lg font-semibold text-ink">{t('noJobs')}</p>
          <p className="mt-1 text-muted">{t('noJobsHint')}</p>
          <LocaleLink locale={locale} href="/jobs" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('clearFilters')}
          </LocaleLink>
        </div>
      )}

      <Pagination locale={locale} page={listing.page} pages={listing.pages} hrefFor={(n) => `/jobs${jobSearchQuery(filters, n)}`} />

      <AlertSignup
        locale={locale}
        search={{
          q: filters.q,
          industry: filters.industry,
          location: filters.location,
          workplace: filters.workplace,
          type: filters.type,
          experience: filters.experience,
        }}
      />
    </div>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('jobs', pageMetadata)
