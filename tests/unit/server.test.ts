import { createHash } from 'node:crypto'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { allowsInlineScripts, inlineScriptHashes, withScriptHashes } from '../../server/inlineScriptHashes.mjs'
import { checkActionPayload } from '../../server/actionGuard.mjs'
import { endAfterCrash, sendRefusal } from '../../server/answers.mjs'
import { deferPageScripts } from '../../server/deferScripts.mjs'
import { hashPageScripts } from '../../server/hashPageScripts.mjs'
import { bodyRefusal } from '../../server/bodyLimits.mjs'
import { pinCacheControl } from '../../server/cacheControl.mjs'
import { undecodablePath } from '../../server/paths.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Runs a page's loader (its last inline script) against a stand-in document; what it adds, in order, and when. */
function runLoader(html: string) {
  const loader = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script><\/body>/.exec(html)![1]!
  const added: string[] = []
  const frames: (() => void)[] = []
  const timers: { ms: number; run: () => void }[] = []
  const document = {
    head: {
      appendChild: (el: { rel?: string; href?: string; src?: string }) => added.push(el.src ? `script ${el.src}` : `${el.rel} ${el.href}`),
    },
    createElement: () => ({}),
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ ms, run }),
  )
  return { added, frames, timers }
}

describe('the framework scripts of a page', () => {
  const page = [
    '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>',
    '<script src="/_next/static/chunks/react.js" async=""></script>',
    '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
    '<title>وظائف</title><script>document.documentElement.dataset.auth="out"</script></head>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
    '<body><h1>وظائف</h1><script src="https://www.googletagmanager.com/gtag/js" async=""></script>',
    '<script>(globalThis.TURBOPACK||=[]).push({otherChunks:[]})</script><script src="/_next/static/chunks/main.js" async=""></script>',
    '<script>self.__next_f.push([1,"</p>"])</script></body></html>',
  ].join('')

  it('leave the head and load after the first frame, in their order, once; everything else stays as it was', () => {
    const out = deferPageScripts(page)
    expect(out).not.toContain('<script src="/_next/static/')
    expect(out).not.toContain('rel="preload" as="script"')
    // The page's own inline scripts, its stylesheet, its text and any other script stay byte for byte where they were.
    const loader = /<script>\(function\(\)\{var d=document[\s\S]*?<\/script>/.exec(out)![0]
    expect(out.replace(loader, '')).toBe(
      page
        .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>', '')
        .replace('<script src="/_next/static/chunks/react.js" async=""></script>', '')
        .replace('<script src="/_next/static/chunks/turbopack-x.js" async=""></script>', '')
        .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>', '')
        .replace('<script src="/_next/static/chunks/main.js" async=""></script>', ''),
    )
    expect(out.endsWith(`${loader}</body></html>`)).toBe(true)
    const { added, frames, timers } = runLoader(out)
    expect(added).toEqual([])
    frames.forEach((run) => run())
    expect(added).toEqual([])
    timers.filter((t) => t.ms === 0).forEach((t) => t.run())
    expect(added).toEqual([
      'preload /_next/static/chunks/later.js',
      'script /_next/static/chunks/react.js',
      'script /_next/static/chunks/turbopack-x.js',
      'script /_next/static/chunks/main.js',
    ])
    // The fallback for a tab with no frames does nothing more once they are added.
    timers.filter((t) => t.ms === 1000).forEach((t) => t.run())
    expect(added).toHaveLength(4)
  })

  it('load after a second in a background tab, where no frame comes', () => {
    const { added, timers } = runLoader(deferPageScripts(page))
    timers.filter((t) => t.ms === 1000).forEach((t) => t.run())
    expect(added).toHaveLength(4)
  })

  it("are loaded by a script the page's policy lets run, and by nothing else", async () => {
    const server = createServer((req, res) => {
      hashPageScripts(res, { deferScripts: req.url !== '/as-built' })
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "script-src 'self' 'unsafe-inline'" })
      res.end(page)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ar/jobs`)
      const body = await answer.text()
      expect(body).toBe(deferPageScripts(page))
      const loader = /<script>(\(function\(\)\{var d=document[\s\S]*?)<\/script>/.exec(body)![1]!
      const policy = answer.headers.get('content-security-policy')!
      expect(policy).toContain(sha(loader))
      expect(policy).not.toContain("'unsafe-inline'")
      expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
      // Off (DEFER_PAGE_SCRIPTS unset, the default): the page as Next.js wrote it.
      expect(await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/as-built`)).text()).toBe(page)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('leave HTML that is not a page with framework scripts as it is', () => {
    for (const html of [
      '<p>سلام</p><script>one()</script>',
      '<html><head><title>x</title></head><body>x</body></html>',
      '<head><script src="/_next/static/chunks/a.js" async=""></script></head>',
    ])
      expect(deferPageScripts(html)).toBe(html)
  })
})

describe('inline script hashes', () => {
  it('hash the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script>self.__next_f.push([1,"é"])</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT>alert(1)</SCRIPT >',
      '<script>self.__next_f.push([1,"é"])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"é"])'), sha('import "/x.js"'), sha('alert(1)')])
  })

  it("replace 'unsafe-inline' in script-src only", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'"
    expect(allowsInlineScripts(policy)).toBe(true)
    const hashed = withScriptHashes(policy, ["'sha256-abc'"])
    expect(hashed).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com 'sha256-abc'; style-src 'self' 'unsafe-inline'",
    )
    expect(allowsInlineScripts(hashed)).toBe(false)
  })

  it("go into a page's policy once the whole page is written; other answers pass through as written", async () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'"
    const etag = `"${Math.random()}"`
    let written = 0
    const server = createServer((req, res) => {
      hashPageScripts(res)
      const html = req.url !== '/data.json'
      res.writeHead(200, 'OK', {
        'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json',
        'Content-Security-Policy': policy,
        ETag: html ? etag : '"data"',
      })
      res.flushHeaders()
      if (req.method === 'HEAD') return res.end()
      res.write('<p>سلام</p><script>one()</script>', () => written++)
      res.write(Buffer.from('<script>two()</script>'))
      res.end(html ? '<p>end</p>' : '', 'utf8', () => written++)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const page = await fetch(`http://127.0.0.1:${port}/en/jobs`)
      const body = '<p>سلام</p><script>one()</script><script>two()</script><p>end</p>'
      expect(await page.text()).toBe(body)
      expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${sha('one()')} ${sha('two()')}`)
      expect(page.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
      expect(written).toBe(2)
      // Known by its ETag: the remembered policy at once, for an answer with no body to hash.
      const head = await fetch(`http://127.0.0.1:${port}/en/jobs`, { method: 'HEAD' })
      expect(head.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
      const data = await fetch(`http://127.0.0.1:${port}/data.json`)
      expect(data.headers.get('content-security-policy')).toBe(policy)
      expect(data.headers.get('content-length')).toBeNull()
      expect(await data.text()).toBe('<p>سلام</p><script>one()</script><script>two()</script>')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('inline script hashes for answers without a body', () => {
  it('never remember a policy from a HEAD or a 304, and leave out the policy of a 304 they cannot know', async () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'"
    const etag = `"${Math.random()}"`
    const server = createServer((req, res) => {
      hashPageScripts(res)
      const notModified = req.headers['if-none-match'] === etag
      res.writeHead(notModified ? 304 : 200, {
        ...(notModified ? {} : { 'Content-Type': 'text/html; charset=utf-8' }),
        'Content-Security-Policy': policy,
        ETag: etag,
      })
      if (req.method === 'HEAD' || notModified) return res.end()
      res.end('<p>one</p><script>one()</script>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const url = `http://127.0.0.1:${port}/ar/jobs`
      // A revalidation the server cannot answer with the page's hashes (it has restarted since): no policy, so the
      // browser keeps the one it stored with the page, whose hashes match the same bytes.
      const revalidated = await fetch(url, { headers: { 'If-None-Match': etag } })
      expect(revalidated.status).toBe(304)
      expect(revalidated.headers.get('content-security-policy')).toBeNull()
      // A HEAD first (a monitor, a crawler) must not leave a policy without hashes for the page's later visitors.
      const head = await fetch(url, { method: 'HEAD' })
      expect(head.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'")
      const page = await fetch(url)
      expect(await page.text()).toBe('<p>one</p><script>one()</script>')
      expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; script-src 'self' ${sha('one()')}`)
      const again = await fetch(url, { headers: { 'If-None-Match': etag } })
      expect(again.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'))
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('paths Next.js cannot decode', () => {
  it('go to the not-found page of their language, or the API 404', () => {
    expect(undecodablePath('/en/faq/%25')).toBe('/en/page-not-found')
    expect(undecodablePath('/ar/blogs/%E0%A4%A?x=1')).toBe('/ar/page-not-found')
    expect(undecodablePath('/%E0%A4%A')).toBe('/en/page-not-found')
    expect(undecodablePath('/api/jobs/%E0%A4%A')).toBe('/api/not-a-route')
  })
  it('leave every other path alone', () => {
    for (const path of ['/en/jobs/12', '/ar/blogs/%D9%85%D9%82%D8%A7%D9%84', '/en/jobs?q=%25', '/api/jobs?where=%7B']) {
      expect(undecodablePath(path)).toBeNull()
    }
  })
})

describe('request body limits', () => {
  const post = (url: string, headers: Record<string, string>) => bodyRefusal({ method: 'POST', url, headers })
  it('refuse JSON over 1 MB, uploads over their own limit, before reading them', () => {
    expect(post('/api/graphql', { 'content-length': String(250 * 1024 * 1024) })?.status).toBe(413)
    expect(post('/api/graphql', { 'content-length': '2048' })).toBeNull()
    expect(post('/api/candidate-cvs', { 'content-length': String(5.5 * 1024 * 1024) })).toBeNull()
    expect(post('/api/candidate-cvs?locale=ar', { 'content-length': String(7 * 1024 * 1024) })).toEqual({
      status: 413,
      message: 'الطلب أكبر من المسموح.',
    })
    expect(post('/en/contact-us', { 'content-length': String(2 * 1024 * 1024) })?.status).toBe(413)
  })
  it('ask for a length when a body has none, and leave bodiless requests alone', () => {
    expect(post('/api/graphql', { 'transfer-encoding': 'chunked' })?.status).toBe(411)
    expect(post('/api/candidates/session/logout', {})).toBeNull()
    expect(bodyRefusal({ method: 'GET', url: '/api/jobs', headers: { 'content-length': '999999999' } })).toBeNull()
  })
})

describe("the server's own answers", () => {
  /** A real HTTP server doing what server/index.mjs does around Next.js, with `next` standing in for Next.js. */
  async function serve(next: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
    const server = createServer(async (req, res) => {
      pinCacheControl(req, res)
      const refusal = bodyRefusal(req)
      if (refusal) return sendRefusal(req, res, refusal)
      const checked = await checkActionPayload(req)
      if (checked.refusal) return sendRefusal(req, res, checked.refusal)
      const chunks: Buffer[] = []
      for await (const chunk of checked.request) chunks.push(chunk as Buffer)
      next(checked.request, res, Buffer.concat(chunks).toString('utf8'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
  }
  const action = { 'Next-Action': 'a'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' }

  it('refuse an action payload that cannot be decoded with a 400 and the site headers, in the page language', async () => {
    let reached = 0
    const site = await serve((_req, res) => {
      reached++
      res.end('page')
    })
    try {
      for (const body of ['not json at all', '[{"$K', '\u0000\u0001']) {
        const answer = await fetch(`${site.url}/ar/login`, { method: 'POST', headers: action, body })
        expect(answer.status, body).toBe(400)
        expect(await answer.text()).toContain('تعذّرت قراءة النموذج')
        expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
        expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' [^;]*tawk\.to;/)
        expect(answer.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/)
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
        expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=/)
      }
      const form = new FormData()
      form.append('email', 'a@example.com')
      const broken = await fetch(`${site.url}/en/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=nothing-like-this' },
        body: 'garbage without any boundary',
      })
      expect(broken.status).toBe(400)
      expect(reached).toBe(0)
      // A form that parses reaches the page.
      expect((await fetch(`${site.url}/en/login`, { method: 'POST', body: form })).status).toBe(200)
      expect(reached).toBe(1)
    } finally {
      await site.close()
    }
  })

  it('hand a readable payload on byte for byte, and let a fault in the action stay a 500', async () => {
    const site = await serve((_req, res, body) => {
      res.statusCode = body === '["boom"]' ? 500 : 200
      res.end(body)
    })
    try {
      const readable = await fetch(`${site.url}/en/contact-us`, { method: 'POST', headers: action, body: '[{"name":"سارة"}]' })
      expect(readable.status).toBe(200)
      expect(await readable.text()).toBe('[{"name":"سارة"}]')
      const fault = await fetch(`${site.url}/en/contact-us`, { method: 'POST', headers: action, body: '["boom"]' })
      expect(fault.status).toBe(500)
    } finally {
      await site.close()
    }
  })

  it('send refusals of oversized bodies with the site headers, and account pages private and unstored', async () => {
    const site = await serve((_req, res) => {
      res.setHeader('Cache-Control', 's-maxage=31536000')
      res.end('page')
    })
    try {
      // Declared too large: refused before the body is sent.
      const big = await new Promise<IncomingMessage>((resolve, reject) => {
        const req = request(`${site.url}/admin/collections/media`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
        })
        req.on('response', resolve).on('error', reject)
        req.write('{')
      })
      expect(big.statusCode).toBe(413)
      expect(big.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(big.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(big.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      big.resume()
      for (const path of [
        '/en/profile',
        '/ar/profile/',
        '/ar/saved-jobs',
        '/en/jobs/accountant-riyadh/apply',
        '/en/login?redirect=/en/jobs',
        '/ar/signup',
        '/en/forget-password',
        '/ar/reset-password?token=x',
        '/en/oauth/google/callback',
      ]) {
        expect((await fetch(`${site.url}${path}`)).headers.get('cache-control'), path).toBe('private, no-store')
      }
      expect((await fetch(`${site.url}/en/jobs`)).headers.get('cache-control')).toBe('s-maxage=31536000')
      expect((await fetch(`${site.url}/sw.js`)).headers.get('cache-control')).toBe('no-cache, max-age=0, must-revalidate')
    } finally {
      await site.close()
    }
  })

  it('end a request that crashed the handler with a 500 that has the site headers, not the half-set ones', async () => {
    const server = createServer((req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.setHeader('Set-Cookie', 'half=set')
      Promise.reject(new Error('the handler crashed')).catch(() => endAfterCrash(req, res))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const answer = await fetch(`http://127.0.0.1:${port}/en/jobs`)
      expect(answer.status).toBe(500)
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(answer.headers.get('x-frame-options')).toBe('DENY')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('set-cookie')).toBeNull()
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
