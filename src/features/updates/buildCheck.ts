import { request } from '@/lib/http/client'

/** How often an open page asks whether a newer build is live (and each time the tab comes back). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000

/** The build this page was built from (set by next.config from the same id Next writes to BUILD_ID). */
export const CURRENT_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? ''

/** The live build's id (spec §7: GET builds/latest.json with a timestamp query). Null when unknown. */
export async function latestBuildId(): Promise<string | null> {
  try {
    const { id } = await request<{ id?: unknown }>(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' })
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/**
 * Polls for a newer build at an interval and whenever the tab regains focus
 * (spec §4: "after the application mounts, a loop polls for a newer build").
 * Calls onNewBuild once, with the new id. Returns a stop function.
 */
export function startBuildCheck(onNewBuild: (id: string) => void, current = CURRENT_BUILD_ID): () => void {
  if (!current) return () => {}
  let stopped = false
  let checking = false
  const check = async () => {
    if (stopped || checking || document.visibilityState === 'hidden') return
    checking = true
    const id = await latestBuildId()
    checking = false
    if (!stopped && id && id !== current) {
      stop()
      onNewBuild(id)
    }
  }
  const onVisible = () => void check()
  const timer = window.setInterval(onVisible, BUILD_CHECK_INTERVAL_MS)
  window.addEventListener('focus', onVisible)
  document.addEventListener('visibilitychange', onVisible)
  const stop = () => {
    stopped = true
    window.clearInterval(timer)
    window.removeEventListener('focus', onVisible)
    document.removeEventListener('visibilitychange', onVisible)
  }
  void check()
  return stop
}
