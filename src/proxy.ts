import createMiddleware from 'next-intl/middleware'
import type { NextRequest } from 'next/server'

import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeOfPath } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale routing (spec §2, §4):
 * - `/` goes to the visitor's locale: the i18n_redirected cookie, then
 *   Accept-Language, else English;
 * - a path without a locale prefix goes to the prefixed path;
 * - a page opened in a locale records that locale in the cookie for 365 days,
 *   so the language switch (a plain link) and `/` agree with the last choice.
 * It is routing only: access control lives next to the data.
 */
export default function proxy(request: NextRequest) {
  const response = intl(request)
  const locale = localeOfPath(request.nextUrl.pathname)
  // Only a page the visitor opens records the language: a router prefetch or RSC fetch still in flight
  // from the page they just left must not switch the cookie back.
  const dest = request.headers.get('sec-fetch-dest')
  const opened = dest ? dest === 'document' : !request.headers.has('rsc')
  if (locale && opened && response.status < 300 && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: 'lax',
    })
  }
  return response
}

export const config = {
  // Everything but Payload (/api, /admin), Next.js internals and files with an extension.
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|next/|_next|_vercel|.*\\..*).*)'],
}
