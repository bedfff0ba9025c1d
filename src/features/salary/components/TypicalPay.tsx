import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import type { Locale } from '@/i18n/locales'
import { formatWholeMoney } from '@/lib/format'

import { COUNTRIES, JOB_FAMILIES, LEVELS, cityName } from '../constants'
import { getBenchmarks } from '../queries'
import { typicalPayOf } from '../typicalPay'

type JobLike = Parameters<typeof typicalPayOf>[1]

/**
 * The survey's figure for a job's role beside its details (server-drawn, no script): the median and the middle half
 * of monthly pay, what it stands for, that it is not an offer, and the explorer's page. Nothing when no published
 * cell matches.
 */
export async function TypicalPay({ job, locale }: { job: JobLike; locale: Locale }) {
  const pay = typicalPayOf(await getBenchmarks(), job)
  if (!pay) return null
  const t = await getTranslations({ locale, namespace: 'Salary.typical' })
  const f = pay.cell.figures
  const money = (minor: number) => formatWholeMoney(minor, pay.cell.currency, locale)
  const place = pay.precision === 'exact' && pay.city ? cityName(pay.country, pay.city, locale) : COUNTRIES[pay.country][locale]
  const path = `/salaries/${pay.family}/${pay.country}${pay.city ? `/${pay.city}` : ''}`
  return (
    <section aria-labelledby="typical-pay-title" className="mt-4 rounded-xl border border-slate-200 p-4" data-testid="typical-pay">
      <h2 id="typical-pay-title" className="text-xs font-medium text-muted">
        {t('title')}
      </h2>
      <p className="mt-1 text-lg font-bold text-ink" data-testid="typical-pay-median">
        {t('median', { amount: money(f.p50) })}
      </p>
      <p className="text-sm text-ink">{t('range', { low: money(f.p25), high: money(f.p75) })}</p>
      <p className="mt-2 text-xs text-muted">
        {t('basis', {
          family: JOB_FAMILIES[pay.family][locale],
          level: LEVELS[pay.level][locale],
          place,
          band: pay.precision === 'band' ? 'yes' : 'no',
        })}
      </p>
      <LocaleLink
        locale={locale}
        href={path}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('link')}
      </LocaleLink>
    </section>
  )
}
