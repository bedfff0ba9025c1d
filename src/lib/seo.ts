import type { Metadata } from 'next'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/** `/` or `/jobs/3` → `/en`, `/en/jobs/3`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' || path === '' ? '' : path.startsWith('/') ? path : `/${path}`
  return `/${locale}${clean}`
}

/**
 * Canonical to the page itself, with hreflang alternates for every locale and
 * x-default pointing at the default locale's page. URLs are resolved against
 * `metadataBase` (the server URL) by Next.js.
 */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {}
  for (const l of locales) languages[l] = localizedPath(l, path)
  languages['x-default'] = localizedPath(defaultLocale, path)
  return { canonical: localizedPath(locale, path), languages }
}
