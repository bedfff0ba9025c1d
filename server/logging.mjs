/**
 * Structured logs: one JSON line per event (pino, the logger Payload uses), with the request id of the request it
 * belongs to. The site's server gives every request an id, returns it as `X-Request-Id` and keeps it in an
 * AsyncLocalStorage for the request's duration, so Payload's own log lines (payload.config.ts, `mixin`) carry it too.
 *
 * An incoming `X-Request-Id` (nginx's `$request_id`) is kept only behind trusted proxies (TRUSTED_PROXIES > 0) and
 * when it looks like an id; otherwise a client could write misleading ids into the log.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { pino } from 'pino'

/** Shared with the app's bundle through globalThis (the app reads it in lib/requestContext.ts). */
const shared = /** @type {{ __siteRequestContext?: AsyncLocalStorage<{ requestId: string }> }} */ (globalThis)
export const requestContext = (shared.__siteRequestContext ??= new AsyncLocalStorage())

export const logger = pino({
  level: process.env.LOG_LEVEL || 'info',
  name: 'server',
  timestamp: pino.stdTimeFunctions.isoTime,
  mixin: () => {
    const requestId = requestContext.getStore()?.requestId
    return requestId ? { requestId } : {}
  },
})

const ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/

/** The request's id: the trusted proxy's, else a new UUID. */
export function requestIdOf(req, trustedProxies = Number(process.env.TRUSTED_PROXIES) || 0) {
  const incoming = req.headers['x-request-id']
  if (trustedProxies > 0 && typeof incoming === 'string' && ID_PATTERN.test(incoming)) return incoming
  return randomUUID()
}

/**
 * Paths whose last segment is a secret: the one-time data export link (`/api/data-exports/download/{token}`) and
 * Payload's email verification (`/api/{collection}/verify/{token}`). Whoever reads the log must not be able to use
 * them (issue 26, finding 7a); the segment is written as `[redacted]`.
 */
const SECRET_SEGMENTS = [/^(\/api\/data-exports\/download\/)[^/]+/i, /^(\/api\/[^/]+\/verify\/)[^/]+/i]

/** The path without its query string (which may hold tokens, e.g. a password reset link's) nor a secret segment. */
export const pathOf = (url = '/') => {
  const path = url.split('?', 1)[0]
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // An undecodable path is matched as it came.
  }
  for (const pattern of SECRET_SEGMENTS) if (pattern.test(decoded)) return decoded.replace(pattern, '$1[redacted]')
  return path
}

/** Logs the finished request: method, path, status, duration, client address; health checks only at debug. */
export function logRequest(req, res, { startedAt, route, clientAddress }) {
  const durationMs = Math.round((performance.now() - startedAt) * 10) / 10
  const entry = {
    msg: 'request',
    method: req.method,
    path: pathOf(req.url),
    route,
    status: res.statusCode,
    durationMs,
    clientAddress,
    aborted: !res.writableFinished,
  }
  if (route === 'health') logger.debug(entry)
  else if (res.statusCode >= 500) logger.error(entry)
  else logger.info(entry)
}
