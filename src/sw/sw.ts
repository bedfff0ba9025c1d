/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
} from 'serwist'

import { isCacheablePage, LOCALE_PAGE, offlinePageFor, PERSONAL_PAGE, PUBLIC_IMAGE } from './paths'
import { addPushListeners } from './push'

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  }
}
declare const self: ServiceWorkerGlobalScope & WorkerGlobalScope

const DAY = 24 * 60 * 60

/**
 * The site's service worker (spec §4, §7), built by Serwist:
 * - precached: the offline page in both languages (and the build's CSS and fonts);
 * - public pages: network first, the last copy when offline, else the offline page in the page's language;
 * - account, OAuth, test and debug pages: network only (offline page when offline), never stored;
 * - build assets: cache first (their names change with their content); public images: stale while revalidate;
 * - everything else (the API, the admin, CVs and pictures, RSC fetches): not handled, so never stored.
 * A new worker waits until the visitor chooses Refresh.
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && PERSONAL_PAGE.test(url.pathname),
      handler: new NetworkOnly(),
    },
    {
      matcher: ({ request, url, sameOrigin }) => sameOrigin && isCacheablePage(url, request.headers),
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 6,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 14 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'static',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && PUBLIC_IMAGE.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: 'images',
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: '/ar/offline',
        matcher: ({ request }) => request.destination === 'document' && offlinePageFor(new URL(request.url).pathname) === '/ar/offline',
      },
      {
        url: '/en/offline',
        matcher: ({ request }) => request.destination === 'document' && LOCALE_PAGE.test(new URL(request.url).pathname),
      },
    ],
  },
})

serwist.addEventListeners()
addPushListeners(self)
