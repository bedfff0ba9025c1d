import { Serwist } from '@serwist/window'

export type WorkerText = { newVersion: string; refresh: string }
type Notify = (message: string, options: { id: string; duration?: number; action?: { label: string; onClick: () => void } }) => void

/** Same-origin build assets this page already loaded, handed to a new worker so it works offline at once. */
function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/_next/static/`) || url.startsWith(`${location.origin}/_next/image`))
  return [location.href, ...new Set(urls)]
}

/**
 * Registers /sw.js (production only; spec §4, §7). The first install says nothing (a toast a few seconds into a
 * first visit landed on whatever the visitor was about to touch: issue 28, item 12); `html[data-offline-ready]`
 * records it. A newer worker waiting offers Refresh, which activates it and reloads once it controls the page.
 */
export async function registerServiceWorker(text: WorkerText, notify: Notify): Promise<void> {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return
  const sw = new Serwist('/sw.js', { scope: '/', type: 'classic' })
  sw.addEventListener('installed', (event) => {
    if (event.isUpdate) return
    // The page that installed the worker was loaded before it: keep that page and its files too.
    sw.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: loadedAssets() } }).catch(() => undefined)
    document.documentElement.dataset.offlineReady = 'true'
  })
  sw.addEventListener('waiting', () => {
    notify(text.newVersion, {
      id: 'sw-waiting',
      duration: Infinity,
      action: {
        label: text.refresh,
        onClick: () => {
          sw.addEventListener('controlling', () => window.location.reload())
          sw.messageSkipWaiting()
        },
      },
    })
  })
  await sw.register({ immediate: true })
  // Already controlled from an earlier visit: the page is ready offline.
  if (navigator.serviceWorker.controller) document.documentElement.dataset.offlineReady = 'true'
}
