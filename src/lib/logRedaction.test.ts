import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { errWithoutSql, withoutSql } from './logRedaction'

/** Issue 26, finding 6: a database error is logged without its SQL statement and parameters. */
function drizzleError() {
  const query = `select "id", "title" from "jobs" where ("jobs"."id" = ? or "jobs"."id" = ? or "jobs"."email" = ?) limit ?`
  const params = [1, 2, 'someone@example.com', 10]
  const cause = Object.assign(new Error('SQLITE_ERROR: Expression tree is too large (maximum depth 1000)'), { code: 'SQLITE_ERROR' })
  // The shape of drizzle-orm's DrizzleQueryError.
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause }), {
    name: 'DrizzleQueryError',
    query,
    params,
  })
}

function logged(options?: typeof withoutSql): { write: (error: Error) => string } {
  return {
    write(error) {
      let line = ''
      const stream = new Writable({
        write(chunk, _encoding, done) {
          line += String(chunk)
          done()
        },
      })
      pino(options ?? {}, stream).error(error)
      return line
    },
  }
}

describe('the log serializer for errors', () => {
  it('leaves out the SQL and its parameters, keeps the kind and the database’s reason', () => {
    const line = logged(withoutSql).write(drizzleError())
    expect(line).not.toMatch(/select "id"/i)
    expect(line).not.toContain('someone@example.com')
    expect(line).toContain('Failed query: [SQL omitted]')
    expect(line).toContain('Expression tree is too large')
    expect(line).toContain('DrizzleQueryError')
  })

  it('is needed: pino’s own serializer writes the statement', () => {
    expect(logged().write(drizzleError())).toContain('someone@example.com')
  })

  it('scrubs an error logged with its own message too', () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const error = drizzleError()
    pino(withoutSql, stream).error({ err: error }, error.message)
    // As Payload's logError writes it.
    pino(withoutSql, stream).error({ err: error })
    expect(lines).toHaveLength(2)
    expect(lines.join('')).not.toContain('someone@example.com')
  })

  it('leaves other errors as pino writes them', () => {
    const error = new Error('The email or password provided is incorrect.')
    expect(errWithoutSql(error)).toMatchObject({ message: error.message, type: 'Error' })
    expect(errWithoutSql('text')).toBe('text')
  })
})

describe('client errors in the log', () => {
  function lines(write: (logger: ReturnType<typeof pino>) => void): Record<string, unknown>[] {
    let text = ''
    const stream = new Writable({
      write(chunk, _encoding, done) {
        text += String(chunk)
        done()
      },
    })
    write(pino({ level: 'info', ...withoutSql }, stream))
    return text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  }
  // As the production build names Payload's errors: the class name minified, the status kept.
  const minified = (message: string, status: number) => Object.assign(new Error(message), { name: 'h', status })

  it('writes a refusal, a wrong password or an invalid field at info with its status, not at error with a stack', () => {
    const [forbidden, invalid] = lines((logger) => {
      logger.error({ err: minified('You are not allowed to perform this action.', 403) })
      logger.error(minified('The following field is invalid: city', 400))
    })
    expect(forbidden).toMatchObject({ level: 30, status: 403, msg: 'You are not allowed to perform this action.' })
    expect(forbidden).not.toHaveProperty('err')
    expect(invalid).toMatchObject({ level: 30, status: 400, msg: 'The following field is invalid: city' })
  })

  it('keeps server errors, and errors without a status, at error with their stack', () => {
    const [server, plain, warned] = lines((logger) => {
      logger.error({ err: minified('Something broke', 500) })
      logger.error({ err: new Error('no status') })
      logger.warn({ err: minified('a warning stays a warning', 404) })
    })
    expect(server).toMatchObject({ level: 50, msg: 'Something broke' })
    expect((server!.err as { stack?: string }).stack).toContain('Something broke')
    expect(plain).toMatchObject({ level: 50, msg: 'no status' })
    expect(warned).toMatchObject({ level: 40 })
  })
})
