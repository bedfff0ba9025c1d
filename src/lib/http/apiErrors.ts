import type { AfterErrorHook } from 'payload'

import type { Messages } from 'next-intl'

import { translator } from '@/i18n/messages'

/**
 * Payload's REST answers for errors meant for the client, as the client should get them (SECURITY.md: a clear,
 * localized 4xx, never "An unknown error occurred.").
 *
 * In the production build class names are minified: Payload sets an error's `name` from its class's name, and
 * its formatter (`formatErrors`) drops the message of an error without a name, so every APIError (a duplicate
 * application, an oversized CV, invalid JSON…) reached clients as "An unknown error occurred.". This hook,
 * run for every REST error, rebuilds the answer from the error itself: its status, its message (ours are
 * localized already; Payload's "Invalid JSON" is translated here) and its field errors. Errors that are not
 * for the client (5xx without `isPublic`) keep Payload's generic answer.
 */
type ClientError = Error & { status?: number; isPublic?: boolean; data?: unknown }

const payloadMessages: Record<string, keyof Messages['Api']> = { 'Invalid JSON': 'invalidJson' }

/** Errors thrown while reading what the client sent: busboy's on a broken multipart body, JSON.parse's on a query. */
const MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Unexpected end of file)/

export const clientErrors: AfterErrorHook = ({ error, req, result }) => {
  const t = translator(req.locale, 'Api')
  if (MULTIPART.test(error.message)) return { response: { errors: [{ name: 'APIError', message: t('badUpload') }] }, status: 400 }
  if (error.name === 'SyntaxError') return { response: { errors: [{ name: 'APIError', message: t('badQuery') }] }, status: 400 }
  const { status = 500, isPublic, data } = error as ClientError
  if (status >= 500 && isPublic !== true) return
  const known = payloadMessages[error.message]
  const message = known ? t(known) : error.message || t('unexpected')
  const name = error.name || (data && typeof data === 'object' && 'errors' in data ? 'ValidationError' : 'APIError')
  const first = result?.errors?.[0] as Record<string, unknown> | undefined
  return {
    response: { errors: [{ ...first, name, message, ...(data ? { data: data as Record<string, unknown> } : {}) }] },
    status,
  }
}
