import { createSerwistRoute } from '@serwist/turbopack'

/**
 * Builds the service worker (src/sw/sw.ts) with esbuild when the site is
 * built, and serves it; next.config maps /sw.js here (spec §7: "file /sw.js
 * registered"). The offline pages are precached under this build's id, so a
 * new build refreshes them.
 */
const revision = process.env.NEXT_PUBLIC_BUILD_ID || 'dev'

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'src/sw/sw.ts',
  useNativeEsbuild: true,
  // The self-hosted fonts. CSS and JS are cached as pages use them (the page that installs the
  // worker hands over what it loaded); precaching every build file would pull in the admin's megabytes.
  globPatterns: ['.next/static/media/*.woff2'],
  additionalPrecacheEntries: [
    { url: '/en/offline', revision },
    { url: '/ar/offline', revision },
  ],
})
