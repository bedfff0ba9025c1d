/**
 * Payload's errors recognised by what they carry, never by `instanceof` (issue 26, finding 4).
 *
 * The Next.js build bundles Payload once per server layer (route handlers, pages and server actions), and the
 * Payload instance is kept per process on `globalThis` by whichever layer asked for it first: its hooks and
 * operations then throw the error classes of that layer's copy. A server action that checks
 * `error instanceof AuthenticationError` against its own copy missed them whenever an API route had started
 * Payload first (a health check, the admin), and a wrong password came back as "Something went wrong on our side"
 * with a logged stack. The build also minifies class names, so `name` is no guide there either (`"h"`).
 *
 * What every copy of Payload's `APIError` (and its subclasses) has is the shape: a message, a numeric HTTP
 * `status`, `isOperational: true`, and for a validation error `data.errors`, a list of `{ path, message }`.
 */
export type PayloadErrorLike = Error & { status: number; data?: unknown; isPublic?: boolean; isOperational?: boolean }
export type FieldError = { path: string; message?: string }

/** An error thrown by Payload (any copy of its `APIError` or a subclass): a message and an HTTP status. */
export function isPayloadError(error: unknown): error is PayloadErrorLike {
  if (!error || typeof error !== 'object') return false
  const { status, message, isOperational } = error as { status?: unknown; message?: unknown; isOperational?: unknown }
  return (
    typeof message === 'string' &&
    typeof status === 'number' &&
    Number.isInteger(status) &&
    status >= 400 &&
    status <= 599 &&
    isOperational === true
  )
}

/** The HTTP status of one of Payload's errors, or undefined for anything else. */
export const payloadErrorStatus = (error: unknown): number | undefined => (isPayloadError(error) ? error.status : undefined)

/** A wrong email or password (`AuthenticationError`), a locked account (`LockedAuth`) or no valid session (`UnauthorizedError`): 401. */
export const isAuthenticationError = (error: unknown): error is PayloadErrorLike => payloadErrorStatus(error) === 401

/** `Forbidden`: 403. */
export const isForbidden = (error: unknown): error is PayloadErrorLike => payloadErrorStatus(error) === 403

/** `NotFound`: 404. */
export const isNotFound = (error: unknown): error is PayloadErrorLike => payloadErrorStatus(error) === 404

/** The field errors of a `ValidationError` (a 400 whose data lists the fields), else an empty list. */
export function validationErrors(error: unknown): FieldError[] {
  if (payloadErrorStatus(error) !== 400) return []
  const data = (error as PayloadErrorLike).data as { errors?: unknown } | null | undefined
  if (!data || typeof data !== 'object' || !Array.isArray(data.errors)) return []
  return data.errors.filter(
    (entry): entry is FieldError => Boolean(entry) && typeof entry === 'object' && typeof (entry as FieldError).path === 'string',
  )
}

/** A `ValidationError`: a 400 whose data lists the fields that were refused. */
export const isValidationError = (error: unknown): error is PayloadErrorLike & { data: { errors: FieldError[] } } =>
  payloadErrorStatus(error) === 400 && validationErrors(error).length > 0

/** A `ValidationError` that names this field (`email` for an address that already has an account). */
export const isFieldRefused = (error: unknown, path: string): boolean => validationErrors(error).some((entry) => entry.path === path)

/**
 * A write refused because a unique key holds the value already: Payload's validation answer (for `path`, or any
 * field), or the database's own refusal when two writes raced past Payload's check.
 */
export const isUniqueRefusal = (error: unknown, path?: string): boolean =>
  (path ? isFieldRefused(error, path) : isValidationError(error)) || /unique|duplicate/i.test(String((error as Error)?.message))
