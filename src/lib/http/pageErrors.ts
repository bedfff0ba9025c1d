import { notFound } from 'next/navigation'

/**
 * Errors a page render meets that the visitor should see as what they are (spec §2: the error screen shows the
 * status code and the message), instead of "Error 500".
 *
 * In production Next.js passes the browser nothing of a server error but its `digest`, and keeps a digest the
 * error already has. A `PageError` therefore writes its status into its digest (`HTTP;503;<reference>`): the error
 * screen reads the status from it and shows that status's own message in the visitor's language, and the site's
 * server answers with it (server/errorPages.mjs). The reference stays, so staff can find the error in the logs.
 */
export const PAGE_ERROR_STATUSES = [400, 403, 404, 408, 429, 500, 502, 503, 504] as const
export type PageErrorStatus = (typeof PAGE_ERROR_STATUSES)[number]

const DIGEST = /^HTTP;(\d{3});/

const reference = () => Math.floor(Math.random() * 36 ** 8).toString(36)

export class PageError extends Error {
  readonly digest: string

  constructor(
    readonly status: PageErrorStatus,
    options?: { cause?: unknown },
  ) {
    super(`HTTP ${status}`, options)
    this.name = 'PageError'
    this.digest = `HTTP;${status};${reference()}`
  }
}

/** Database errors that mean "busy or unreachable, try again soon" (SQLite, PostgreSQL, the network between). */
const UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
])

const codeOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && UNAVAILABLE.has(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * The PageError an error thrown while reading a page's data stands for, or null when it is a defect (a 500).
 * Payload's client errors carry their status (404 for a document that went away between two reads, 403…).
 */
export function asPageError(error: unknown): PageError | null {
  if (error instanceof PageError) return error
  if (codeOf(error)) return new PageError(503, { cause: error })
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status === 'number' && status !== 500 && (PAGE_ERROR_STATUSES as readonly number[]).includes(status)) {
    return new PageError(status as PageErrorStatus, { cause: error })
  }
  return null
}

/** Runs a page's read; an error that stands for a status is thrown as that PageError (a 404 as Next.js's own). */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    const pageError = asPageError(error)
    if (pageError?.status === 404) notFound()
    throw pageError ?? error
  }
}

/**
 * The status an error screen shows: the one in a PageError's digest, 500 for any other server error (it has a
 * digest), null for an error in the browser itself (no digest: nothing failed on the server).
 */
export function errorStatus(error: { digest?: string }): PageErrorStatus | null {
  if (!error.digest) return null
  const status = Number(DIGEST.exec(error.digest)?.[1])
  return (PAGE_ERROR_STATUSES as readonly number[]).includes(status) ? (status as PageErrorStatus) : 500
}
