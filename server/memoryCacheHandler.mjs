/**
 * Next.js's page and data cache in this process's memory, bounded, when REDIS_URL is not set (next.config.ts;
 * with REDIS_URL, server/cacheHandler.mjs shares it through Redis). Issue 26, finding 3.
 *
 * Next.js's default handler writes every rendered page (HTML, RSC data, segments: 150–200 KB) and every cached
 * query under `.next/server/route-cache/` and `.next/cache/fetch-cache/`, and nothing ever removes them: each
 * unknown slug (a 404 of a dynamic route) and each new job search was a new file set, so one anonymous client
 * could add gigabytes an hour. That folder is also shared by every process started from the build, so an
 * instance with another SERVER_URL served pages the first had rendered, with the first one's links.
 *
 * Here instead:
 * - entries live in one LRU per process, bounded in bytes (`cacheMaxMemorySize`: NEXT_CACHE_MB, 50 MB by default),
 *   least recently used out; nothing is written to disk, and a process only serves what it rendered itself;
 * - the not-found answer of a dynamic route (status 404) is not kept: an unknown slug costs its render, never
 *   space (and Next.js's own per-key lifetimes, SharedCacheControls, are dropped with the entries);
 * - tags expire entries as with Next.js's handler: `revalidateTag` writes Next.js's tag manifest, which Next.js
 *   reads before using an entry, and `get` drops an entry whose tags expired after it was stored.
 *
 * Pages are rendered on their first request after a start (the build prerenders none that read content).
 */
import { createRequire } from 'node:module'

import { LRUCache } from 'lru-cache'

const require = createRequire(import.meta.url)
// Modules Next.js shares between its server and its bundled runtimes (`.external`): one instance per process.
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')

const TAGS_HEADER = 'x-next-cache-tags'
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
const DEFAULT_BYTES = 50 * 1024 * 1024

const byteLength = (value) =>
  value == null ? 0 : typeof value === 'string' ? Buffer.byteLength(value) : (value.byteLength ?? value.length ?? 0)

/** An entry's size in bytes, as Next.js's own memory cache counts it. */
export function entrySize({ value }, key) {
  let size = 25
  if (value?.kind === 'FETCH') size = byteLength(JSON.stringify(value.data ?? ''))
  else if (value?.kind === 'APP_ROUTE') size = byteLength(value.body)
  else if (value?.kind === 'APP_PAGE') {
    size = byteLength(value.html) + byteLength(value.rscData) + byteLength(value.postponed)
    for (const [segment, data] of value.segmentData ?? []) size += segment.length + byteLength(data)
  } else if (value) size = byteLength(value.html) + byteLength(JSON.stringify(value.pageData ?? ''))
  return key.length + Math.max(1, size)
}

/** Answers Next.js never keeps here: a rendered error, above all a dynamic route's "not found" (404). */
export const keptValue = (value) => value != null && !(RESPONSE_KINDS.has(value.kind) && (value.status ?? 200) >= 400)

let entries

function store(maxBytes) {
  if (entries?.maxSize === maxBytes) return entries
  entries = new LRUCache({
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: entrySize,
    // Next.js remembers each key's lifetime in a map of its own; it goes with the entry (not on a replacement).
    dispose: (_value, key, reason) => {
      if (reason !== 'set') SharedCacheControls?.cacheControls?.delete(key)
    },
  })
  return entries
}

function tagsOf(value, ctx) {
  if (RESPONSE_KINDS.has(value?.kind)) {
    const header = value.headers?.[TAGS_HEADER]
    return typeof header === 'string' && header ? header.split(',') : []
  }
  return value?.kind === 'FETCH' ? [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])] : []
}

export default class MemoryCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number, [option: string]: unknown }} [context] Next.js's handler context */
  constructor(context = {}) {
    this.maxBytes = context.maxMemoryCacheSize ?? DEFAULT_BYTES
  }

  async get(key, ctx) {
    if (!this.maxBytes) return null
    const data = store(this.maxBytes).get(key)
    if (!data) return null
    const tags = tagsOf(data.value, ctx)
    if (tags.length && areTagsExpired(tags, data.lastModified)) {
      entries.delete(key)
      return null
    }
    return data
  }

  async set(key, value, ctx) {
    if (!this.maxBytes) return
    const cache = store(this.maxBytes)
    if (!keptValue(value)) {
      cache.delete(key)
      SharedCacheControls?.cacheControls?.delete(key)
      return
    }
    cache.set(key, { value, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl })
  }

  /** As Next.js's own handler: marks the tags expired (or stale) in Next.js's tag manifest. */
  async revalidateTag(tags, durations) {
    const now = Date.now()
    for (const tag of typeof tags === 'string' ? [tags] : tags) {
      const existing = tagsManifest.get(tag) ?? {}
      if (durations) {
        const updates = { ...existing, stale: now }
        if (durations.expire !== undefined) updates.expired = now + durations.expire * 1000
        tagsManifest.set(tag, updates)
      } else {
        tagsManifest.set(tag, { ...existing, expired: now })
      }
    }
  }

  resetRequestCache() {}
}

/** For tests: the entries and their total size. */
export const memoryCacheState = () => ({ count: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 })
