import type { EventEmitter } from 'node:events'

import { revalidateTag } from 'next/cache'

import type { CacheTag } from './cacheTags'

import { PAGES_CHANGED_EVENT } from '../../server/pagesChanged.mjs'

/** The process event server/pageCache.mjs listens to (its FLUSH_EVENT): one definition, shared with the site's server. */
export { PAGES_CHANGED_EVENT }

/**
 * Expire cached public pages after staff change content, so the next visit
 * renders fresh data (no rebuild, no restart). `expire: 0` expires at once
 * instead of serving one more stale response.
 *
 * Outside a Next.js server (seed script, tests) there is no cache to
 * expire; `context.disableRevalidate` skips the call there.
 */
export function revalidateTags(tags: CacheTag[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js request (e.g. a CLI script): nothing is cached.
    }
  }
  // The site's server keeps finished pages in memory (server/pageCache.mjs): they go too, now and again when
  // the request that changed them has finished (Next.js expires the tags then).
  ;(process as EventEmitter).emit(PAGES_CHANGED_EVENT, tags)
}

/** A Payload hook (afterChange, afterDelete) that expires the given tags. */
export const expireTags =
  (...tags: CacheTag[]) =>
  ({ req }: { req: { context?: Record<string, unknown> } }): void =>
    revalidateTags(tags, req.context)
