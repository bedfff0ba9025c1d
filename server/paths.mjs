/**
 * Next.js decodes a page path's segments more than once: `%25` is `%`, which then fails to decode, and its
 * router answers a bare "Internal Server Error" (text, no security headers) instead of a page. Such a path names
 * nothing on this site, so it gets the "not found" page of its language (`/en/…` or `/ar/…`, else English), and
 * an API path Payload's own 404.
 */
const decodesTwice = (text) => {
  try {
    decodeURIComponent(decodeURIComponent(text))
    return true
  } catch {
    return false
  }
}

/** The path to serve instead, or null when Next.js can handle this one. */
export function undecodablePath(url) {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  if (decodesTwice(path)) return null
  if (/^\/api(\/|$)/.test(path)) return '/api/not-a-route'
  const locale = /^\/(en|ar)(\/|$)/.exec(path)?.[1] ?? 'en'
  return `/${locale}/page-not-found`
}
