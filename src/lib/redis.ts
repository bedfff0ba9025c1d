import { createClient } from '@redis/client'

import { env } from './env'

const connect = (url: string) => createClient({ url, pingInterval: 10_000 })
export type RedisClient = ReturnType<typeof connect>

const shared = globalThis as unknown as { __siteRedis?: RedisClient }

/**
 * The process's Redis connection for the app (shared rate limits, readiness), when REDIS_URL is set; null
 * otherwise. It connects in the background and reconnects by itself; commands sent meanwhile wait in its queue.
 * Errors are logged once per outage, never thrown at import.
 */
export function redisClient(): RedisClient | null {
  if (!env.redisUrl) return null
  if (shared.__siteRedis) return shared.__siteRedis
  const client = connect(env.redisUrl)
  let reported = false
  client.on('error', (error: unknown) => {
    if (!reported) console.error(JSON.stringify({ level: 50, name: 'redis', msg: 'Redis unreachable', error: String(error) }))
    reported = true
  })
  client.on('ready', () => {
    reported = false
  })
  client.connect().catch(() => undefined)
  shared.__siteRedis = client
  return client
}
