import { getTranslations } from 'next-intl/server'

import { employmentTypes, workplaces } from '@/collections/Jobs/constants'
import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'

import { experienceBands, MAX_QUERY_LENGTH, type JobFilters } from '../filters'
import type { Taxonomies } from '../queries'
import type { FacetCounts } from '../search'
import { jobLabels } from './JobMeta'
import { ResetOnReturn } from './ResetOnReturn'

type Props = { locale: Locale; filters: JobFilters; taxonomies: Taxonomies; counts: FacetCounts | null }

/**
 * Keyword and filters as a plain GET form: it works without JavaScript, the
 * URL carries every filter (shareable, back button works), and each option
 * shows how many jobs it would give. The controls always show the URL's
 * filters, on Back and Forward too (ResetOnReturn).
 */
export async function JobFiltersForm({ locale, filters, taxonomies, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  // No counts when the keywords match more jobs than the search counts (features/jobs/search.ts): labels alone.
  const option = (label: string, count: number | undefined) => (counts ? t('optionCount', { label, count: count ?? 0 }) : label)
  const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink'
  const labelClass = 'block text-sm font-medium text-ink'
  const hasFilters = Boolean(filters.q || filters.industry || filters.location || filters.workplace || filters.type || filters.experience)

  return (
    <form
      id="job-filters"
      method="get"
      role="search"
      autoComplete="off"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="job-filters"
    >
      <ResetOnReturn formId="job-filters" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="job-q" className={labelClass}>
            {t('searchLabel')}
          </label>
          <input
            id="job-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('searchPlaceholder')}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t('search')}
        </button>
      </div>
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{t('filters')}</legend>
        <div>
          <label htmlFor="job-industry" className={labelClass}>
            {t('industry')}
          </label>
          <select id="job-industry" name="industry" defaultValue={filters.industry ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {taxonomies.industries.map((industry) => (
              <option key={industry.id} value={industry.slug}>
                {option(industry.name, counts?.industry[String(industry.id)])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="job-location" className={labelClass}>
            {t('location')}
          </label>
          <select id="job-location" name="location" defaultValue={filters.location ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {taxonomies.locations.map((location) => (
              <option key={location.id} value={location.slug}>
                {option(location.city, counts?.location[String(location.id)])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="job-workplace" className={labelClass}>
            {t('workplace')}
          </label>
          <select id="job-workplace" name="workplace" defaultValue={filters.workplace ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {workplaces.map((value) => (
              <option key={value} value={value}>
                {option(jobLabels({ workplace: value, employmentType: 'full-time' }, locale).workplace, counts?.workplace[value])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="job-type" className={labelClass}>
            {t('type')}
          </label>
          <select id="job-type" name="type" defaultValue={filters.type ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {employmentTypes.map((value) => (
              <option key={value} value={value}>
                {option(jobLabels({ workplace: 'onsite', employmentType: value }, locale).type, counts?.type[value])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="job-experience" className={labelClass}>
            {t('experience')}
          </label>
          <select id="job-experience" name="experience" defaultValue={filters.experience ?? ''} className={selectClass}>
            <option value="">{t('any')}</option>
            {(Object.keys(experienceBands) as (keyof typeof experienceBands)[]).map((band) => (
              <option key={band} value={band}>
                {option(t(`bands.${band}`), counts?.experience[band])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {hasFilters ? (
        <p className="mt-3 text-sm">
          <LocaleLink locale={locale} href="/jobs" className="font-semibold text-brand-700 underline">
            {t('clearFilters')}
          </LocaleLink>
        </p>
      ) : null}
    </form>
  )
}
