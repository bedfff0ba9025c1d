/**
 * Cache-Control that Next.js cannot be told to send:
 * - `/sw.js` is always revalidated: a shared cache must never keep an old service worker (Next.js sends its
 *   static route with a year of s-maxage);
 * - account pages (profile, saved jobs, the sign-in forms) and test/debug pages are `private, no-store`
 *   (SECURITY.md, "Browser"): neither a shared cache nor the browser's history keeps a copy, whether Next.js
 *   rendered them statically or per request.
 */
import { PERSONAL_PAGE } from './personalPages.mjs'

const RULES = [
  { path: /^\/sw\.js$/, value: 'no-cache, max-age=0, must-revalidate' },
  { path: PERSONAL_PAGE, value: 'private, no-store' },
]

/** Pins the answer's Cache-Control when its path has a rule: whatever Next.js sets later is replaced. */
export function pinCacheControl(req, res) {
  const path = (req.url ?? '/').split('?')[0]
  const rule = RULES.find(({ path: pattern }) => pattern.test(path))
  if (!rule) return
  const setHeader = res.setHeader
  res.setHeader = function setCacheControl(name, value) {
    return setHeader.call(this, name, String(name).toLowerCase() === 'cache-control' ? rule.value : value)
  }
  res.setHeader('Cache-Control', rule.value)
}
