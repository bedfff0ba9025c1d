/**
 * The app's side of the Prometheus metrics: the registry and the metrics themselves belong to the site's server
 * (server/metrics.mjs), which shares them through globalThis. Outside that server (tests, scripts) nothing is
 * counted.
 */
type Counter = { inc: (labels?: Record<string, string>) => void }
type Gauge = { inc: () => void; dec: () => void }
type SiteMetrics = { rateLimitRefusals: Counter; liveConnections: Gauge }

const metrics = () => (globalThis as unknown as { __siteMetrics?: SiteMetrics }).__siteMetrics

export const countRateLimitRefusal = (policy: string) => metrics()?.rateLimitRefusals.inc({ policy })

export const countLiveConnection = (change: 1 | -1) => (change > 0 ? metrics()?.liveConnections.inc() : metrics()?.liveConnections.dec())

/** The PostgreSQL pool whose connections the metrics report (Payload's `onInit`, payload.config.ts). */
export function watchDatabasePool(payload: { db: unknown }): void {
  const pool = (payload.db as { pool?: unknown }).pool
  if (pool) (globalThis as unknown as { __siteDbPool?: unknown }).__siteDbPool = pool
}
