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
