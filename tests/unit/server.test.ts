import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { allowsInlineScripts, inlineScriptHashes, withScriptHashes } from '../../server/inlineScriptHashes.mjs'
import { bodyRefusal } from '../../server/bodyLimits.mjs'
import { undecodablePath } from '../../server/paths.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

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
