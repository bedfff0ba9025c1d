import { APIError, Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'

import { asPageError, errorStatus, PageError, readForPage } from './pageErrors'

describe('page errors', () => {
  it('carry their status in the digest, the one thing Next.js passes to the browser, with a reference', () => {
    const error = new PageError(503)
    expect(error.digest).toMatch(/^HTTP;503;[0-9a-z]+$/)
    expect(errorStatus(error)).toBe(503)
  })

  it('a busy or unreachable database is a 503, however deep the driver put its code', () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    expect(asPageError(busy)?.status).toBe(503)
    const refused = new Error('Failed query', { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) })
    expect(asPageError(refused)?.status).toBe(503)
    expect(asPageError(Object.assign(new Error('terminating connection'), { code: '57P01' }))?.status).toBe(503)
  })

  it("Payload's client errors keep their status; defects are not page errors", () => {
    expect(asPageError(new Forbidden())?.status).toBe(403)
    expect(asPageError(new APIError('Slow down', 429))?.status).toBe(429)
    expect(asPageError(new TypeError('x is undefined'))).toBeNull()
    expect(asPageError(new APIError('boom', 500))).toBeNull()
  })

  it('the error screen reads 500 for any other server error, and nothing for an error in the browser', () => {
    expect(errorStatus({ digest: '2837461' })).toBe(500)
    expect(errorStatus({ digest: 'HTTP;999;x' })).toBe(500)
    expect(errorStatus({})).toBeNull()
  })

  it("a page's read rethrows what it met as the page error it stands for", async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
    await expect(readForPage(() => Promise.reject(busy))).rejects.toMatchObject({ status: 503 })
    const bug = new TypeError('oops')
    await expect(readForPage(() => Promise.reject(bug))).rejects.toBe(bug)
    await expect(readForPage(() => Promise.resolve(7))).resolves.toBe(7)
  })
})
