/**
 * Next.js's page and data cache in Redis, shared by every instance, when REDIS_URL is set (next.config.ts sets
 * `cacheHandler` to this file only then; without it Next.js keeps its own cache on disk, as before).
 *
 * @fortedigital/nextjs-cache-handler's `redis-strings` handler does the work: entries and their tags live in Redis,
 * and `revalidateTag` (our Payload hooks, lib/revalidate.ts) deletes every entry carrying the tag, so the next
 * request on any instance renders fresh content.
 *
 * While Redis is unreachable every read is a miss (pages are rendered on each request) and writes are dropped;
 * a tag revalidated during the outage could leave a stale entry behind, so after a reconnection this instance
 * empties the shared cache (the entries are rebuilt on demand).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

const KEY_PREFIX = process.env.REDIS_CACHE_PREFIX || 'site:cache:'

/** Counts reads and writes in the site's metrics (server/metrics.mjs), when the server has them. */
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
