/**
 * Response headers for every answer (SECURITY.md, "Browser"): Next.js sends them through next.config.ts
 * (`lib/securityHeaders.ts` re-exports this module) and the site's server (`server/index.mjs`) puts them on the
 * answers it writes itself (413, 411, 403, 400, a 500 from a crash), so no answer goes out without them.
 *
 * The Content-Security-Policy keeps pages static: Next.js's inline bootstrap scripts differ per page, so nonces
 * (which force dynamic rendering) are not used. The policy written here allows 'unsafe-inline' scripts, and the
 * site's server replaces that, in every HTML page, by the hashes of exactly the inline scripts of that page. The
 * admin keeps 'unsafe-inline' (its own code, staff only) and may frame itself; public pages may not be framed.
 */
import { withScriptHashes } from './inlineScriptHashes.mjs'

/**
 * The policy of a candidate's file (a CV, a picture) served as a download: nothing loads, nothing runs, no origin,
 * even if a browser renders the file instead of saving it (collections/CandidateFiles/fileChecks.ts).
 */
export const DOWNLOAD_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'"

/**
 * The policy of a CV shown inline in the admin's application page (`?view=inline` on a PDF, staff only: fileChecks.ts):
 * the same sandbox, nothing loads or runs, but the admin (same origin) may frame it. Chromium's PDF viewer draws it
 * in a sandboxed frame.
 */
export const VIEWER_POLICY = "default-src 'none'; sandbox; frame-ancestors 'self'"

/**
 * `download`: the headers of the candidates' file routes (`/api/candidate-cvs/file/…`, `/api/candidate-pictures/file/…`),
 * the same as the site's with DOWNLOAD_POLICY as the policy. Next.js keeps a header its config set and drops the
 * route's own (send-response: "only append the header if it is not present"), so the site's policy there replaced
 * the sandbox of the files (issue 26, finding 7b); next.config.ts gives those paths this set instead.
 * `viewer`: a CV asked for inline (`/api/candidate-cvs/file/…?view=inline`): VIEWER_POLICY, and the admin may frame it.
 * @param {{ area?: 'site' | 'admin' | 'download' | 'viewer' }} [options]
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ area = 'site' } = {}) {
  if (area === 'download') {
    return securityHeaders().map((header) => (header.key === 'Content-Security-Policy' ? { ...header, value: DOWNLOAD_POLICY } : header))
  }
  if (area === 'viewer') {
    return securityHeaders().map((header) =>
      header.key === 'Content-Security-Policy'
        ? { ...header, value: VIEWER_POLICY }
        : header.key === 'X-Frame-Options'
          ? { ...header, value: 'SAMEORIGIN' }
          : header,
    )
  }
  const csp = [
    "default-src 'self'",
    // Google Analytics (after consent) and the Tawk.to chat widget are the only third parties.
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://embed.tawk.to https://*.tawk.to" +
      (process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''),
    "style-src 'self' 'unsafe-inline' https://*.tawk.to",
    "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com https://*.tawk.to https://tawk.link",
    "font-src 'self' data: https://*.tawk.to",
    "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://*.tawk.to wss://*.tawk.to",
    "frame-src 'self' https://*.tawk.to",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Nothing frames the public site; the admin frames its own screens (document previews, uploads).
    area === 'admin' ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: area === 'admin' ? 'SAMEORIGIN' : 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  ]
}

/**
 * The same headers as an object for `res.writeHead`, for an answer the server writes itself: the area follows
 * the path, and as such an answer has no page around it, its policy allows no inline script at all.
 * @param {string} [url]
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(url = '/') {
  const area = /^\/admin(\/|\?|$)/.test(url) ? 'admin' : 'site'
  return Object.fromEntries(
    securityHeaders({ area }).map(({ key, value }) => [key, key === 'Content-Security-Policy' ? withScriptHashes(value, []) : value]),
  )
}
