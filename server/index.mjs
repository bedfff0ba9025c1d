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
 * 6. Posts to pages from another origin get a 403, and a server action payload Next.js could not decode a 400
 *    instead of its 500 (actionGuard.mjs). These answers, and the 500 of a crash, carry the site's security
 *    headers (answers.mjs).
 * 7. Pages opened on an alias of the public origin (SERVER_ALIASES, origins.mjs) are redirected to it; Next.js's
 *    middleware cannot, as it sees every request as addressed to its own hostname.
 * 8. Running as one of several instances (docs/DEPLOY.md): a request id on every request and answer and a JSON log
 *    line per request (logging.mjs), Prometheus metrics on their own port (metrics.mjs), `GET /api/health`
 *    answered here, and a graceful shutdown on SIGTERM (lifecycle.mjs).
 * 9. Cache-Control Next.js cannot be told to send: account pages `private, no-store`, /sw.js always revalidated
 *    (cacheControl.mjs).
 * 10. A page that is not found is drawn on the server, not left to the browser, with status 404; a page that failed
 *    with an error meant for the visitor answers with its status (errorPages.mjs).
 * 11. Public pages and static files Next.js marks shareable are answered from memory, already hashed and
 *    compressed, until content changes (pageCache.mjs; PAGE_CACHE_MB, PAGE_CACHE_MAX_AGE). Off with REDIS_URL:
 *    instances share Next.js's cache there, and nginx's micro-cache in front of them does this job.
 *
 * 8. Payload's jobs queue runs in this process on a schedule (JOBS_AUTORUN, unless set to false: docs/DEPLOY.md).
 *
 * Options: PORT (3000), HOST (all interfaces), and `-p PORT` / `-H HOST` like `next start`.
 */
import { createServer, request as httpRequest } from 'node:http'
import { parseArgs } from 'node:util'

import compression from 'compression'
import next from 'next'

import { checkActionPayload, crossOriginRefusal } from './actionGuard.mjs'
import { endAfterCrash, sendRefusal } from './answers.mjs'
import { bodyRefusal } from './bodyLimits.mjs'
import { pinCacheControl } from './cacheControl.mjs'
import { acceptInternalHeaders, headerSafe, REQUESTED_PATH_HEADER, serverErrorPages } from './errorPages.mjs'
import { hashPageScripts } from './hashPageScripts.mjs'
import { lifecycle, manageLifecycle, onShutdown } from './lifecycle.mjs'
import { logger, logRequest, requestContext, requestIdOf } from './logging.mjs'
import { metrics, observeRequest, startMetricsServer } from './metrics.mjs'
import { FLUSH_EVENT, pageCacheFromEnv } from './pageCache.mjs'
import { siteOrigins } from './origins.mjs'
import { undecodablePath } from './paths.mjs'
import { securityHeadersFor } from './securityHeaders.mjs'

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: true,
})
const port = Number(options.port ?? process.env.PORT ?? 3000)
const hostname = options.hostname ?? process.env.HOST ?? undefined

process.env.NODE_ENV ??= 'production'
// This long-running server runs Payload's jobs queue (job alert digests, search engine notices): features/queue.
process.env.JOBS_AUTORUN ??= 'true'
// Next.js's own name for itself stays `localhost` whatever HOST we listen on: the proxy's rewrites (job searches) are
// built on the URL Next.js gives it, which says localhost, and a rewrite to another origin than Next.js's own is
// forwarded over HTTP as an external one (with HOST=127.0.0.1 every search was answered with a redirect).
const app = next({ dev: false, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
const compress = compression({ threshold: 1024 })
const origins = siteOrigins()
const aliasHosts = new Set(origins.aliases.map((origin) => new URL(origin).host))
const pageCache = pageCacheFromEnv()
// lib/revalidate.ts tells this process when staff change what pages show.
if (pageCache) process.on(FLUSH_EVENT, () => pageCache.flush())

await app.prepare()
const trustedProxies = Number(process.env.TRUSTED_PROXIES) || 0
// Off by default: with it, pages hydrate after the load event (docs/PERFORMANCE.md, "Scripts after the first frame").
const deferScripts = process.env.DEFER_PAGE_SCRIPTS === '1'

/** This server's own answer to a GET of `path` with these headers (the not-found page drawn for a visitor). */
function fetchOwnPage(path, headers) {
  return new Promise((resolve, reject) => {
    const target = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
    const req = httpRequest({ host: target, port, path, method: 'GET', headers, timeout: 15_000 }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end()
  })
}

const server = createServer((req, res) => {
  const startedAt = performance.now()
  const requestId = requestIdOf(req, trustedProxies)
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  // This server's own request for a not-found page already carries the visitor's chain of addresses.
  const internal = acceptInternalHeaders(req)
  if (!internal) {
    const socketAddress = req.socket.remoteAddress ?? ''
    const forwarded = req.headers['x-forwarded-for']
    req.headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${socketAddress}` : socketAddress
  }
  const hops = req.headers['x-forwarded-for'].split(',')
  const clientAddress = hops[Math.max(0, hops.length - 1 - trustedProxies)].trim()
  metrics.httpInFlight.inc()
  res.once('close', () => {
    metrics.httpInFlight.dec()
    logRequest(req, res, { startedAt, route: observeRequest(req, res, startedAt), clientAddress })
  })
  requestContext.run({ requestId }, () =>
    answer(req, res, internal).catch((error) => {
      logger.error({ msg: 'request failed', err: error })
      endAfterCrash(req, res)
    }),
  )
})

/** Health and readiness as a load balancer sees them (lib/readiness.ts does the checks). */
function healthAnswer(req, res) {
  const path = (req.url ?? '').split('?', 1)[0]
  const draining = lifecycle.draining
  if (path === '/api/health' || (path === '/api/ready' && draining)) {
    const status = path === '/api/health' ? 'ok' : 'unavailable'
    res.writeHead(status === 'ok' ? 200 : 503, {
      ...securityHeadersFor(req.url),
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
    })
    res.end(JSON.stringify({ status }))
    return true
  }
  return false
}

async function answer(req, res, internal) {
  if (healthAnswer(req, res)) return

  // A page opened on an alias (127.0.0.1 for localhost, www. for the bare domain) moves to the public origin.
  if (
    aliasHosts.has(req.headers.host ?? '') &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/^\/(api|_next)\//.test(req.url ?? '')
  ) {
    const location = `${origins.canonical}${req.url ?? '/'}`
    res.writeHead(308, { ...securityHeadersFor(req.url), Location: location, 'Cache-Control': 'no-store' }).end()
    return
  }

  const refusal = bodyRefusal(req) ?? crossOriginRefusal(req, origins.all)
  if (refusal) return sendRefusal(req, res, refusal)

  const replacement = undecodablePath(req.url ?? '/')
  if (replacement) {
    req.headers[REQUESTED_PATH_HEADER] = headerSafe((req.url ?? '/').split('?')[0])
    req.url = replacement
  }
  pinCacheControl(req, res)

  if (pageCache?.serve(req, res)) return
  pageCache?.watchChanges(req, res)

  // A server action's payload is read and checked first; a readable one goes on as a copy of the request.
  const checked = await checkActionPayload(req)
  if (checked.refusal) return sendRefusal(req, res, checked.refusal)
  const request = checked.request

  compress(request, res, () => {
    pageCache?.capture(request, res)
    // Pages drawn for GET (and their HEAD), and again for a form posted before its scripts loaded.
    if (['GET', 'HEAD', 'POST'].includes(request.method ?? '')) hashPageScripts(res, { deferScripts })
    serverErrorPages(request, res, fetchOwnPage, { internal })
    handle(request, res).catch((error) => {
      logger.error({ msg: 'request failed', err: error })
      endAfterCrash(request, res)
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
