import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptInternalHeaders, notFoundRequestHeaders, REQUESTED_PATH_HEADER, serverErrorPages } from '../../server/errorPages.mjs'

/**
 * server/errorPages.mjs around a stand-in for Next.js that answers as Next.js 16.4 does: an empty
 * `__next_error__` shell for a page that called notFound() or failed, a page for anything else.
 */
const SHELL = (digest = '') =>
  `<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"{\\"digest\\":\\"${digest}\\"}"])</script></body></html>`

function next(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!
  if (path.endsWith('/page-not-found')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Drawn': 'not-found' })
    res.end(`<!DOCTYPE html><html lang="ar" dir="rtl"><title>x</title><p>${req.headers[REQUESTED_PATH_HEADER] ?? ''}</p></html>`)
    return
  }
  if (path.includes('missing')) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.write(SHELL().slice(0, 20))
    res.end(SHELL().slice(20))
    return
  }
  if (path.includes('busy')) {
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(SHELL('HTTP;503;abc'))
    return
  }
  if (path.includes('broken')) {
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(SHELL('2837461'))
    return
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end('<!DOCTYPE html><html lang="en"><p>a page</p></html>')
}

let port = 0
const server = createServer((req, res) => {
  const internal = acceptInternalHeaders(req)
  serverErrorPages(req, res, fetchOwn, { internal })
  next(req, res)
})

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

async function fetchOwn(path: string, headers: Record<string, string>) {
  const answer = await get(path, headers)
  return { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) }
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('a page that is not found', () => {
  it("is drawn on the server: the not-found page of the path's language, with the path, status 404", async () => {
    const answer = await get('/ar/jobs/missing-job?x=1')
    expect(answer.status).toBe(404)
    expect(answer.headers['x-drawn']).toBe('not-found')
    expect(answer.body).toContain('<html lang="ar" dir="rtl">')
    expect(answer.body).toContain('<p>/ar/jobs/missing-job</p>')
    expect(answer.body).not.toContain('__next_error__')
  })

  it("is left to the browser for the router's own fetches (scripts are running there)", async () => {
    const answer = await get('/en/missing', { rsc: '1' })
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('__next_error__')
  })

  it('answers 404 when opened directly', async () => {
    const answer = await get('/en/page-not-found')
    expect(answer.status).toBe(404)
    expect(answer.body).toContain('<p></p>')
  })

  it('never takes the requested path from the client', async () => {
    const answer = await get('/en/page-not-found', { [REQUESTED_PATH_HEADER]: '/en/<script>' })
    expect(answer.body).toContain('<p></p>')
  })
})

describe('a page that failed', () => {
  it('answers with the status its error carries (a busy database: 503)', async () => {
    expect((await get('/en/jobs/busy')).status).toBe(503)
  })

  it('stays a 500 for a defect', async () => {
    expect((await get('/en/jobs/broken')).status).toBe(500)
  })
})

describe("the server's own request for the not-found page", () => {
  it("carries the visitor's cookies and host, asks for no compression, and names the path", () => {
    const headers = notFoundRequestHeaders(
      { headers: { host: 'example.com', cookie: 'a=1', 'accept-encoding': 'br', 'if-none-match': '"x"' } } as unknown as IncomingMessage,
      '/ar/وظيفة',
    )
    expect(headers).toMatchObject({ host: 'example.com', cookie: 'a=1', 'accept-encoding': 'identity' })
    expect(headers['if-none-match']).toBeUndefined()
    expect(headers[REQUESTED_PATH_HEADER]).toBe('/ar/%D9%88%D8%B8%D9%8A%D9%81%D8%A9')
  })
})

it('other pages pass through untouched', async () => {
  const answer = await get('/en/jobs')
  expect(answer.status).toBe(200)
  expect(answer.body).toContain('a page')
})
