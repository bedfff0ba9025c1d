import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/lib/seo'

import { COUNTRIES, JOB_FAMILIES, cityName, type Country, type JobFamily } from '../constants'
import { publishedPairs, viewOf } from '../explore'
import { getBenchmarks } from '../queries'
import { ExplorerForm } from './ExplorerForm'
import { LevelCard } from './LevelCard'

/** The explorer's home: the form, then every family and country with published figures (crawlable links). */
export async function ExplorerHome({ locale, noMatch }: { locale: Locale; noMatch?: boolean }) {
  const [t, benchmarks] = await Promise.all([getTranslations({ locale, namespace: 'Salary' }), getBenchmarks()])
  const pairs = publishedPairs(benchmarks)
  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 pb-16">
      {noMatch ? (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3" data-testid="salary-no-match">
          <h2 className="font-semibold">{t('noMatchTitle')}</h2>
          <p>{t('noMatchLead')}</p>
        </div>
      ) : null}
      <ExplorerForm locale={locale} />
      <section aria-labelledby="salary-browse">
        <h2 id="salary-browse" className="text-2xl font-bold text-brand-900">
          {t('browse')}
        </h2>
        {pairs.length ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {pairs.map(({ family, country }) => (
              <li key={`${family}/${country}`}>
                <LocaleLink locale={locale} href={`/salaries/${family}/${country}`} className="text-brand-700 hover:underline">
                  {t('inCountry', { family: JOB_FAMILIES[family][locale], country: COUNTRIES[country][locale] })}
                </LocaleLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('browseEmpty')}</p>
        )}
      </section>
      <p className="text-sm text-muted">{t('note')}</p>
      <section className="rounded-lg bg-brand-50 p-4">
        <h2 className="font-semibold text-brand-900">{t('employerTitle')}</h2>
        <p className="mt-1 text-muted">{t('employerLead')}</p>
        <LocaleLink locale={locale} href="/salaries/report" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
          {t('employerLink')}
        </LocaleLink>
      </section>
    </div>
  )
}

export async function placeName(locale: Locale, country: Country, city?: string) {
  return city ? `${cityName(country, city, locale)}, ${COUNTRIES[country][locale]}` : COUNTRIES[country][locale]
}

/** One family in one country (or city): a card per level, the note, Dataset structured data. */
export async function ExplorerResult({
  locale,
  family,
  country,
  city,
}: {
  locale: Locale
  family: JobFamily
  country: Country
  city?: string
}) {
  const [t, benchmarks] = await Promise.all([getTranslations({ locale, namespace: 'Salary' }), getBenchmarks()])
  const views = viewOf(benchmarks, family, country, city)
  const shown = views.flatMap((v) => (v.cell ? [v.cell] : []))
  const values = shown.flatMap((c) => [c.figures.p10 ?? c.figures.p25, c.figures.p90 ?? c.figures.p75])
  const scale = { min: Math.min(...values, Infinity) * 0.9, max: Math.max(...values, 0) * 1.05 }
  const place = await placeName(locale, country, city)
  const path = `/salaries/${family}/${country}${city ? `/${city}` : ''}`
  const newest = shown.reduce((m, c) => (c.dataMonth > m ? c.dataMonth : m), '')
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 pb-16">
      {shown.length ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Dataset',
            name: t('resultTitle', { family: JOB_FAMILIES[family][locale], place }),
            description: t('resultDescription', { family: JOB_FAMILIES[family][locale], place }),
            url: localizedPath(locale, path),
            inLanguage: locale,
            temporalCoverage: newest || undefined,
            spatialCoverage: { '@type': 'Place', name: place },
            variableMeasured: [t('median'), t('percentile', { n: 25 }), t('percentile', { n: 75 })],
            isAccessibleForFree: true,
          }}
        />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {views.map((view) => (
          <LevelCard key={view.level} view={view} locale={locale} scale={scale} city={city} />
        ))}
      </div>
      <p className="text-sm text-muted" data-testid="salary-note">
        {t('note')}
      </p>
      <section className="rounded-lg bg-brand-50 p-4">
        <h2 className="font-semibold text-brand-900">{t('employerTitle')}</h2>
        <p className="mt-1 text-muted">{t('employerLead')}</p>
        <LocaleLink
          locale={locale}
          href={`/salaries/report/${family}/${country}`}
          className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
          data-testid="salary-report-link"
        >
          {t('employerLink')}
        </LocaleLink>
      </section>
      <ExplorerForm locale={locale} chosen={{ family, country, city }} />
    </div>
  )
}
