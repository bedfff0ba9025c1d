import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'

import type { Locale } from '@/i18n/locales'

/** The Gulf first (the agency's markets), then every other country by its name in the visitor's language. */
export const GULF: CountryCode[] = ['SA', 'AE', 'QA', 'KW', 'BH', 'OM']

export type CountryOption = { code: CountryCode; name: string; dial: string }

export function countryOptions(locale: Locale): { gulf: CountryOption[]; others: CountryOption[] } {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const option = (code: CountryCode): CountryOption => ({ code, name: names.of(code) ?? code, dial: `+${getCountryCallingCode(code)}` })
  const others = getCountries()
    .filter((code) => !GULF.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return { gulf: GULF.map(option), others }
}
