import { afterEach, describe, expect, it, vi } from 'vitest'

import { logger, logRequest, pathOf } from '../../server/logging.mjs'

/**
 * Issue 26, finding 7a: the one-time data export link was written to the request log (its token is a path segment,
 * which the query-string rule did not cover). Secrets in paths and query strings never reach the log.
 */
const TOKEN = 'q9Xv3kP0Lm2Zt8Rw5Yb7Nc1Hd4Jf6Gs'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the request log', () => {
  it('writes the data export download without its token', () => {
    const lines: unknown[] = []
    vi.spyOn(logger, 'info').mockImplementation(((entry: unknown) => void lines.push(entry)) as never)
    const req = { method: 'GET', url: `/api/data-exports/download/${TOKEN}?locale=ar`, headers: {} }
    const res = { statusCode: 200, writableFinished: true }
    logRequest(req, res, { startedAt: performance.now(), route: 'api:data-exports', clientAddress: '203.0.113.7' })
    expect(lines).toHaveLength(1)
    expect(JSON.stringify(lines)).not.toContain(TOKEN)
    expect((lines[0] as { path: string }).path).toBe('/api/data-exports/download/[redacted]')
  })

  it('redacts secret path segments however they are written, and nothing else', () => {
    expect(pathOf(`/api/data-exports/download/${TOKEN}`)).toBe('/api/data-exports/download/[redacted]')
    expect(pathOf(`/API/Data-Exports/Download/${TOKEN}/`)).not.toContain(TOKEN)
    expect(pathOf(`/api/data-exports%2Fdownload%2F${TOKEN}`)).not.toContain(TOKEN)
    expect(pathOf(`/api/candidates/verify/${TOKEN}?x=1`)).toBe('/api/candidates/verify/[redacted]')
    expect(pathOf(`/en/reset-password?token=${TOKEN}`)).toBe('/en/reset-password')
    expect(pathOf('/en/jobs/42')).toBe('/en/jobs/42')
    expect(pathOf('/api/jobs/%E0%A4%A')).toBe('/api/jobs/%E0%A4%A')
  })
})
