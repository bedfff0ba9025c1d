/**
 * Next.js's page and data cache in Redis, shared by every instance, when REDIS_URL is set (next.config.ts sets
 * `cacheHandler` to this file only then; without it Next.js keeps its own cache on disk, as before).
 *
 * @fortedigital/nextjs-cache-handler's `redis-strings` handler does the work: entries and their tags live in Redis,
 * and `revalidateTag` (our Payload hooks, lib/revalidate.ts) deletes every entry carrying the tag, so the next
 * request on any instance renders fresh content.
 *
 * Keys carry the site's public origin (SERVER_URL): instances of one site share entries, and an instance started with
 * another SERVER_URL on the same Redis (a staging copy) never serves pages drawn with the other's links (issue 26,
 * finding 3).
 *
 * While Redis is unreachable every read is a miss (pages are rendered on each request) and writes are dropped;
 * a tag revalidated during the outage could leave a stale entry behind, so after a reconnection this instance
 * empties the shared cache (the entries are rebuilt on demand).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { keptValue } from './memoryCacheHandler.mjs'
import { siteOrigins } from './origins.mjs'

/** `REDIS_CACHE_PREFIX` (default `site:cache:`), then the public origin, percent-encoded (no glob characters for SCAN). */
export const cacheKeyPrefix = (env = process.env) =>
  `${env.REDIS_CACHE_PREFIX || 'site:cache:'}${encodeURIComponent(siteOrigins(env.SERVER_URL, '').canonical)}:`

const KEY_PREFIX = cacheKeyPrefix()

/** Counts reads and writes in the site's metrics (server/metrics.mjs), when the server has them; keeps no 404s. */
function counted(handler) {
  const count = (operation, result) => globalThis.__siteMetrics?.sharedCache.inc({ operation, result })
  return {
    ...handler,
    async get(key, meta) {
      try {
        const value = await handler.get(key, meta)
        count('get', value ? 'hit' : 'miss')
        return value
      } catch (error) {
        count('get', 'error')
        throw error
      }
    },
    async set(key, value, context) {
      // A dynamic route's not-found answer is not kept (an unknown slug costs its render, never space).
      if (!keptValue(value?.value)) return
      try {
        await handler.set(key, value, context)
        count('set', 'ok')
      } catch (error) {
        count('set', 'error')
        throw error
      }
    },
    async revalidateTag(tag) {
      await handler.revalidateTag(tag)
      count('revalidateTag', 'ok')
    },
  }
}

/** Deletes this site's cache keys (SCAN + UNLINK, in batches). */
async function emptySharedCache(client) {
  for await (const keys of client.scanIterator({ MATCH: `${KEY_PREFIX}*`, COUNT: 500 })) {
    const batch = Array.isArray(keys) ? keys : [keys]
    if (batch.length) await client.unlink(batch)
  }
}

CacheHandler.onCreation(async () => {
  const shared = globalThis
  if (shared.__siteCacheConfig) return shared.__siteCacheConfig
  shared.__siteCacheConfig = (async () => {
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [] }
    const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
    let lostConnection = false
    client.on('error', (error) => {
      if (!lostConnection) console.error(JSON.stringify({ level: 50, name: 'cache', msg: 'Redis unreachable', error: String(error) }))
      lostConnection = true
    })
    client.on('ready', () => {
      if (!lostConnection) return
      lostConnection = false
      emptySharedCache(client).catch(() => undefined)
    })
    client.connect().catch(() => undefined)
    shared.__siteCacheRedis = client
    return { handlers: [counted(createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs: 1000 }))] }
  })()
  return shared.__siteCacheConfig
})

export default CacheHandler
