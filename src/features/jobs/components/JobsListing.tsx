import { getTranslations } from 'next-intl/server'

import { Labelled } from '@/components/forms/Labelled'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { AlertSignup } from '@/features/alerts/components/AlertSignup'
import { Pagination } from '@/components/ui/Pagination'
import type { Locale } from '@/i18n/locales'

import { jobSearchQuery, parseJobSearch } from '../filters'
import { getTaxonomies, jobListingPage } from '../queries'
import { JobCard } from './JobCard'
import { JobsHeading } from './JobsHeading'
import { JobFiltersForm } from './JobFiltersForm'
import { JobNotices } from './JobNotices'

type Props = { locale: Locale; query: Record<string, string | string[] | undefined> }

/**
 * /jobs: open jobs, newest first, with keyword search (most relevant first, or newest: `sort`), filters and counts
 * (spec §2, §8), for a query; the words a keyword search matched are highlighted on the cards.
 */
export async function JobsListing({ locale, query }: Props) {
  const [t, taxonomies] = await Promise.all([getTranslations({ locale, namespace: 'Jobs' }), getTaxonomies(locale)])
  const {
    filters,
    page: requested,
    notices,
  } = parseJobSearch(query, {
    industries: taxonomies.industries.map((i) => i.slug),
    locations: taxonomies.locations.map((l) => l.slug),
  })
  const { listing, outOfRange } = await jobListingPage(locale, filters, requested)

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <JobsHeading locale={locale} title={t('title')} lead={t('lead')} other={{ href: '/jobs-by-date', label: t('byDateLink') }} />

      <div className="mt-6">
        <JobFiltersForm locale={locale} filters={filters} taxonomies={taxonomies} counts={listing.counts} />
      </div>

      <JobNotices locale={locale} notices={notices} outOfRange={outOfRange} requested={requested} pages={listing.pages} />

      {listing.total ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p role="status" className="text-sm font-semibold text-ink" data-testid="job-count">
            {t(listing.capped ? 'resultsCapped' : 'results', { count: listing.total })}
          </p>
          {filters.terms.length ? (
            // Part of the search form (the `form` attribute): applied on change once scripts run, else by its button.
            <Labelled
              id="job-sort"
              label={t('sortLabel')}
              className="flex items-center gap-2 text-sm"
              labelClassName="font-medium text-ink"
            >
              <select
                id="job-sort"
                name="sort"
                form="job-filters"
                defaultValue={filters.sort ?? ''}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink"
                data-testid="job-sort"
              >
                <option value="">{t('sortRelevant')}</option>
                <option value="newest">{t('sortNewest')}</option>
              </select>
              <noscript>
                <button
                  type="submit"
                  form="job-filters"
                  className="rounded-md border border-brand-300 px-3 py-1.5 font-semibold text-brand-800"
                >
                  {t('sortApply')}
                </button>
              </noscript>
            </Labelled>
          ) : null}
        </div>
      ) : null}

      {listing.jobs.length ? (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {listing.jobs.map((job) => (
            <JobCard key={job.id} job={job} locale={locale} terms={filters.terms} />
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
