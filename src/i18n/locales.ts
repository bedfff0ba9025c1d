/**
 * The one list of locales. Payload's localization, the admin's languages,
 * next-intl's routing and the proxy all read it from here.
 */
export const locales = ['en', 'ar'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

export type Direction = 'ltr' | 'rtl'

export const localeInfo: Record<Locale, { dir: Direction; nativeName: string; label: { en: string; ar: string } }> = {
  en: { dir: 'ltr', nativeName: 'English', label: { en: 'English', ar: 'الإنجليزية' } },
  ar: { dir: 'rtl', nativeName: 'العربية', label: { en: 'Arabic', ar: 'العربية' } },
}

/** Spec §4/§9: the locale cookie is called i18n_redirected and lasts 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Any value as one of our locales (the default, English, when it is not one). */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/**
 * The admin's language as one of our locales. Payload's admin speaks the site's languages (payload.config.ts,
 * `i18n.supportedLanguages`) and reports the one chosen as `i18n.language`: on a request (`req.i18n`), in a server
 * component's props (`i18n`) and in the admin's browser (`useTranslation().i18n`).
 */
export const adminLocale = (i18n: { language?: string | null } | null | undefined): Locale => toLocale(i18n?.language)

export function dirOf(locale: Locale): Direction {
  return localeInfo[locale].dir
}

/** The locale at the start of a path (`/ar/jobs` → `ar`), or undefined. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : undefined
}

/**
 * The same page in another locale: `/en/jobs/3` → `/ar/jobs/3`.
 * A path without a locale prefix gets one.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`
  const current = localeOfPath(clean)
  const rest = current ? clean.slice(current.length + 1) : clean
  return `/${target}${rest === '/' ? '' : rest}`
}
