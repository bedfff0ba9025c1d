import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { jobSearchSegment } from '@/features/jobs/searchPath'

import { FLUSH_EVENT, PageCache, pageCacheFromEnv, pageCacheKey } from '../../server/pageCache.mjs'

/**
 * The page cache in front of a real HTTP server, wired as server/index.mjs wires it (serve, watch changes,
 * compression, capture). The "app" behind it answers each path with the headers the test gives it and counts
 * how often it was asked: an answer served from the cache never reaches it.
 */
type Answer = {
  status?: number
  headers: Record<string, string | string[]>
  body?: string | ((url: string) => string)
  slow?: Promise<void>
}
const answers = new Map<string, Answer>()
const asked = new Map<string, number>()
/** How often the app was asked for each path, whatever the query string. */
const askedPaths = new Map<string, number>()
const page = (n: number) => `<!doctype html><html><body>${'<p>page body</p>'.repeat(200)}<p>${n}</p></body></html>`
/** About 150 KB of HTML that compresses like a real page (brotli 11 takes 100–250 ms on it, as on the site's). */
const WORDS = 'job engineer nurse salary riyadh dubai doha apply remote hybrid contract senior junior manager team'.split(' ')
function realisticPage(seed: number) {
  let state = seed + 1
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const parts: string[] = ['<!doctype html><html lang="en"><body>']
  for (let size = 0; size < 150_000;) {
    const words = Array.from({ length: 12 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')
    const part = `<li class="c${Math.floor(random() * 999)}"><a href="/en/jobs/${Math.floor(random() * 1e6)}">${words}</a></li>`
    parts.push(part)
    size += part.length
  }
  return parts.join('') + '</body></html>'
}
const shareable = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=3600, stale-while-revalidate=60', etag: '"abc"' }

let cache: PageCache
let server: Server
let base: string
let edits = 0

async function app(req: { url?: string; method?: string }, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (req.method === 'POST') {
    // An edit: staff save, the hook flushes, the answer goes out a little later.
    process.emit(FLUSH_EVENT as never, ['content'] as never)
    edits++
    await new Promise((resolve) => setTimeout(resolve, 20))
    res.end('saved')
    return
  }
  asked.set(req.url ?? '', (asked.get(req.url ?? '') ?? 0) + 1)
  askedPaths.set(path, (askedPaths.get(path) ?? 0) + 1)
  const answer = answers.get(path) ?? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found' }
  await answer.slow
  res.writeHead(answer.status ?? 200, answer.headers)
  res.end(typeof answer.body === 'function' ? answer.body(req.url ?? '/') : (answer.body ?? page(edits)))
}

beforeAll(async () => {
  const compress = compression({ threshold: 1024 })
  let requests = 0
  server = createServer((req, res) => {
    // As server/index.mjs does: each request's own id, before the cache answers.
    res.setHeader('X-Request-Id', `request-${++requests}`)
    if (cache.serve(req, res)) return
    cache.watchChanges(req, res)
    compress(req as never, res as never, () => {
      cache.capture(req, res)
      void app(req, res)
    })
  })
  process.on(FLUSH_EVENT as never, () => cache.flush())
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  cache = new PageCache({ maxBytes: 4 * 1024 * 1024, maxAgeSeconds: 60 })
  answers.clear()
  asked.clear()
  askedPaths.clear()
})

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}
/** Lets the answer's 'finish' and the compression jobs run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('page cache', () => {
  it('answers a shareable page from memory after the first request, with its headers', async () => {
    answers.set('/en', { headers: { ...shareable, 'content-security-policy': "script-src 'self' 'sha256-x'" } })
    const first = await get('/en')
    await settle()
    const second = await get('/en')
    expect(asked.get('/en')).toBe(1)
    expect(second.headers['x-cache']).toBe('HIT')
    expect(second.body.equals(first.body)).toBe(true)
    expect(second.headers['content-security-policy']).toBe("script-src 'self' 'sha256-x'")
    expect(second.headers['content-length']).toBe(String(first.body.length))
    expect(second.headers.vary).toMatch(/Accept-Encoding/)
    // Each answer carries its own request's id, not the one the page was stored with.
    expect(second.headers['x-request-id']).toMatch(/^request-\d+$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it('serves gzip and brotli compressed once, and a client that takes them never gets the full bytes meanwhile', async () => {
    answers.set('/ar', { headers: shareable })
    const original = await get('/ar')
    // Stored, but its compressed forms may not be ready yet: such a client goes on to the app.
    await get('/ar', { 'accept-encoding': 'gzip, br' })
    await settle()
    const before = asked.get('/ar')
    const br = await get('/ar', { 'accept-encoding': 'gzip, deflate, br' })
    const gz = await get('/ar', { 'accept-encoding': 'gzip' })
    expect(asked.get('/ar')).toBe(before)
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(original.body)).toBe(true)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(original.body)).toBe(true)
  })

  it('never stores an answer with Set-Cookie, private or no-store, another Vary, another status or a binary type', async () => {
    const refused: Record<string, Answer> = {
      '/cookie': { headers: { ...shareable, 'set-cookie': 'i18n_redirected=en; Path=/' } },
      '/private': { headers: { ...shareable, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      '/no-cache': { headers: { ...shareable, 'cache-control': 's-maxage=60, no-cache' } },
      '/browser-only': { headers: { ...shareable, 'cache-control': 'max-age=60' } },
      '/vary-language': { headers: { ...shareable, vary: 'Accept-Language' } },
      '/vary-cookie': { headers: { ...shareable, vary: 'rsc, Cookie' } },
      '/created': { status: 201, headers: shareable },
      '/image': { headers: { ...shareable, 'content-type': 'image/png' } },
    }
    for (const [path, answer] of Object.entries(refused)) answers.set(path, answer)
    for (const path of Object.keys(refused)) {
      await get(path)
      await settle()
      const again = await get(path)
      expect(again.headers['x-cache'], path).toBeUndefined()
      expect(asked.get(path), path).toBe(2)
    }
  })

  it('keeps signed-in, draft and router requests away from it: never served from it, never stored', async () => {
    answers.set('/en/jobs', { headers: shareable })
    const apart: Record<string, string>[] = [
      { cookie: 'payload-token=staff' },
      { cookie: 'i18n_redirected=ar; nk_signin=abc' },
      { cookie: '__prerender_bypass=1' },
      { authorization: 'JWT x' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ]
    for (const headers of apart) await get('/en/jobs', headers)
    await settle()
    expect(asked.get('/en/jobs')).toBe(apart.length)
    // Nothing was stored from those: the first visitor without them is still a miss.
    expect((await get('/en/jobs', { cookie: 'i18n_redirected=ar; cookie_consent=accepted' })).headers['x-cache']).toBeUndefined()
    await settle()
    expect((await get('/en/jobs')).headers['x-cache']).toBe('HIT')
    for (const headers of apart) expect((await get('/en/jobs', headers)).headers['x-cache']).toBeUndefined()
    expect(asked.get('/en/jobs')).toBe(2 * apart.length + 1)
  })

  it('answers HEAD and If-None-Match from the stored page', async () => {
    answers.set('/en/faq', { headers: shareable })
    const full = await get('/en/faq')
    await settle()
    const head = await get('/en/faq', {}, 'HEAD')
    expect(head.headers['x-cache']).toBe('HIT')
    expect(head.headers['content-length']).toBe(String(full.body.length))
    expect(head.body.length).toBe(0)
    const revalidated = await get('/en/faq', { 'if-none-match': '"abc"' })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.etag).toBe('"abc"')
    expect(asked.get('/en/faq')).toBe(1)
  })

  it('drops pages when content changes, and does not keep one drawn while the change was being saved', async () => {
    answers.set('/en', { headers: shareable })
    await get('/en')
    await settle()
    expect((await get('/en')).headers['x-cache']).toBe('HIT')

    // A visitor's request reaches the app before the edit and finishes after it: not stored.
    let release = () => {}
    answers.set('/en', { headers: shareable, slow: new Promise<void>((resolve) => (release = resolve)) })
    const inFlight = get('/en')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const saved = get('/en/admin-save', {}, 'POST')
    await new Promise((resolve) => setTimeout(resolve, 5))
    release()
    await inFlight
    await saved
    await settle()
    answers.set('/en', { headers: shareable })
    const after = await get('/en')
    expect(after.headers['x-cache']).toBeUndefined()
    expect(after.body.toString()).toContain(`<p>${edits}</p>`)
    await settle()
    expect((await get('/en')).body.toString()).toContain(`<p>${edits}</p>`)
  })

  it('flushes again when the saving request ends, dropping pages stored in between', async () => {
    answers.set('/en/about', { headers: shareable })
    const flushes = cache.stats.flushes
    await get('/en/about-save', {}, 'POST')
    expect(cache.stats.flushes).toBe(flushes + 2)
  })

  it('keeps content-addressed static files across flushes, and pages no longer than its own limit', async () => {
    cache = new PageCache({ maxBytes: 4 * 1024 * 1024, maxAgeSeconds: 0.3 })
    answers.set('/_next/static/chunks/a.js', {
      headers: { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' },
      body: 'console.log(1)',
    })
    answers.set('/en/contact-us', { headers: shareable })
    await get('/_next/static/chunks/a.js')
    await get('/en/contact-us')
    await settle()
    cache.flush()
    expect((await get('/_next/static/chunks/a.js')).headers['x-cache']).toBe('HIT')
    expect((await get('/en/contact-us')).headers['x-cache']).toBeUndefined()
    await settle()
    expect((await get('/en/contact-us')).headers['x-cache']).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect((await get('/en/contact-us')).headers['x-cache']).toBeUndefined()
  })

  it('is bounded in bytes', async () => {
    cache = new PageCache({ maxBytes: 200 * 1024, maxAgeSeconds: 60 })
    for (let i = 0; i < 20; i++) answers.set(`/big/${i}`, { headers: shareable, body: 'x'.repeat(60 * 1024) })
    for (let i = 0; i < 20; i++) {
      await get(`/big/${i}`)
      await settle()
    }
    expect(cache.entries.calculatedSize).toBeLessThanOrEqual(200 * 1024)
    expect(cache.entries.size).toBeLessThan(20)
  })
})

describe('page cache keys and compression work (issue 26, finding 5)', () => {
  it('ignores tracking and unknown query parameters: /en?utm_campaign=<anything> is the one entry of /en', async () => {
    answers.set('/en', { headers: shareable })
    await get('/en')
    await settle()
    const variants = [
      ...Array.from({ length: 40 }, (_, i) => `/en?utm_campaign=probe-${i}`),
      '/en?utm_source=mail&utm_medium=email',
      '/en?gclid=abc',
      '/en?fbclid=def',
      '/en?msclkid=ghi',
      '/en?mc_eid=jkl',
      '/en?anything=else&x=1',
    ]
    for (const path of variants) expect((await get(path)).headers['x-cache'], path).toBe('HIT')
    expect(askedPaths.get('/en')).toBe(1)
    expect(cache.entries.size).toBe(1)
  })

  it('keys the job list by its normalised search, as the proxy rewrites it', async () => {
    answers.set('/en/jobs', { headers: shareable })
    await get('/en/jobs?q=engineer')
    await settle()
    // The same search, written differently or with tracking parameters: one entry.
    for (const same of [
      '/en/jobs?utm_source=mail&q=%20engineer%20%20',
      '/en/jobs?q=engineer&page=1',
      '/en/jobs?q=engineer&q=nurse&gclid=1',
    ]) {
      expect((await get(same)).headers['x-cache'], same).toBe('HIT')
    }
    // Other searches, another page of results and the bare list are other pages.
    for (const other of [
      '/en/jobs?q=nurse',
      '/en/jobs?q=engineer&page=2',
      '/en/jobs?q=engineer&industry=3',
      '/en/jobs',
      '/ar/jobs?q=engineer',
    ]) {
      expect((await get(other)).headers['x-cache'], other).toBeUndefined()
    }
    expect(askedPaths.get('/en/jobs')).toBe(5)
  })

  it('agrees with the proxy: two job list URLs share a key only when they are rewritten to the same search page', () => {
    const queries = [
      '',
      '?q=engineer',
      '?q=%20engineer%20%20',
      '?q=senior++engineer',
      '?q=senior%20engineer',
      '?q=engineer&page=1',
      '?q=engineer&page=2',
      '?q=Engineer',
      '?industry=3',
      '?industry=3&location=7',
      '?location=7&industry=3',
      '?workplace=remote',
      '?type=full-time',
      '?experience=5-10',
      '?page=1',
      '?page=3',
      '?q=engineer&utm_source=mail&gclid=1',
      '?q=&industry=',
      `?q=${'x'.repeat(300)}`,
      `?q=${'x'.repeat(301)}`,
    ]
    for (const a of queries) {
      for (const b of queries) {
        const sameKey = pageCacheKey(`/en/jobs${a}`) === pageCacheKey(`/en/jobs${b}`)
        const samePage = jobSearchSegment(a) === jobSearchSegment(b)
        // The same key must mean the same page; different keys for one page only cost a second entry.
        if (sameKey) expect(samePage, `${a} and ${b}`).toBe(true)
        if (!samePage) expect(sameKey, `${a} and ${b}`).toBe(false)
      }
    }
  })

  it(
    'leaves no compression backlog behind a client making new pages (brotli 11 only for pages served often)',
    { timeout: 30_000 },
    async () => {
      // 100 distinct searches of a 150 KB page (one page per search), asked by a browser (which takes brotli).
      const bodies = new Map<string, string>()
      const bodyOf = (url: string) => bodies.get(url) ?? bodies.set(url, realisticPage(bodies.size)).get(url)!
      answers.set('/en/jobs', { headers: shareable, body: bodyOf })
      for (let i = 0; i < 100; i++) await get(`/en/jobs?q=probe${i}`, { 'accept-encoding': 'gzip, deflate, br' })
      // Once the last answer is out, the server's CPU (all its threads) must go quiet: no queue of compressions left.
      // (Before: each new page queued brotli 11, 100–250 ms, and the queue had no end.)
      const start = process.cpuUsage()
      await new Promise((resolve) => setTimeout(resolve, 2000))
      const used = process.cpuUsage(start)
      expect((used.user + used.system) / 1000).toBeLessThan(500)

      // A page served compressed again and again gets brotli's best quality: smaller, same bytes.
      const original = await get('/en/jobs?q=probe59')
      const first = await get('/en/jobs?q=probe59', { 'accept-encoding': 'br' })
      for (let i = 0; i < 4; i++) await get('/en/jobs?q=probe59', { 'accept-encoding': 'br' })
      await new Promise((resolve) => setTimeout(resolve, 600))
      const best = await get('/en/jobs?q=probe59', { 'accept-encoding': 'br' })
      expect(best.headers['x-cache']).toBe('HIT')
      expect(brotliDecompressSync(best.body).equals(original.body)).toBe(true)
      expect(best.body.length).toBeLessThan(first.body.length)
    },
  )
})

describe('pageCacheFromEnv', () => {
  it('is on by default, off with PAGE_CACHE_MB=0, and off when instances share Next.js cache through Redis', () => {
    const env = (vars: Record<string, string>) => ({ NODE_ENV: 'production', ...vars }) as NodeJS.ProcessEnv
    expect(pageCacheFromEnv(env({}))).toBeInstanceOf(PageCache)
    expect(pageCacheFromEnv(env({ PAGE_CACHE_MB: '0' }))).toBeNull()
    expect(pageCacheFromEnv(env({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBeNull()
  })
})
