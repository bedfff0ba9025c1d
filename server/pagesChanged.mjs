/**
 * The process event the app emits when content changes (lib/revalidate.ts, on every tag revalidation) and the site's
 * server listens to, to drop its page cache (pageCache.mjs). One name for both sides.
 */
export const PAGES_CHANGED_EVENT = 'site:pages-changed'
