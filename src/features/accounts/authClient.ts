import { AUTH_HINT_COOKIE, AUTH_INIT_INTERVAL_MS, AUTH_INIT_TRIES, FLASH_COOKIE } from './constants'

/**
 * The browser's view of the session. The tokens are HttpOnly; the page
 * knows only the nk_auth hint (the ID token's expiry) and asks the server
 * to refresh or end the session.
 */
function readCookie(name: string): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : null
}

export function idTokenExpiry(): number | null {
  const value = Number(readCookie(AUTH_HINT_COOKIE))
  return Number.isFinite(value) && value > 0 ? value : null
}

export const isSignedIn = () => idTokenExpiry() !== null

export function markSignedIn(on: boolean) {
  document.documentElement.dataset.auth = on ? 'in' : 'out'
}

let inflight: Promise<boolean> | null = null

/** A new ID token from the sign-in cookie. False when the session has ended. */
export function refreshIdToken(): Promise<boolean> {
  // The fetch client is imported when first needed: this module is on every page (the header), the client is not.
  inflight ??= import('@/lib/http/client')
    .then(({ request }) => request('/api/candidates/session/refresh', { method: 'POST' }))
    .then(() => {
      markSignedIn(true)
      return true
    })
    .catch((error: unknown) => {
      // The server said no: the session has ended. No answer at all: keep what the page knows.
      if ((error as { response?: Response } | null)?.response) {
        markSignedIn(false)
        return false
      }
      return isSignedIn()
    })
    .finally(() => {
      inflight = null
    })
  return inflight
}

/** Before an API call: refresh when the ID token has less than a minute left. */
export async function ensureFreshToken(): Promise<boolean> {
  const exp = idTokenExpiry()
  if (!exp) return false
  if (exp * 1000 - Date.now() > 60_000) return true
  return refreshIdToken()
}

/** Auth initialization (spec §4): waits for a refresh in flight, at most 20 × 100 ms. */
export async function waitForAuth(): Promise<boolean> {
  for (let i = 0; i < AUTH_INIT_TRIES && inflight; i++) {
    await new Promise((resolve) => setTimeout(resolve, AUTH_INIT_INTERVAL_MS))
  }
  return isSignedIn()
}

/** A one-shot message the server left for this page (e.g. after the OAuth redirect). */
export function takeFlash(): string | null {
  const value = readCookie(FLASH_COOKIE)
  if (value !== null) document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  return value
}
