/**
 * Personal and diagnostic pages (spec §2), one definition for the site's server, the app and the service worker.
 *
 * Account pages (`ACCOUNT_PATHS`): signing in, signing up, resetting a password, OAuth, the profile, saved jobs and
 * job alerts' and consent reminders' signed links. robots.txt disallows them in every language (app/robots.ts, through
 * features/seo/sitemap.ts), and the sitemap never lists them.
 */
export const ACCOUNT_PATHS = [
  '/login',
  '/login-simple',
  '/signup',
  '/forget-password',
  '/reset-password',
  '/oauth',
  '/profile',
  '/saved-jobs',
  '/alerts',
  '/keep-profile',
  '/verify-email',
  '/clients',
]

/** The other personal or diagnostic pages: applying for a job, and the test and debug pages (regular expressions). */
const OTHER_PERSONAL_PAGES = [
  'jobs/[^/]+/apply',
  'test-[^/]*',
  'debug-[^/]*',
  'seo-debug',
  'seo-test-summary',
  'canonical-test',
  'alternate-pages-test',
  'example-ordered-content',
  'index-backup',
  'BorderImage',
]

/**
 * Account, OAuth, apply, job alert (signed links), test and debug pages, in either language (the locales of
 * src/i18n/locales.ts; tests/unit/sharedFacts.test.ts checks they agree): personal or diagnostic. The site's server
 * sends them with `Cache-Control: private, no-store` (cacheControl.mjs) and the service worker never keeps them
 * (src/sw/paths.ts).
 */
export const PERSONAL_PAGE = new RegExp(
  `^/(?:en|ar)/(?:${[...ACCOUNT_PATHS.map((path) => path.slice(1)), ...OTHER_PERSONAL_PAGES].join('|')})(?:/|$)`,
)
