/**
 * The browser's side of live notifications (spec §7, §9): one EventSource;
 * when it fails it is reopened after 500 ms, then 1, 2, 4 and 8 s (5
 * attempts); after that the page gives up and relies on loading fresh data
 * on navigation (the caller may start again then). A successful connection
 * resets the count. A reconnect asks for what it missed (?after=last id).
 */
export const RECONNECT_BASE_MS = 500
/** The admin's one stream re-announces each message on `window` under this name, for the views that follow it. */
export const LIVE_WINDOW_EVENT = 'nukhba:live'
export const RECONNECT_ATTEMPTS = 5

/** Delay before reconnect attempt `attempt` (0-based), or null once the attempts are used up. */
export function reconnectDelay(attempt: number): number | null {
  return attempt >= 0 && attempt < RECONNECT_ATTEMPTS ? RECONNECT_BASE_MS * 2 ** attempt : null
}

type Source = {
  close: () => void
  addEventListener: (type: 'application', listener: (event: MessageEvent<string>) => void) => void
  onopen: ((event: Event) => unknown) | null
  onerror: ((event: Event) => unknown) | null
}
type SourceFactory = new (url: string) => Source

export type LiveOptions<T> = {
  url: string
  onMessage: (message: T) => void
  /** All attempts failed. */
  onGiveUp?: () => void
  /** Before each (re)connect, e.g. to refresh the session token. */
  beforeConnect?: () => Promise<unknown>
  EventSourceImpl?: SourceFactory
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (id: unknown) => void
}

export function connectLive<T>({
  url,
  onMessage,
  onGiveUp,
  beforeConnect,
  EventSourceImpl = globalThis.EventSource as unknown as SourceFactory,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
}: LiveOptions<T>): () => void {
  let source: Source | null = null
  let attempt = 0
  let lastId = ''
  let timer: unknown = null
  let stopped = false

  const open = async () => {
    if (beforeConnect) await beforeConnect().catch(() => undefined)
    if (stopped) return
    const target = lastId ? `${url}${url.includes('?') ? '&' : '?'}after=${encodeURIComponent(lastId)}` : url
    const current = new EventSourceImpl(target)
    source = current
    current.onopen = () => {
      attempt = 0
    }
    current.addEventListener('application', ({ data, lastEventId }) => {
      if (lastEventId) lastId = lastEventId
      try {
        onMessage(JSON.parse(data) as T)
      } catch {
        // a malformed message is skipped
      }
    })
    current.onerror = () => {
      // Our own schedule, not the browser's endless automatic retry.
      current.close()
      if (stopped || source !== current) return
      const delay = reconnectDelay(attempt)
      attempt += 1
      if (delay === null) {
        source = null
        onGiveUp?.()
        return
      }
      timer = setTimer(() => void open(), delay)
    }
  }

  void open()
  return () => {
    stopped = true
    if (timer !== null) clearTimer(timer)
    source?.close()
    source = null
  }
}
