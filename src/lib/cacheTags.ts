/**
 * Every cache tag, in one table. Public reads are cached under these tags (`unstable_cache` in each feature's
 * `queries.ts`); the hooks of the collections and globals that feed them expire them (`revalidateTags`).
 *
 * | tag             | what reads it                                             | what expires it                                     |
 * | --------------- | --------------------------------------------------------- | --------------------------------------------------- |
 * | `site-settings` | brand, contact details, integrations (features/site), feeds | Site settings                                     |
 * | `content`       | public content pages and SEO records (features/content, seo) | every content collection, the Home global, SEO records |
 * | `jobs`          | the job board (features/jobs), job feeds (features/feeds) | jobs, industries, locations                         |
 * | `salaries`      | the salary explorer's published cells (features/salary)   | salary rounds (import, publish, delete)             |
 */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  content: 'content',
  jobs: 'jobs',
  salaries: 'salaries',
} as const

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS]
