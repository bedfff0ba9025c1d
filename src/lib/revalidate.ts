import { revalidateTag } from 'next/cache'

/**
 * Expire cached public pages after staff change content, so the next visit
 * renders fresh data (no rebuild, no restart). `expire: 0` expires at once
 * instead of serving one more stale response.
 *
 * Outside a Next.js server (seed script, tests) there is no cache to
 * expire; `context.disableRevalidate` skips the call there.
 */
export function revalidateTags(tags: string[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside a Next.js request (e.g. a CLI script): nothing is cached.
    }
  }
}
