/**
 * Prometheus metrics (prom-client), served on their own port (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by
 * default), never on the public one: nginx does not forward that port, and the public server has no such path.
 * Without METRICS_PORT they are counted but not served.
 *
 * The app's bundle (rate limits, live streams, the shared cache, the database pool) reaches the same registry
 * through globalThis (`lib/metrics.ts`), as Next.js bundles its own copy of modules.
 */
import { createServer } from 'node:http'

import client from 'prom-client'

const shared = /** @type {{ __siteMetrics?: ReturnType<typeof createMetrics> }} */ (globalThis)

function createMetrics() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry, prefix: 'site_' })
  const metric = (Type, options) => new Type({ registers: [registry], ...options })
  return {
    registry,
    httpRequests: metric(client.Counter, {
      name: 'site_http_requests_total',
      help: 'Requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
    }),
    httpDuration: metric(client.Histogram, {
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request (to the last byte), by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    httpInFlight: metric(client.Gauge, { name: 'site_http_requests_in_flight', help: 'Requests being answered now' }),
    pageCache: metric(client.Counter, {
      name: 'site_page_cache_total',
      help: "Pages answered from Next.js's page cache (HIT), rendered (MISS), served stale while re-rendering (STALE), or answered by the server's own page cache before Next.js (SERVER_HIT)",
      labelNames: ['result'],
    }),
    sharedCache: metric(client.Counter, {
      name: 'site_shared_cache_operations_total',
      help: 'Reads and writes of the shared (Redis) cache, by operation and result',
      labelNames: ['operation', 'result'],
    }),
    rateLimitRefusals: metric(client.Counter, {
      name: 'site_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by policy (lib/rateLimit.ts)',
      labelNames: ['policy'],
    }),
    liveConnections: metric(client.Gauge, { name: 'site_live_connections', help: 'Open live-notice streams (/api/live)' }),
    dbPool: metric(client.Gauge, {
      name: 'site_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on SQLite',
      labelNames: ['state'],
      collect() {
        const pool = /** @type {{ __siteDbPool?: { totalCount: number, idleCount: number, waitingCount: number } }} */ (globalThis)
          .__siteDbPool
        if (!pool) return
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    }),
  }
}

export const metrics = (shared.__siteMetrics ??= createMetrics())

const PAGE_SEGMENT = /^[a-z][a-z0-9-]{0,39}$/i

/**
 * A route label with a bounded number of values: the area of the site and, for pages and the API, the first
 * segment. Unknown paths (any 404) share one label, so random URLs cannot grow the metrics.
 */
export function routeOf(url = '/', status = 200) {
  if (status === 404) return 'not-found'
  const path = url.split('?', 1)[0]
  if (path === '/api/health' || path === '/api/ready') return 'health'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  const api = path.match(/^\/api\/([^/]+)(\/file\/)?/)
  if (api) {
    if (api[1] === 'graphql' || api[1] === 'live') return api[1]
    if (!PAGE_SEGMENT.test(api[1])) return 'api'
    return api[2] ? `api:${api[1]}:file` : `api:${api[1]}`
  }
  if (status >= 300 && status < 400) return 'redirect'
  const page = path.match(/^\/(en|ar)(?:\/([^/]+))?/)
  if (page) return page[2] && PAGE_SEGMENT.test(page[2]) ? `page:${page[2]}` : page[2] ? 'page' : 'page:home'
  return 'other'
}

/** Counts a finished request and its duration. */
export function observeRequest(req, res, startedAt) {
  const route = routeOf(req.url, res.statusCode)
  const method = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'].includes(req.method) ? req.method : 'OTHER'
  metrics.httpRequests.inc({ method, route, status: String(res.statusCode) })
  metrics.httpDuration.observe({ method, route }, (performance.now() - startedAt) / 1000)
  const cache = res.getHeader('x-nextjs-cache')
  if (typeof cache === 'string') metrics.pageCache.inc({ result: cache })
  else if (res.getHeader('x-cache') === 'HIT') metrics.pageCache.inc({ result: 'SERVER_HIT' })
  return route
}

/** Serves `GET /metrics` on its own port; resolves to the server (or null without a port). */
export function startMetricsServer(port = process.env.METRICS_PORT, host = process.env.METRICS_HOST || '127.0.0.1') {
  if (!port) return Promise.resolve(null)
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n')
      return
    }
    try {
      const body = await metrics.registry.metrics()
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(body)
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error))
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), host, () => resolve(server))
  })
}
