import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'
import { DOWNLOAD_POLICY } from '../../server/securityHeaders.mjs'

/**
 * Issue 26, finding 7b: CV and picture downloads lost their sandbox policy. Next.js sets next.config.ts's headers
 * first and then adds a route's own header only if it is not present (next/dist/server/send-response.js), so the
 * site's policy there replaced the `sandbox` that serveAsAttachment sets. The headers a path gets are worked out here
 * as Next.js does: every matching rule in order (a later one replacing a header), then the route's own where absent.
 */
type Rule = { source: string; has?: { type: string; key: string; value?: string }[]; headers: { key: string; value: string }[] }

async function headersFor(
  path: string,
  routeHeaders: Record<string, string>,
  query: Record<string, string> = {},
): Promise<Record<string, string>> {
  const { pathToRegexp } = (await import('next/dist/compiled/path-to-regexp' as string)) as {
    pathToRegexp: (source: string, keys: unknown[], options: Record<string, unknown>) => RegExp
  }
  const rules = ((await nextConfig.headers?.()) ?? []) as Rule[]
  const sent: Record<string, string> = {}
  for (const rule of rules) {
    if (!pathToRegexp(rule.source, [], { strict: true, sensitive: false, delimiter: '/' }).test(path)) continue
    if (rule.has?.some((condition) => condition.type !== 'query' || query[condition.key] !== condition.value)) continue
    for (const { key, value } of rule.headers) sent[key.toLowerCase()] = value
  }
  for (const [key, value] of Object.entries(routeHeaders)) sent[key.toLowerCase()] ??= value
  return sent
}

const route = {
  'Content-Type': 'application/pdf',
  'Content-Disposition': 'attachment; filename="cv.pdf"',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
  'Content-Security-Policy': DOWNLOAD_POLICY,
}

describe('candidate file downloads', () => {
  it.each([
    '/api/candidate-cvs/file/cv-1a2b.pdf',
    '/api/candidate-pictures/file/me-3c4d.webp',
    '/api/candidate-pictures/file/me-3c4d-128x128.webp',
  ])('keep the sandbox policy at %s', async (path) => {
    const sent = await headersFor(path, route)
    expect(sent['content-security-policy']).toContain("default-src 'none'")
    expect(sent['content-security-policy']).toContain('sandbox')
    expect(sent['content-security-policy']).not.toContain('script-src')
    expect(sent['x-content-type-options']).toBe('nosniff')
    expect(sent['strict-transport-security']).toMatch(/max-age=/)
    expect(sent['x-frame-options']).toBe('DENY')
  })

  it('leave every other path the site’s policy', async () => {
    for (const path of ['/en/jobs', '/api/media/file/hero.webp', '/api/candidate-cvs', '/api/candidates/me']) {
      const sent = await headersFor(path, {})
      expect(sent['content-security-policy'], path).toContain("script-src 'self'")
      expect(sent['content-security-policy'], path).not.toContain('sandbox')
    }
  })

  it('let the admin frame a CV asked for inline, still sandboxed', async () => {
    const sent = await headersFor('/api/candidate-cvs/file/cv-1a2b.pdf', route, { view: 'inline' })
    expect(sent['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'self'")
    expect(sent['x-frame-options']).toBe('SAMEORIGIN')
    expect(sent['x-content-type-options']).toBe('nosniff')
    // Pictures have no inline view.
    expect((await headersFor('/api/candidate-pictures/file/me.webp', route, { view: 'inline' }))['x-frame-options']).toBe('DENY')
  })
})
