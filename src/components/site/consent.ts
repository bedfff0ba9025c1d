/** Shared by the footer's button and the lazily loaded SiteScripts (kept apart so the button stays tiny). */
export const CONSENT_COOKIE = 'cookie_consent'
export const CONSENT_OPEN_EVENT = 'consent:open'
export const CONSENT_CHANGE_EVENT = 'consent:change'
