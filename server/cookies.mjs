/**
 * The names of the cookies that say who a visitor is: one definition for the site's server, whose page cache never
 * answers a request carrying a private one (pageCache.mjs), and the app, which sets and reads them
 * (features/accounts/constants.ts re-exports the candidates' ones). See docs/ACCOUNTS.md.
 */

/** The candidate's ID token: a 1-hour Payload JWT minted from the sign-in cookie. */
export const ID_TOKEN_COOKIE = 'nk_id'
/** The candidate's 7-day session. */
export const SIGN_IN_COOKIE = 'nk_signin'
/** Readable by scripts: holds only the ID token's expiry, so the page knows "signed in" before any request. */
export const AUTH_HINT_COOKIE = 'nk_auth'
/** A one-shot message for the next page (e.g. the welcome toast after OAuth). */
export const FLASH_COOKIE = 'nk_flash'
/** PKCE verifier, state and nonce between the OAuth start and the callback. */
export const OAUTH_COOKIE = 'nk_oauth'
/** A client contact's portal session (issue 30): a 12-hour Payload JWT, set by the one-time sign-in link. */
export const CLIENT_SESSION_COOKIE = 'nk_client'
/** Staff's session: Payload's own cookie (its default `cookiePrefix`, `payload`, and `-token`). */
export const STAFF_TOKEN_COOKIE = 'payload-token'
/** Next.js's draft mode. */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data']

/**
 * Cookies of a request that is signed in (staff or candidate), mid-sign-in, has a message of its own waiting, or
 * previews drafts: such a request is always Next.js's. Not the auth hint, which only repeats what the ID token says.
 */
export const PRIVATE_COOKIES = [
  STAFF_TOKEN_COOKIE,
  ID_TOKEN_COOKIE,
  SIGN_IN_COOKIE,
  CLIENT_SESSION_COOKIE,
  FLASH_COOKIE,
  OAUTH_COOKIE,
  ...PREVIEW_COOKIES,
]
