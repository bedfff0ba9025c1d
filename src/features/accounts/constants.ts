/**
 * Candidate session constants (spec §4, §9). The sign-in cookie is the
 * 7-day session; the ID token is a 1-hour Payload JWT minted from it and
 * refreshed every 3,000,000 ms while a tab is open. See docs/ACCOUNTS.md.
 * The cookie names are shared with the site's server, whose page cache never
 * answers a signed-in request (server/cookies.mjs).
 */
export { AUTH_HINT_COOKIE, FLASH_COOKIE, ID_TOKEN_COOKIE, OAUTH_COOKIE, SIGN_IN_COOKIE } from '../../../server/cookies.mjs'

export const ID_TOKEN_MAX_AGE = 3600
export const SIGN_IN_MAX_AGE = 604800
export const TOKEN_REFRESH_MS = 3_000_000
export const AUTH_INIT_TRIES = 20
export const AUTH_INIT_INTERVAL_MS = 100

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
export const FULL_NAME_MIN = 3
export const FULL_NAME_MAX = 80

/**
 * Where the sign-up and sign-in widget (or an API client) gets a proof-of-work challenge once the per-address
 * threshold is passed (lib/proofOfWork.ts, `challengeEndpoint.ts`).
 */
export const challengeUrl = (purpose: 'signUp' | 'signIn') => `/api/candidates/challenge?purpose=${purpose}`

export const CV_MAX_BYTES = 5 * 1024 * 1024
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const CV_MIME_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp']

/** Pages that need a signed-in candidate; the login page sends visitors back to them. */
export const GUARDED_PATHS = ['/profile', '/saved-jobs', '/test-auth', '/debug-job-application']

/**
 * A redirect target is used only when it is a path on this site: it starts
 * with one "/" (not "//", not "/\"), and has no scheme or host, both as
 * given and after the URL parser has normalised it: `/.//evil.example`,
 * `/..//evil.example` and `/%2e%2e//evil.example` all become
 * `//evil.example`, which a browser reads as another host.
 */
export function safeRedirect(value: unknown): string | null {
  const local = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  if (typeof value !== 'string' || !local(value)) return null
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  try {
    const url = new URL(value, 'http://local.invalid')
    if (url.origin !== 'http://local.invalid') return null
    const path = url.pathname + url.search + url.hash
    return local(url.pathname) && !url.pathname.includes('\\') ? path : null
  } catch {
    return null
  }
}
