/** Shared by the footer's button and the lazily loaded SiteScripts (kept apart so the button stays tiny). */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_OPEN_EVENT = 'consent:open'
export const CONSENT_CHANGE_EVENT = 'consent:change'

/**
 * "Cookie settings" may be pressed before SiteScripts has loaded (it loads
 * lazily, at that very click): the request is remembered here and SiteScripts
 * picks it up when it mounts, so the click is never lost.
 */
let openRequested = false

export function requestConsentOpen() {
  openRequested = true
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))
}

/** Whether the banner was asked for (read when SiteScripts mounts). */
export const consentOpenRequested = (): boolean => openRequested

/** The visitor chose: the request is answered. */
export function clearConsentOpenRequest() {
  openRequested = false
}
