import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { currencyLabel, formatWholeMoney, intlLocale } from '@/lib/format'

import { COUNTRIES, LEVELS, cityName, type Level } from '../constants'
import type { LevelView } from '../explore'

/**
 * One level of the explorer: the range as a chart (hidden from screen readers, mirrored in Arabic by logical
 * insets), the same figures as a table for everyone, the package split, how sure the figure is and how old.
 * Or why there is no figure.
 */
export async function LevelCard({
  view,
  locale,
  scale,
  city,
}: {
  view: LevelView
  locale: Locale
  scale: { min: number; max: number }
  /** The city asked for, if any. */
  city?: string
}) {
  const t = await getTranslations({ locale, namespace: 'Salary' })
  const levelName = LEVELS[view.level as Level][locale]
  const id = `level-${view.level}`
  // The card's anchor and heading (its section is labelled by it), the same whether the figures are shown or withheld.
  const anchor = { id, 'aria-labelledby': `${id}-title` }
  const title = (
    <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
      {levelName}
    </h2>
  )
  if (!view.cell)
    return (
      <section {...anchor} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="salary-withheld">
        {title}
        <p className="mt-2 text-muted">{t('withheld')}</p>
      </section>
    )
  const { cell } = view
  const f = cell.figures
  const money = (minor: number) => formatWholeMoney(minor, cell.currency, locale)
  const pos = (minor: number) => `${(((minor - scale.min) / Math.max(1, scale.max - scale.min)) * 100).toFixed(2)}%`
  const low = f.p10 ?? f.p25
  const high = f.p90 ?? f.p75
  const rows: [string, number | null][] = [
    [t('percentile', { n: 10 }), f.p10],
    [t('percentile', { n: 25 }), f.p25],
    [t('median'), f.p50],
    [t('percentile', { n: 75 }), f.p75],
    [t('percentile', { n: 90 }), f.p90],
  ]
  const month = new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${cell.dataMonth}-01T00:00:00Z`))
  return (
    <section {...anchor} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="salary-level">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {title}
        <p className="text-2xl font-bold text-ink" data-testid="salary-median">
          {money(f.p50)} <span className="text-sm font-normal text-muted">{t('perMonth')}</span>
        </p>
      </div>
      {view.precision === 'country' && city ? (
        <p className="mt-1 text-sm text-amber-800">
          {t('countryInstead', { city: cityName(cell.country, city, locale), country: COUNTRIES[cell.country][locale] })}
        </p>
      ) : null}
      {view.precision === 'band' && cell.band ? (
        <p className="mt-1 text-sm text-amber-800">{t('bandInstead', { band: t(`bands.${cell.band}`) })}</p>
      ) : null}
      <div aria-hidden="true" className="relative mt-4 h-8" title={t('chartLabel')}>
        <div
          className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-slate-400"
          style={{ insetInlineStart: pos(low), width: `calc(${pos(high)} - ${pos(low)})` }}
        />
        <div
          className="absolute top-1 h-6 rounded bg-brand-200"
          style={{ insetInlineStart: pos(f.p25), width: `calc(${pos(f.p75)} - ${pos(f.p25)})` }}
        />
        <div className="absolute top-0 h-8 w-1 rounded bg-brand-800" style={{ insetInlineStart: pos(f.p50) }} />
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('tableCaption', { level: levelName, currency: currencyLabel(cell.currency, locale) })}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('figure')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows
            .filter((row): row is [string, number] => row[1] !== null)
            .map(([name, value]) => (
              <tr key={name} className="border-b border-slate-100">
                <th scope="row" className="py-1 text-start font-normal text-muted">
                  {name}
                </th>
                <td className="py-1 text-end tabular-nums">{money(value)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <h3 className="mt-4 font-semibold text-brand-900">{t('package')}</h3>
      <dl className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {(
          [
            ['basic', f.basic],
            ['housing', f.housing],
            ['transport', f.transport],
            ['other', f.other],
            ['bonus', f.bonus],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="flex justify-between gap-2 border-b border-slate-100 py-1">
            <dt className="text-muted">{t(key)}</dt>
            <dd className="tabular-nums">{money(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm" data-testid="salary-confidence">
        <strong>{t(`confidence.${cell.confidence}`)}</strong>
        {' · '}
        {t('basis', { organisations: cell.organisations, employees: cell.employees })}
        {' · '}
        {t('dataDate', { month })}
      </p>
    </section>
  )
}
