import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { describeFetchError, fetchErrorKind, request, RETRY_STATUS_CODES } from './client'

/** A real HTTP server that answers each path with the status in it and counts the hits. */
let server: Server
let base = ''
const hits = new Map<string, number>()

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`
    hits.set(key, (hits.get(key) ?? 0) + 1)
    const status = Number(/\/status\/(\d+)/.exec(req.url ?? '')?.[1] ?? 200)
    if (req.url?.startsWith('/slow')) return setTimeout(() => res.end('{}'), 2_000)
    if (req.url?.startsWith('/flaky') && hits.get(key) === 1) {
      res.writeHead(503).end()
      return
    }
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(status < 400 ? { ok: true } : { errors: [{ message: `server says ${status}` }] }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => hits.clear())

const attempts = (method: string, path: string) => hits.get(`${method} ${path}`) ?? 0

describe('fetch client retries', () => {
  it.each(RETRY_STATUS_CODES)('retries a GET once on %i, then gives up', async (status) => {
    await expect(request(`${base}/status/${status}`)).rejects.toThrow()
    expect(attempts('GET', `/status/${status}`)).toBe(2)
  })

  it('lists exactly the spec statuses', () => {
    expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each([400, 401, 403, 404, 413, 422, 501])('does not retry a GET on %i', async (status) => {
    await expect(request(`${base}/status/${status}`)).rejects.toThrow()
    expect(attempts('GET', `/status/${status}`)).toBe(1)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries a %s, even on 503', async (method) => {
    await expect(request(`${base}/status/503`, { method })).rejects.toThrow()
    expect(attempts(method, '/status/503')).toBe(1)
  })

  it('a GET that fails once and then succeeds returns the answer', async () => {
    await expect(request(`${base}/flaky`)).resolves.toEqual({ ok: true })
    expect(attempts('GET', '/flaky')).toBe(2)
  })

  it('a POST that fails once is not repeated', async () => {
    await expect(request(`${base}/flaky`, { method: 'POST' })).rejects.toThrow()
    expect(attempts('POST', '/flaky')).toBe(1)
  })

  it('times out instead of hanging', async () => {
    await expect(request(`${base}/slow`, { timeout: 200, method: 'POST' })).rejects.toThrow()
  })
})

describe('fetch errors as messages', () => {
  const messages = { generic: 'Something went wrong', network: 'Network error', auth: 'Authentication error', badRequest: 'Bad request' }

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [400, 'badRequest'],
    [422, 'badRequest'],
    [409, 'conflict'],
    [413, 'tooLarge'],
    [429, 'rateLimited'],
    [500, 'server'],
  ] as const)('%i is %s', async (status, kind) => {
    const error = await request(`${base}/status/${status}`, { method: 'POST' }).catch((e: unknown) => e)
    expect(fetchErrorKind(error)).toBe(kind)
  })

  it('no server at all is a network error', async () => {
    const error = await request('http://127.0.0.1:1/nothing', { method: 'POST' }).catch((e: unknown) => e)
    expect(fetchErrorKind(error)).toBe('network')
    expect(describeFetchError(error, messages)).toBe('Network error')
  })

  it('uses the caller message for the kind, the generic one otherwise, and the server message when asked', async () => {
    const unauthorized = await request(`${base}/status/401`, { method: 'POST' }).catch((e: unknown) => e)
    expect(describeFetchError(unauthorized, messages, { preferServer: true })).toBe('Authentication error')
    const conflict = await request(`${base}/status/409`, { method: 'POST' }).catch((e: unknown) => e)
    expect(describeFetchError(conflict, messages)).toBe('Something went wrong')
    expect(describeFetchError(conflict, messages, { preferServer: true })).toBe('server says 409')
  })
})
