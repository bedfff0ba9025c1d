import { getTranslations } from 'next-intl/server'

import { Labelled } from '@/components/forms/Labelled'
import { employmentTypes, workplaces } from '@/collections/Jobs/constants'
import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'

import { experienceBands, jobSearchQuery, MAX_QUERY_LENGTH, type JobFilters } from '../filters'
import type { Taxonomies } from '../queries'
import type { FacetCounts } from '../search'
import { FiltersEnhancer } from './FiltersEnhancer'
import { jobLabels } from './JobMeta'

type Props = { locale: Locale; filters: JobFilters; taxonomies: Taxonomies; counts: FacetCounts | null }

const filterKeys = ['industry', 'location', 'workplace', 'type', 'experience'] as const

/**
 * Keyword and filters as a plain GET form: it works without JavaScript, the
 * URL carries every filter (shareable, back button works), and each option
 * shows how many jobs it would give.
 *
 * On a phone the five filters sit behind a "Filters (n)" disclosure (a <details> element, so it opens without
 * scripts), with a chip for each applied filter that removes it (a link), so that after a search the count and
 * the first job are on the first screen. From 640 px the filters are always shown (globals.css,
 * `.job-filters-disclosure`). Once scripts run, a filter applies as soon as it is changed (FiltersEnhancer); the
 * controls always show the URL's filters, on Back and Forward too.
 */
export async function JobFiltersForm({ locale, filters, taxonomies, counts }: Props) {
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  // No counts when the keywords match more jobs than the search counts (features/jobs/search.ts): labels alone.
  const option = (label: string, count: number | undefined) => (counts ? t('optionCount', { label, count: count ?? 0 }) : label)
  const selectClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink'
  const labelClass = 'block text-sm font-medium text-ink'
  const hasFilters = Boolean(filters.q || filterKeys.some((key) => filters[key]))

  const workplaceLabel = (value: (typeof workplaces)[number]) =>
    jobLabels({ workplace: value, employmentType: 'full-time' }, locale).workplace
  const typeLabel = (value: (typeof employmentTypes)[number]) => jobLabels({ workplace: 'onsite', employmentType: value }, locale).type
  /** Each filter's choices: the value in the URL, what it reads as (on its chip too) and how many jobs it would give. */
  const choices: Record<(typeof filterKeys)[number], { value: string; text: string; count: number | undefined }[]> = {
    industry: taxonomies.industries.map((i) => ({ value: i.slug, text: i.name, count: counts?.industry[String(i.id)] })),
    location: taxonomies.locations.map((l) => ({ value: l.slug, text: l.city, count: counts?.location[String(l.id)] })),
    workplace: workplaces.map((value) => ({ value, text: workplaceLabel(value), count: counts?.workplace[value] })),
    type: employmentTypes.map((value) => ({ value, text: typeLabel(value), count: counts?.type[value] })),
    experience: (Object.keys(experienceBands) as (keyof typeof experienceBands)[]).map((band) => ({
      value: band,
      text: t(`bands.${band}`),
      count: counts?.experience[band],
    })),
  }
  /** What each applied filter reads as on its chip. */
  const applied: { key: (typeof filterKeys)[number]; label: string }[] = []
  for (const key of filterKeys) {
    const value = filters[key]
    if (value) applied.push({ key, label: choices[key].find((choice) => choice.value === value)?.text ?? value })
  }

  return (
    <form
      id="job-filters"
      method="get"
      role="search"
      autoComplete="off"
      className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4"
      data-testid="job-filters"
    >
      <FiltersEnhancer formId="job-filters" />
      <div className="flex items-end gap-2 sm:gap-3">
        <Labelled id="job-q" label={t('searchLabel')} className="min-w-0 flex-1" labelClassName={labelClass}>
          <input
            id="job-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t('searchPlaceholder')}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink"
          />
        </Labelled>
        <button type="submit" className="shrink-0 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 sm:px-5">
          {t('search')}
        </button>
      </div>
      <details className="job-filters-disclosure mt-3 sm:mt-4" data-testid="filters-disclosure">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 5h18M6 12h12M10 19h4" />
          </svg>
          {t('filtersCount', { count: applied.length })}
        </summary>
        <fieldset className="mt-3 grid gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">{t('filters')}</legend>
          {filterKeys.map((key) => (
            <Labelled key={key} id={`job-${key}`} label={t(key)} labelClassName={labelClass}>
              <select id={`job-${key}`} name={key} defaultValue={filters[key] ?? ''} className={selectClass}>
                <option value="">{t('any')}</option>
                {choices[key].map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {option(choice.text, choice.count)}
                  </option>
                ))}
              </select>
            </Labelled>
          ))}
        </fieldset>
        {/* Without scripts a changed filter waits for this button (the one above is far away on a phone). */}
        <noscript>
          <button type="submit" className="mt-3 rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
            {t('applyFilters')}
          </button>
        </noscript>
      </details>
      {hasFilters ? (
        <ul className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-label={t('appliedFilters')} data-testid="filter-chips">
          {applied.map(({ key, label }) => (
            <li key={key}>
              <LocaleLink
                locale={locale}
                href={`/jobs${jobSearchQuery({ ...filters, [key]: undefined })}`}
                aria-label={t('removeFilter', { label })}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-white py-1 ps-3 pe-2 font-medium text-brand-900 hover:bg-brand-50"
                data-testid="filter-chip"
              >
                {label}
                <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </LocaleLink>
            </li>
          ))}
          <li>
            <LocaleLink locale={locale} href="/jobs" className="font-semibold text-brand-700 underline">
              {t('clearFilters')}
            </LocaleLink>
          </li>
        </ul>
      ) : null}
    </form>
  )
}
