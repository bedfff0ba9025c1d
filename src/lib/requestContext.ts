/**
 * The id of the request being answered, from the site's server (server/logging.mjs keeps it in an
 * AsyncLocalStorage shared through globalThis). Payload's log lines carry it (payload.config.ts, `mixin`).
 */
type Store = { getStore: () => { requestId?: string } | undefined }

export const currentRequestId = (): string | undefined =>
  (globalThis as unknown as { __siteRequestContext?: Store }).__siteRequestContext?.getStore()?.requestId

/** pino `mixin`: adds `requestId` to a log line written while a request is being answered. */
export function requestIdMixin(): Record<string, string> {
  const requestId = currentRequestId()
  return requestId ? { requestId } : {}
}
