/**
 * Which requests the service worker may keep. Shared by the worker and its
 * tests, so what "personal" means is written once.
 */

/** Account, OAuth, apply, job alert (signed links), test and debug pages: personal or diagnostic, never cached. */
export const PERSONAL_PAGE =
  /^\/(?:en|ar)\/(?:login|login-simple|signup|forget-password|reset-password|profile|saved-jobs|oauth|alerts|jobs\/[^/]+\/apply|test-[^/]*|debug-[^/]*|seo-debug|seo-test-summary|canonical-test|alternate-pages-test|example-ordered-content|index-backup|BorderImage)(?:\/|$)/

/** A page of the public site, in either language. */
export const LOCALE_PAGE = /^\/(?:en|ar)(?:\/|$)/

/** Public images: the media library, optimized images and the site's own pictures. */
export const PUBLIC_IMAGE = /^\/(?:_next\/image|api\/media\/file\/|images\/)/

export const OFFLINE_PAGES = { en: '/en/offline', ar: '/ar/offline' } as const

export const offlinePageFor = (pathname: string) => (pathname.startsWith('/ar') ? OFFLINE_PAGES.ar : OFFLINE_PAGES.en)

/** An HTML page the worker may keep: public, same origin, not a React Server Components fetch. */
export function isCacheablePage(url: URL, headers: Headers): boolean {
  if (!LOCALE_PAGE.test(url.pathname) || PERSONAL_PAGE.test(url.pathname)) return false
  return !url.searchParams.has('_rsc') && headers.get('RSC') !== '1' && !headers.has('Next-Router-Prefetch')
}
