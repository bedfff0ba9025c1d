import { migrationsForAdapter } from './migrations'
import { getPayloadClient } from './payload'
import { redisClient } from './redis'
import { storageReachable } from './storage'

/**
 * `GET /api/ready`: can this instance serve traffic? The database answers and has every migration of this build
 * applied; Redis and the bucket answer when they are configured. Each check gets 2 s. The answer says only ready
 * or not (which check failed goes to the log), and one result serves every caller for a second, so polling it
 * costs the database at most one small query a second.
 */
const CHECK_TIMEOUT_MS = 2000
const REUSE_MS = 1000

type Check = (signal: AbortSignal) => Promise<unknown>

const checks: Record<string, Check> = {
  async database() {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      pagination: false,
      depth: 0,
      select: { name: true },
      overrideAccess: true,
    })
    const applied = new Set(docs.map((doc) => (doc as { name?: string }).name))
    const missing = migrationsForAdapter().filter((migration) => !applied.has(migration.name))
    if (missing.length) throw new Error(`${missing.length} migration(s) not applied`)
  },
  async redis() {
    const client = redisClient()
    if (client) await client.ping()
  },
  storage: (signal) => storageReachable(signal),
}

function withTimeout(check: Check): Promise<unknown> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error('timed out'))
    }, CHECK_TIMEOUT_MS)
  })
  return Promise.race([check(controller.signal), timeout]).finally(() => clearTimeout(timer))
}

export type Readiness = { ready: boolean; failed: { check: string; reason: string }[] }

async function runChecks(): Promise<Readiness> {
  const entries = Object.entries(checks)
  const results = await Promise.allSettled(entries.map(([, check]) => withTimeout(check)))
  const failed = results.flatMap((result, index) =>
    result.status === 'rejected'
      ? [{ check: entries[index]?.[0] ?? '?', reason: String((result.reason as Error)?.message ?? result.reason) }]
      : [],
  )
  return { ready: failed.length === 0, failed }
}

let last: { at: number; result: Promise<Readiness> } | null = null

export function readiness(): Promise<Readiness> {
  const now = Date.now()
  if (!last || now - last.at > REUSE_MS) last = { at: now, result: runChecks() }
  return last.result
}
