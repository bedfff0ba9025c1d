import { FetchError, ofetch, type FetchOptions } from 'ofetch'

/**
 * The one HTTP client for the browser (spec §7, §9), on ofetch: a GET is
 * retried once when the answer is one of these statuses (or never came);
 * other methods are never retried, since repeating a write could apply it
 * twice. Every call has a timeout.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504]
export const REQUEST_TIMEOUT_MS = 15_000
export const RETRY_DELAY_MS = 300

export const retriesFor = (method: string | undefined): number => ((method ?? 'GET').toUpperCase() === 'GET' ? 1 : 0)

const client = ofetch.create({
  credentials: 'same-origin',
  timeout: REQUEST_TIMEOUT_MS,
  retryStatusCodes: RETRY_STATUS_CODES,
  retryDelay: RETRY_DELAY_MS,
})

export type RequestOptions = Omit<FetchOptions<'json'>, 'retry' | 'retryStatusCodes'>

/** A JSON (or empty) answer; throws FetchError on a failed request or a status ≥ 400. */
export function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  return client<T>(url, { ...options, retry: retriesFor(options.method) } as FetchOptions<'json'>)
}

/** What went wrong, in the terms the pages have messages for. */
export type FetchErrorKind = 'network' | 'auth' | 'badRequest' | 'tooLarge' | 'conflict' | 'rateLimited' | 'server'

export function fetchErrorKind(error: unknown): FetchErrorKind {
  const status = error instanceof FetchError ? error.response?.status : undefined
  if (status === undefined) return 'network'
  if (status === 401 || status === 403) return 'auth'
  if (status === 413) return 'tooLarge'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rateLimited'
  if (status >= 500) return 'server'
  return 'badRequest'
}

/** The server's own message (Payload's `{ errors: [{ message }] }` or `{ message }`), if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof FetchError)) return null
  const data = error.data as { errors?: { message?: unknown }[]; message?: unknown } | undefined
  const message = data?.errors?.[0]?.message ?? data?.message
  return typeof message === 'string' && message.trim() ? message : null
}

/**
 * The localized text for a failure: the caller's message for its kind, or
 * the generic one. Network and authentication failures always use the
 * spec's fixed wording; for the others the server's message wins when
 * `preferServer` is set (it is localized by the request's locale).
 */
export function describeFetchError(
  error: unknown,
  messages: Partial<Record<FetchErrorKind, string>> & { generic: string },
  { preferServer = false }: { preferServer?: boolean } = {},
): string {
  const kind = fetchErrorKind(error)
  if (preferServer && kind !== 'network' && kind !== 'auth') {
    const fromServer = serverMessage(error)
    if (fromServer) return fromServer
  }
  return messages[kind] ?? messages.generic
}
