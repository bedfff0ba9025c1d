import { locales } from './locales'

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })

/**
 * A path whose first segment is another language's code (`/fr/jobs`, `/de-AT/about`): the site has no such
 * language, so the visitor is sent to the same page without it (the proxy then adds their own locale). Without
 * this, `/fr/jobs` became `/ar/fr/jobs`, a 404 (issue 28). Only two-letter codes, with an optional region, that
 * name a real language count: a page's own first segment is never mistaken for one.
 * A regional form of one of the site's languages (`/ar-SA/faq`) goes to that language. Returns the path to go to
 * instead, or null.
 */
export function withoutForeignLocale(pathname: string): string | null {
  const match = /^\/([a-z]{2})(?:[-_]([a-z]{2}))?(\/.*)?$/i.exec(pathname)
  if (!match) return null
  const language = match[1]!.toLowerCase()
  const ours = (locales as readonly string[]).includes(language)
  if (ours && !match[2]) return null
  // `/en-GB/jobs`, `/ar-SA/faq`: the site's own language, in a region it does not split by.
  if (ours) return `/${language}${match[3] ?? ''}`
  // The code alone names a language when English has a name for it (`fr` → French; `zz` stays `zz`).
  if (languageNames.of(language) === language) return null
  return match[3] ?? '/'
}
