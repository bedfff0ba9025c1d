import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import { withSerwist } from '@serwist/turbopack'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/lib/securityHeaders'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * One id per build: Next writes it to .next/BUILD_ID (served by
 * /builds/latest.json) and pages carry it as NEXT_PUBLIC_BUILD_ID, so an
 * open page can tell that a newer build is live. BUILD_ID pins it (e.g. a
 * release tag); it is kept in the environment so every process of one build
 * agrees.
 */
const buildId = (process.env.BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`)

/**
 * Several instances share one page and data cache in Redis when REDIS_URL is set (server/cacheHandler.mjs, read
 * when the server starts, so one build serves both set-ups); without it each process keeps its own in memory,
 * bounded by `cacheMaxMemorySize` (NEXT_CACHE_MB, 50 by default: server/memoryCacheHandler.mjs). Next.js's default handler wrote every page and
 * query to `.next/` without limit, shared by every process started from the build (issue 26, finding 3).
 */
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.resolve(process.cwd(), 'server/cacheHandler.mjs'), cacheMaxMemorySize: 0 }
  : {
      cacheHandler: path.resolve(process.cwd(), 'server/memoryCacheHandler.mjs'),
      cacheMaxMemorySize: Math.round(Number(process.env.NEXT_CACHE_MB || 50) * 1024 * 1024),
    }

const nextConfig: NextConfig = {
  ...sharedCache,
  reactStrictMode: true,
  // The CV reader bundles its worker thread's script with esbuild when no built one is there (features/cv/reader).
  serverExternalPackages: ['esbuild'],
  poweredByHeader: false,
  // server/index.mjs compresses, after it has read each page to hash its inline scripts (docs/SECURITY.md).
  compress: false,
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId },
  experimental: {
    // Route bundles load on their first request instead of all at start (the admin's and the API's too).
    preloadEntriesOnStart: false,
    // The apply page posts a CV (5 MB at most) to a server action before scripts load; server/bodyLimits.mjs
    // keeps every other page's forms at 1 MB.
    serverActions: { bodySizeLimit: '6mb' },
  },
  // `npm run typecheck` (tsc) checks every file; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async redirects() {
    // The spec's public route is /assesments/{id}; the correct spelling is a permanent redirect to it.
    return [{ source: '/:locale(en|ar)/assessments/:id', destination: '/:locale/assesments/:id', statusCode: 301 }]
  },
  async rewrites() {
    // The service worker is built and served by Serwist's route; the spec registers it as /sw.js.
    return [
      { source: '/sw.js', destination: '/serwist/sw.js' },
      { source: '/sw.js.map', destination: '/serwist/sw.js.map' },
      // Browsers still ask for /favicon.ico; a 404 there is a console error (Lighthouse best practices).
      { source: '/favicon.ico', destination: '/icons/icon-192.png' },
    ]
  },
  async headers() {
    return [
      // Build files under /_next/static are scripts, styles and fonts, never documents: a policy or frame rule means
      // nothing there, and on a phone's first visit those 1.2 KB of headers repeat on each of a dozen files.
      // Candidates' files keep their sandbox policy: Next.js would drop the route's own header for the site's.
      { source: '/:path((?!admin(?:/|$)|_next/static/|api/candidate-(?:cvs|pictures)/file/).*)', headers: securityHeaders() },
      { source: '/api/:collection(candidate-cvs|candidate-pictures)/file/:path*', headers: securityHeaders({ area: 'download' }) },
      // A CV shown inline in the admin's application page (fileChecks.ts: PDFs, staff only): the admin may frame it. The
      // later rule's headers replace the earlier one's.
      {
        source: '/api/candidate-cvs/file/:path*',
        has: [{ type: 'query', key: 'view', value: 'inline' }],
        headers: securityHeaders({ area: 'viewer' }),
      },
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/admin', headers: securityHeaders({ area: 'admin' }) },
      { source: '/admin/:path*', headers: securityHeaders({ area: 'admin' }) },
    ]
  },
}

/**
 * Payload's withPayload asks every path for the Sec-CH-Prefers-Color-Scheme client hint (Accept-CH, Critical-CH,
 * Vary). Only the admin reads it, and on public pages Critical-CH makes Chromium restart each first navigation
 * to send the hint (600 ms of a phone's first paint); the rule is kept for /admin only.
 */
function clientHintsForAdminOnly(config: NextConfig): NextConfig {
  const headers = config.headers
  return {
    ...config,
    async headers() {
      const rules = (await headers?.()) ?? []
      return rules.flatMap((rule) =>
        rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
          ? [
              { ...rule, source: '/admin' },
              { ...rule, source: '/admin/:path*' },
            ]
          : [rule],
      )
    },
  }
}

export default withSerwist(clientHintsForAdminOnly(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })))
