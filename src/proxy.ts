import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { jobSearchSegment } from '@/features/jobs/searchPath'
import { withoutForeignLocale } from '@/i18n/foreignLocale'
import { routing } from '@/i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale routing (spec §2, §4), run only where it decides something (see `config.matcher`):
 * - `/` goes to the visitor's locale: the i18n_redirected cookie, then Accept-Language, else English;
 * - a path without a locale prefix goes to the prefixed path; one in another language (`/fr/jobs`) goes to the
 *   same page without it (i18n/foreignLocale.ts), instead of `/ar/fr/jobs`, a 404;
 * - a post to a page (a server action, a form sent before its scripts loaded) learns its locale from the path
 *   (next-intl passes it on to `getLocale()`);
 * - a job search (`/{locale}/jobs?…`) is served by the search page of its normalised query, which Next.js
 *   caches (features/jobs/searchPath.ts); the bare list is a cached page of its own. A form posted on a search
 *   goes to that search page too.
 * Pages opened in a locale record it in the cookie themselves (i18n/localeCookie.ts), so cached pages carry no
 * Set-Cookie. It is routing only: access control lives next to the data.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const jobs = /^\/(en|ar)\/jobs$/.exec(pathname)
  if (jobs) {
    const segment = search ? jobSearchSegment(search) : null
    const searchPage = segment ? new URL(`/${jobs[1]}/jobs/search/${segment}`, request.url) : null
    if (request.method === 'GET' || request.method === 'HEAD') return searchPage ? NextResponse.rewrite(searchPage) : NextResponse.next()
    // A form posted on a search (job alerts, before scripts load) goes to the page that drew it, so its answer is
    // drawn in the same place, in the path's locale.
    if (searchPage) {
      const headers = new Headers(request.headers)
      headers.set('X-NEXT-INTL-LOCALE', jobs[1]!)
      return NextResponse.rewrite(searchPage, { request: { headers } })
    }
  }
  const elsewhere = request.method === 'GET' || request.method === 'HEAD' ? withoutForeignLocale(pathname) : null
  if (elsewhere) return NextResponse.redirect(new URL(`${elsewhere}${search}`, request.url))
  return intl(request)
}

export const config = {
  matcher: [
    // `/` and every path without a locale prefix, but Payload (/api, /admin), Next.js internals and files.
    // (`en|ar` is i18n/locales.ts's list: the matcher must be a literal.)
    '/((?!api(?:/|$)|admin(?:/|$)|next/|_next|_vercel|en(?:/|$)|ar(?:/|$)|.*\\..*).*)',
    // Posts to pages: a server action, or a form posted before scripts load (the only page requests with a body).
    { source: '/:locale(en|ar)/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/:locale(en|ar)/:path*', has: [{ type: 'header', key: 'content-type' }] },
    // The job list and its searches.
    '/:locale(en|ar)/jobs',
  ],
}
