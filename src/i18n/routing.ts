import { defineRouting } from 'next-intl/routing'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, defaultLocale, locales } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: true,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  // hreflang alternates are rendered in each page's <head> (see lib/seo.ts),
  // so the middleware's Link header would only repeat them.
  alternateLinks: false,
})
