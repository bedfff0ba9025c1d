/**
 * Public pages without a document behind them, as the sitemap lists them (features/seo/sitemap.ts). A capability that
 * adds such a page adds its path here (docs/ARCHITECTURE.md, "Adding a capability"), not in the seo slice.
 */
export const STATIC_PATHS = [
  '/',
  '/about',
  '/article',
  '/services',
  '/blogs',
  '/faq',
  '/jobs',
  '/jobs-by-date',
  '/salaries',
  '/salaries/report',
  '/contact-us',
  '/privacy-policy',
  '/terms-and-conditions',
  '/open-days',
]
