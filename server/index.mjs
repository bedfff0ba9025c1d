/**
 * The site's HTTP server (`npm start`): Next.js's own request handler behind a thin Node server that does what
 * Next.js cannot be configured to do (docs/SECURITY.md):
 *
 * 1. The client address. Next.js keeps an X-Forwarded-For header the client wrote; this server appends the
 *    socket's address as the last hop, as a proxy would, and `lib/http/clientAddress.ts` counts back
 *    TRUSTED_PROXIES hops from there. Left-most values are never trusted.
 * 2. Paths Next.js cannot decode (`/en/faq/%25`, `/ar/blogs/%E0%A4%A`) crash its router with a bare
 *    500; they are sent to the localized "not found" page of their language instead (404, with the site's headers).
 * 3. HTML pages get a CSP whose script-src lists the hashes of the page's inline scripts instead of
 *    'unsafe-inline' (hashPageScripts.mjs), so pages stay static and injected scripts do not run.
 * 4. Compression (gzip or brotli), done here rather than by Next.js so that (3) reads the page before it is
 *    compressed (next.config.ts sets `compress: false`).
 * 5. Request bodies over their limit (bodyLimits.mjs: JSON and forms 1 MB, uploads their own) are refused
 *    with a 413 before anything reads them.
 * 6. Posts to pages from another origin get a 403, and a server action Next.js cannot read a 400 instead of its
 *    500 (actionGuard.mjs).
 * 7. Pages opened on an alias of the public origin (SERVER_ALIASES, origins.mjs) are redirected to it; Next.js's
 *    middleware cannot, as it sees every request as addressed to its own hostname.
 * 8. Running as one of several instances (docs/DEPLOY.md): a request id on every request and answer and a JSON log
 *    line per request (logging.mjs), Prometheus metrics on their own port (metrics.mjs), `GET /api/health`
 *    answered here, and a graceful shutdown on SIGTERM (lifecycle.mjs).
 *
 * 8. Payload's jobs queue runs in this process on a schedule (JOBS_AUTORUN, unless set to false: docs/DEPLOY.md).
 *
 * Options: PORT (3000), HOST (all interfaces), and `-p PORT` / `-H HOST` like `next start`.
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { crossOriginRefusal, unreadableActionsAs400 } from './actionGuard.mjs'
import { bodyRefusal } from './bodyLimits.mjs'
import { hashPageScripts } from './hashPageScripts.mjs'
import { lifecycle, manageLifecycle, onShutdown } from './lifecycle.mjs'
import { logger, logRequest, requestContext, requestIdOf } from './logging.mjs'
import { metrics, observeRequest, startMetricsServer } from './metrics.mjs'
import { siteOrigins } from './origins.mjs'
import { undecodablePath } from './paths.mjs'

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: true,
})
const port = Number(options.port ?? process.env.PORT ?? 3000)
const hostname = options.hostname ?? process.env.HOST ?? undefined

process.env.NODE_ENV ??= 'production'
// This long-running server runs Payload's jobs queue (job alert digests, search engine notices): features/queue.
process.env.JOBS_AUTORUN ??= 'true'
const app = next({ dev: false, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
const compress = compression({ threshold: 1024 })
const origins = siteOrigins()
const aliasHosts = new Set(origins.aliases.map((origin) => new URL(origin).host))

await app.prepare()
const trustedProxies = Number(process.env.TRUSTED_PROXIES) || 0

const server = createServer((req, res) => {
  const startedAt = performance.now()
  const requestId = requestIdOf(req, trustedProxies)
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  const socketAddress = req.socket.remoteAddress ?? ''
  const forwarded = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${socketAddress}` : socketAddress
  const hops = req.headers['x-forwarded-for'].split(',')
  const clientAddress = hops[Math.max(0, hops.length - 1 - trustedProxies)].trim()
  metrics.httpInFlight.inc()
  res.once('close', () => {
    metrics.httpInFlight.dec()
    logRequest(req, res, { startedAt, route: observeRequest(req, res, startedAt), clientAddress })
  })
  requestContext.run({ requestId }, () => answer(req, res))
})

/** Health and readiness as a load balancer sees them (lib/readiness.ts does the checks). */
function healthAnswer(req, res) {
  const path = (req.url ?? '').split('?', 1)[0]
  const draining = lifecycle.draining
  if (path === '/api/health' || (path === '/api/ready' && draining)) {
    const status = path === '/api/health' ? 'ok' : 'unavailable'
    res.writeHead(status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify({ status }))
    return true
  }
  return false
}

function answer(req, res) {
  if (healthAnswer(req, res)) return

  // A page opened on an alias (127.0.0.1 for localhost, www. for the bare domain) moves to the public origin.
  if (
    aliasHosts.has(req.headers.host ?? '') &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(api|_next)\//.test(req.url ?? '')
  ) {
    res.writeHead(308, { Location: `${origins.canonical}${req.url ?? '/'}`, 'Cache-Control': 'no-store' }).end()
    return
  }

  const refusal = bodyRefusal(req) ?? crossOriginRefusal(req, origins.all)
  if (refusal) {
    res.writeHead(refusal.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' })
    res.end(JSON.stringify({ errors: [{ message: refusal.message }] }))
    req.resume()
    return
  }

  const replacement = undecodablePath(req.url ?? '/')
  if (replacement) req.url = replacement

  // The service worker script is always revalidated: a shared cache must never keep an old worker (Next.js
  // sends its static route with a year of s-maxage).
  if (/^\/sw\.js(\?|$)/.test(req.url ?? '')) {
    const setHeader = res.setHeader
    res.setHeader = function setCacheControl(name, value) {
      return setHeader.call(this, name, String(name).toLowerCase() === 'cache-control' ? 'no-cache, max-age=0, must-revalidate' : value)
    }
  }

  unreadableActionsAs400(req, res)
  compress(req, res, () => {
    // Pages drawn for GET, and again for a form posted before its scripts loaded.
    if (req.method === 'GET' || req.method === 'POST') hashPageScripts(res)
    handle(req, res).catch((error) => {
      logger.error({ msg: 'request failed', err: error })
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
}

manageLifecycle(server, { logger })
// Then the connections the app opened: Redis (rate limits, readiness; the shared cache) and the PostgreSQL pool.
onShutdown(() => globalThis.__siteRedis?.close())
onShutdown(() => globalThis.__siteCacheRedis?.close())
onShutdown(() => globalThis.__siteDbPool?.end())
const metricsServer = await startMetricsServer()
if (metricsServer) onShutdown(() => new Promise((resolve) => metricsServer.close(resolve)))

server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`)
  logger.info({ msg: 'listening', port, host: hostname ?? null, metricsPort: metricsServer ? Number(process.env.METRICS_PORT) : null })
})
