import type { Locale } from '@/i18n/locales'
import { AGENCY_TIME_ZONE } from '@/lib/dates'
import { minorDigits, toWholeMajor } from '@/lib/money'

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

/** An amount kept in integer minor units as pages write a figure: whole major units, then the currency ("12,000 SAR"). */
export function formatWholeMoney(minor: number, currency: string, locale: Locale): string {
  return `${formatNumber(toWholeMajor(minor, currency), locale)} ${currencyLabel(currency, locale)}`
}

/**
 * An amount kept in integer minor units, written in the page's language with the currency's own decimals
 * ("SAR 84,000.00", "KWD 2,592.591"; in Arabic "84,000.00 ريال سعودي"). The digits come from the integer as a string,
 * never through a float: Intl formats the whole part, and the fraction is appended as is.
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency)
  const negative = minor < 0
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0')
  const whole = text.slice(0, text.length - digits)
  const fraction = digits ? text.slice(-digits) : ''
  const format = new Intl.NumberFormat(intlLocale(locale), { useGrouping: true, maximumFractionDigits: 0 })
  // formatToParts gives the locale's group and decimal separators; the whole part is exact up to 2^53.
  const decimal = new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const amount = `${negative ? '-' : ''}${format.format(BigInt(whole))}${fraction ? decimal + fraction : ''}`
  return locale === 'ar' ? `${amount} ${currencyLabel(currency, locale)}` : `${currency} ${amount}`
}
