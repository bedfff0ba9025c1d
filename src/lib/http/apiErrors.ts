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

/**
 * A file Payload was asked to fetch from a URL (an upload's `url` field, a pasted URL) that its safe fetch refused
 * (a private or internal address) or could not get (not http(s), no such host, a refused connection, an error
 * answer): the caller's address is the problem, so a 400 (issue 26, finding 6), not a 500.
 */
const EXTERNAL_FETCH = /(^|\. )(Blocked unsafe attempt to |Failed to fetch from |Failed to fetch file from )/

const isValidationData = (data: unknown): data is { errors: unknown[] } =>
  Boolean(data && typeof data === 'object' && Array.isArray((data as { errors?: unknown }).errors))

/** The messages of a validation error's fields, in order, once each. */
function fieldMessages(data: unknown): string[] {
  if (!isValidationData(data)) return []
  const messages = data.errors
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { message?: unknown }).message : undefined))
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '')
  return [...new Set(messages)]
}

/** Sentences one after the other, each ending in a full stop (some field messages end in an example instead). */
const sentences = (messages: string[]) => messages.map((m) => (/[.!?؟…]$/.test(m.trim()) ? m.trim() : `${m.trim()}.`)).join(' ')

export const clientErrors: AfterErrorHook = ({ error, req, result }) => {
  const t = translator(req.locale, 'Api')
  if (MULTIPART.test(error.message)) return { response: { errors: [{ name: 'APIError', message: t('badUpload') }] }, status: 400 }
  if (error.name === 'SyntaxError') return { response: { errors: [{ name: 'APIError', message: t('badQuery') }] }, status: 400 }
  // A `where` on a date field with a value that is not a date (`where[createdAt][equals]=abc`): the adapter's
  // `new Date(value).toISOString()` throws (found by the fuzz test's where family, issue 26 finding 6).
  if (error.name === 'RangeError' && error.message === 'Invalid time value')
    return { response: { errors: [{ name: 'APIError', message: t('badQuery') }] }, status: 400 }
  // Payload wraps whatever went wrong getting a file from a URL in a FileRetrievalError (a 500), whose message starts
  // with its "There was a problem while uploading the file." in the request's language.
  const retrieval = typeof req.t === 'function' ? req.t('error:problemUploadingFile') : ''
  if ((retrieval && error.message.startsWith(retrieval)) || EXTERNAL_FETCH.test(error.message))
    return { response: { errors: [{ name: 'APIError', message: t('fetchRefused') }] }, status: 400 }
  const { status = 500, isPublic, data } = error as ClientError
  if (status >= 500 && isPublic !== true) return
  const known = payloadMessages[error.message]
  const reasons = fieldMessages(data)
  // A validation error's own message is Payload's English "The following field is invalid: city"; the fields'
  // messages are the spec's sentences, in the request's language.
  const message = reasons.length ? sentences(reasons) : known ? t(known) : error.message || t('unexpected')
  // Payload names an error after its class, which the build minifies ("h"): only a real class name is kept.
  const name =
    reasons.length || isValidationData(data) ? 'ValidationError' : /^[A-Z][A-Za-z]{4,}$/.test(error.name) ? error.name : 'APIError'
  const first = result?.errors?.[0] as Record<string, unknown> | undefined
  return {
    response: { errors: [{ ...first, name, message, ...(data ? { data: data as Record<string, unknown> } : {}) }] },
    status,
  }
}
