/**
 * Graceful shutdown. On SIGTERM (or SIGINT) the server:
 *
 * 1. answers `/api/ready` with 503 (a load balancer that still asks stops sending traffic) and stops accepting
 *    connections (nginx then tries the next instance);
 * 2. tells the open live streams (`/api/live`) to end with a reconnect hint (features/live/stream.ts listens on
 *    `globalThis.__siteLifecycle`), so browsers reconnect to another instance and replay what they missed;
 * 3. lets requests in flight finish; answers on kept-alive connections say `Connection: close`;
 * 4. runs the cleanup hooks (Redis, the database pool) and exits with 0, or with 1 when something is still open at
 *    the deadline (SHUTDOWN_TIMEOUT_MS, 8 s: within the 10 s most process managers wait before SIGKILL).
 *
 * A second signal exits at once.
 */
import { EventEmitter } from 'node:events'

const shared = /** @type {{ __siteLifecycle?: EventEmitter & { draining?: boolean } }} */ (globalThis)
/** Emits 'shutdown' once; `draining` tells late-comers (a stream opened during the drain ends at once). */
export const lifecycle = (shared.__siteLifecycle ??= Object.assign(new EventEmitter(), { draining: false }))
lifecycle.setMaxListeners(0)

const cleanups = []

/** Something to close after the last request (a Redis client, a database pool); each gets at most 1 s. */
export function onShutdown(cleanup) {
  cleanups.push(cleanup)
}

/**
 * Counts requests in flight on the server and installs the signal handlers.
 * @param {import('node:http').Server} server
 * @param {{ logger: import('pino').Logger, timeoutMs?: number, exit?: (code: number) => void, signals?: string[] }} options
 */
export function manageLifecycle(
  server,
  { logger, timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 8000, exit = process.exit, signals = ['SIGTERM', 'SIGINT'] },
) {
  let inFlight = 0
  let idle = () => {}

  server.on('request', (req, res) => {
    inFlight += 1
    if (lifecycle.draining) res.shouldKeepAlive = false
    res.once('close', () => {
      inFlight -= 1
      if (inFlight === 0) idle()
    })
  })

  async function shutdown(signal) {
    if (lifecycle.draining) {
      logger.warn({ msg: 'second signal: exiting now', signal })
      exit(1)
      return
    }
    lifecycle.draining = true
    const startedAt = Date.now()
    logger.info({ msg: 'shutting down: draining', signal, inFlight })
    const hardStop = setTimeout(() => {
      logger.error({ msg: 'shutdown deadline passed: exiting', inFlight })
      exit(1)
    }, timeoutMs + 1500)
    hardStop.unref()

    server.close()
    server.closeIdleConnections?.()
    lifecycle.emit('shutdown')

    const drained = await new Promise((resolve) => {
      if (inFlight === 0) return resolve(true)
      idle = () => resolve(true)
      setTimeout(() => resolve(false), timeoutMs).unref()
    })
    if (!drained) {
      logger.warn({ msg: 'requests still open at the deadline: closing them', inFlight })
      server.closeAllConnections?.()
    }
    await Promise.allSettled(
      cleanups.map((cleanup) =>
        Promise.race([Promise.resolve().then(cleanup), new Promise((resolve) => setTimeout(resolve, 1000).unref())]),
      ),
    )
    logger.info({ msg: 'shut down', drained, ms: Date.now() - startedAt })
    exit(drained ? 0 : 1)
  }

  for (const signal of signals) process.on(signal, () => void shutdown(signal))
  return {
    shutdown,
    get inFlight() {
      return inFlight
    },
  }
}
