/**
 * The site's server announces its shutdown (server/lifecycle.mjs, through globalThis): long-lived answers such as
 * live streams end early so that the process can exit. Returns the function that stops listening. Calls back at
 * once when the shutdown has already begun; never outside that server.
 */
type Lifecycle = {
  draining?: boolean
  once: (event: 'shutdown', listener: () => void) => void
  off: (event: 'shutdown', listener: () => void) => void
}

export function onServerShutdown(listener: () => void): () => void {
  const lifecycle = (globalThis as unknown as { __siteLifecycle?: Lifecycle }).__siteLifecycle
  if (!lifecycle) return () => {}
  if (lifecycle.draining) {
    queueMicrotask(listener)
    return () => {}
  }
  lifecycle.once('shutdown', listener)
  return () => lifecycle.off('shutdown', listener)
}
