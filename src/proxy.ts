import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'

import { jobSearchSegment } from '@/features/jobs/searchPath'
import { routing } from '@/i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale routing (spec §2, §4), run only where it decides something (see `config.matcher`):
 * - `/` goes to the visitor's locale: the i18n_redirected cookie, then Accept-Language, else English;
 * - a path without a locale prefix goes to the prefixed path;
 * - a post to a page (a server action, a form sent before its scripts loaded) learns its locale from the path
 *   (next-intl passes it on to `getLocale()`);
 * - a job search (`/{locale}/jobs?…`) is served by the search page of its normalised query, which Next.js
 *   caches (features/jobs/searchPath.ts); the bare list is a cached page of its own.
 * Pages opened in a locale record it in the cookie themselves (i18n/localeCookie.ts), so cached pages carry no
 * Set-Cookie. It is routing only: access control lives next to the data.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const jobs = /^\/(en|ar)\/jobs$/.exec(pathname)
  if (jobs && (request.method === 'GET' || request.method === 'HEAD')) {
    const segment = search ? jobSearchSegment(search) : null
    if (!segment) return NextResponse.next()
    return NextResponse.rewrite(new URL(`/${jobs[1]}/jobs/search/${segment}`, request.url))
  }
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
