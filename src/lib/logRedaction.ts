import { stdSerializers, type LoggerOptions } from 'pino'

/**
 * Payload's log lines never carry SQL (issue 26, finding 6). A database error (drizzle's DrizzleQueryError) has the
 * whole statement and its parameters in its message, its stack and its `query` and `params` fields: a `where` of a
 * thousand ORs wrote a statement of a thousand terms to the log, with whatever values the request put in it. The
 * options below (Payload's logger, payload.config.ts) keep the error's kind and the database's own reason (its
 * `cause`: "too many terms in compound SELECT") and leave the statement out, of the error and of the line's message
 * (pino takes an error's message as the line's).
 */
const STATEMENT = /Failed query: [\s\S]*?(?:\nparams: [^\n]*|$)/g
const OMITTED = 'Failed query: [SQL omitted]'
const SQL_FIELDS = new Set(['query', 'params', 'sql'])

function scrub(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return value.replace(STATEMENT, OMITTED)
  if (!value || typeof value !== 'object' || seen.has(value)) return value
  seen.add(value)
  if (Array.isArray(value)) return value.map((entry) => scrub(entry, seen))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SQL_FIELDS.has(key))
      .map(([key, entry]) => [key, scrub(entry, seen)]),
  )
}

/** pino's error serializer, without SQL statements or their parameters. */
export function errWithoutSql(error: unknown): unknown {
  const serialized = error instanceof Error ? stdSerializers.err(error) : error
  return scrub(serialized, new WeakSet())
}

/** pino's number for `error`. */
const ERROR_LEVEL = 50

/** A logged error that carries a client's mistake (a 4xx status, as Payload's errors carry it), with that status. */
function clientError(args: unknown[]): { message: string; status: number } | undefined {
  const [first] = args
  const err = first instanceof Error ? first : first && typeof first === 'object' ? (first as { err?: unknown }).err : undefined
  if (!err || typeof err !== 'object') return undefined
  const { status, message } = err as { status?: unknown; message?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? { status, message: String(message) } : undefined
}

/**
 * pino's `logMethod` hook: the line's message, taken from an error or given as text, without SQL. An error Payload
 * logs with a 4xx status (a refused permission, a wrong password, an invalid field, a refused file) is the client's
 * mistake, not the server's: it is written at `info` with its status and message, not at `error` with its stack.
 * Payload's own `loggingLevels` does this by the error's class name, which the production build minifies ("h").
 */
function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) {
  const client = level === ERROR_LEVEL ? clientError(args) : undefined
  if (client) {
    const logger = this as { info: (object: object, msg: string) => void }
    return logger.info({ status: client.status }, scrub(client.message, new WeakSet()) as string)
  }
  const [first, ...rest] = args
  if (first instanceof Error && rest.length === 0) return method.call(this, { err: first }, scrub(first.message, new WeakSet()))
  // `{ err }` alone (Payload's logError): pino would take the error's message as the line's.
  const err = first && typeof first === 'object' ? (first as { err?: unknown; msg?: unknown }).err : undefined
  if (err instanceof Error && rest.length === 0 && (first as { msg?: unknown }).msg === undefined)
    return method.call(this, first, scrub(err.message, new WeakSet()))
  return method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? scrub(arg, new WeakSet()) : arg)),
  )
}

/** What Payload's logger is given so that no line carries SQL. */
export const withoutSql = {
  serializers: { err: errWithoutSql },
  hooks: { logMethod: logMethod as NonNullable<LoggerOptions['hooks']>['logMethod'] },
} satisfies LoggerOptions
