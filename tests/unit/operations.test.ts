import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { lifecycle, manageLifecycle } from '../../server/lifecycle.mjs'
import { pathOf, requestIdOf } from '../../server/logging.mjs'
import { routeOf } from '../../server/metrics.mjs'

describe('metric route labels', () => {
  it('name the area and first segment, and put every unknown path under one label', () => {
    expect(routeOf('/en/jobs/senior-accountant-nt-1001?x=1')).toBe('page:jobs')
    expect(routeOf('/ar')).toBe('page:home')
    expect(routeOf('/api/candidate-cvs/file/a.pdf')).toBe('api:candidate-cvs:file')
    expect(routeOf('/api/jobs/12')).toBe('api:jobs')
    expect(routeOf('/api/graphql')).toBe('graphql')
    expect(routeOf('/api/ready')).toBe('health')
    expect(routeOf('/_next/static/chunks/a.js')).toBe('static')
    expect(routeOf('/jobs', 307)).toBe('redirect')
    for (let i = 0; i < 5; i++) expect(routeOf(`/en/${Math.random().toString(36)}`, 404)).toBe('not-found')
    expect(routeOf('/api/%3Cscript%3E')).toBe('api')
  })
})

describe('request ids and logged paths', () => {
  const req = (id?: string) => ({ headers: id ? { 'x-request-id': id } : {} }) as never
  it("keep a trusted proxy's id and make one otherwise", () => {
    expect(requestIdOf(req('0123456789abcdef'), 1)).toBe('0123456789abcdef')
    expect(requestIdOf(req('0123456789abcdef'), 0)).not.toBe('0123456789abcdef')
    expect(requestIdOf(req('<script>alert(1)</script>'), 1)).toMatch(/^[0-9a-f-]{36}$/)
  })
  it('leave query strings (tokens) out of the log', () => {
    expect(pathOf('/en/reset-password?token=secret')).toBe('/en/reset-password')
  })
})

describe('graceful shutdown', () => {
  let server: Server
  afterEach(() => {
    server?.closeAllConnections()
    lifecycle.draining = false
  })

  it('finishes the request in flight, refuses new connections, ends streams and exits 0', async () => {
    const codes: number[] = []
    let streamEnded = false
    server = createServer((req, res) => {
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(': connected\n\n')
        lifecycle.once('shutdown', () => {
          streamEnded = true
          res.end('retry: 500\n\n')
        })
        return
      }
      setTimeout(() => res.end('done'), 400)
    })
    const control = manageLifecycle(server, {
      logger: pino({ level: 'silent' }),
      timeoutMs: 3000,
      exit: (code) => codes.push(code),
      signals: [],
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        })
          .on('error', reject)
          .end()
      })
    const stream = get('/stream')
    const slow = get('/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(control.inFlight).toBe(2)
    const done = control.shutdown('SIGTERM')
    await expect(get('/late')).rejects.toThrow(/ECONNREFUSED/)
    expect(await slow).toEqual({ status: 200, body: 'done' })
    expect((await stream).body).toContain('retry: 500')
    await done
    expect(streamEnded).toBe(true)
    expect(codes).toEqual([0])
  })
})
