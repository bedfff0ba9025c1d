import type { Locale } from '@/i18n/locales'
import { AGENCY_TIME_ZONE } from '@/lib/dates'

/**
 * Dates, numbers and money on every page and email: Gregorian calendar, month names in the
 * page's language, and Western digits in both languages (what Gulf job
 * boards and employers use; the Arabic default would switch to Arabic-Indic
 * digits and, for Saudi Arabia, the Hijri calendar).
 */
export const intlLocale = (locale: Locale) => (locale === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB')

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: AGENCY_TIME_ZONE }).format(
    new Date(iso),
  )
}

/** The agency-day key of a date (YYYY-MM-DD in Riyadh), for grouping jobs by date. */
export function dayKey(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(new Date(iso))
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value)
}

/**
 * A currency as readers of the page say it: the ISO code in English ("SAR"), the name in Arabic ("ريال سعودي",
 * "درهم إماراتي") rather than Latin letters in an Arabic sentence.
 */
export function currencyLabel(code: string, locale: Locale): string {
  if (locale !== 'ar') return code
  try {
    return new Intl.DisplayNames('ar', { type: 'currency' }).of(code) ?? code
  } catch {
    return code
  }
}
