/**
 * Account, OAuth, apply, job alert (signed links), test and debug pages (spec §2): personal or diagnostic. The site's server sends them with
 * `Cache-Control: private, no-store` (cacheControl.mjs) and the service worker never keeps them (src/sw/paths.ts).
 */
export const PERSONAL_PAGE =
  /^\/(?:en|ar)\/(?:login|login-simple|signup|forget-password|reset-password|profile|saved-jobs|oauth|alerts|jobs\/[^/]+\/apply|test-[^/]*|debug-[^/]*|seo-debug|seo-test-summary|canonical-test|alternate-pages-test|example-ordered-content|index-backup|BorderImage)(?:\/|$)/
