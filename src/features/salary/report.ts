import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { currencyLabel, formatDate, formatWholeMoney, intlLocale } from '@/lib/format'

import type { Benchmarks, PublishedCell } from './benchmarks'
import { COUNTRIES, JOB_FAMILIES, LEVELS, cityName, type Country, type JobFamily } from './constants'
import { viewOf } from './explore'

/**
 * The full benchmark report of one job family in one country (issue 33), as lines of text in either language, for
 * the PDF staff download for an employer's request (endpoints.ts, drawn by the blind-CV renderer in the CV reader's
 * worker: bidi-js lays out each line and Arabic is shaped by the font, so the Arabic report reads right to left,
 * job families and cities in Arabic). Only published cells go in: the same benchmarks as the explorer, after the
 * safety zone and complementary suppression (benchmarks.ts); per level the country's figure (or the band's) and then
 * every published city under it. Nothing here can name an organisation: cells carry counts and rounded figures.
 */
export type ReportText = { heading: string; subheading: string; lines: string[]; rtl: boolean }

export function reportText(benchmarks: Benchmarks, family: JobFamily, country: Country, locale: Locale, now = new Date()): ReportText {
  const t = translator(locale, 'Salary')
  const money = (minor: number, cell: PublishedCell) => formatWholeMoney(minor, cell.currency, locale)
  const views = viewOf(benchmarks, family, country)
  const shown = views.flatMap((v) => (v.cell ? [v.cell] : []))
  const newest = shown.reduce((m, c) => (c.dataMonth > m ? c.dataMonth : m), '')
  const month = newest
    ? new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${newest}-01T00:00:00Z`),
      )
    : '—'
  const lines: string[] = []
  for (const view of views) {
    const level = LEVELS[view.level][locale]
    if (!view.cell) {
      lines.push(t('report.pdf.withheld', { level }), '')
      continue
    }
    const cell = view.cell
    const f = cell.figures
    lines.push(t('report.pdf.level', { level, p50: money(f.p50, cell), p25: money(f.p25, cell), p75: money(f.p75, cell) }))
    if (view.precision === 'band') lines.push(t('report.pdf.band', { band: t(`bands.${cell.band!}`) }))
    if (f.p10 !== null && f.p90 !== null) lines.push(t('report.pdf.outer', { p10: money(f.p10, cell), p90: money(f.p90, cell) }))
    lines.push(
      t('report.pdf.parts', {
        basic: money(f.basic, cell),
        housing: money(f.housing, cell),
        transport: money(f.transport, cell),
        other: money(f.other, cell),
        bonus: money(f.bonus, cell),
      }),
      t('report.pdf.basis', {
        organisations: cell.organisations,
        employees: cell.employees,
        // Mid-sentence: "medium confidence" (Arabic has no capitals).
        confidence: t(`confidence.${cell.confidence}`).toLocaleLowerCase(intlLocale(locale)),
      }),
    )
    if (view.precision === 'exact')
      for (const city of benchmarks.cells.filter((c) => c.family === family && c.country === country && c.level === view.level && c.city))
        lines.push(
          t('report.pdf.city', {
            city: cityName(country, city.city!, locale),
            p50: money(city.figures.p50, city),
            p25: money(city.figures.p25, city),
            p75: money(city.figures.p75, city),
          }),
        )
    lines.push('')
  }
  if (!shown.length) lines.unshift(t('report.pdf.nothing'), '')
  lines.push(t('report.pdf.rules'))
  return {
    heading: t('report.pdf.heading', { family: JOB_FAMILIES[family][locale], country: COUNTRIES[country][locale] }),
    subheading: t('report.pdf.subheading', {
      currency: currencyLabel(COUNTRIES[country].currency, locale),
      month,
      date: formatDate(now.toISOString(), locale),
    }),
    lines,
    rtl: locale === 'ar',
  }
}
