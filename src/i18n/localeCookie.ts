import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locales'

/**
 * Inline in every page's <head>: a page opened in a locale records it in the i18n_redirected cookie for 365 days
 * (spec §4), so `/` and the language switch agree with the last choice. The browser writes it, not the server:
 * a Set-Cookie on every page would keep shared caches (and the site's own page cache) from storing them.
 * Router prefetches and RSC fetches never run it: only a page the visitor opens records its language.
 */
export function localeCookieScript(locale: Locale): string {
  const pattern = `(?:^|; )${LOCALE_COOKIE}=${locale}(?:;|$)`
  return `/${pattern}/.test(document.cookie)||(document.cookie='${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax'+(location.protocol==='https:'?'; secure':''))`
}

/** The same, from a component: screens the browser draws itself (the 404 and error screens) never run head scripts. */
export function rememberLocale(locale: Locale, doc: Pick<Document, 'cookie'> = document, protocol = location.protocol): void {
  if (new RegExp(`(?:^|; )${LOCALE_COOKIE}=${locale}(?:;|$)`).test(doc.cookie)) return
  doc.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax${protocol === 'https:' ? '; secure' : ''}`
}
