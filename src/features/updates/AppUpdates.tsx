'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { notify } from '@/components/ui/toast'
import { ensureFreshToken, isSignedIn } from '@/features/accounts/authClient'
import type { LiveMessage } from '@/features/live/stream'

const noSubscription = () => () => {}

/** None of this matters in a page's first seconds: it starts this long after `load`, when the browser is idle. */
export const START_DELAY_MS = 4000

export type UpdatesText = {
  newVersion: string
  newBuild: string
  refresh: string
  /** The toasts' region and close button, for screen readers (sonner's own labels are English). */
  notifications: string
  closeNotification: string
}

function afterLoadAndIdle(delay: number, run: () => void): () => void {
  let timer: number | undefined
  let idle: number | undefined
  const start = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 2000 })
      else run()
    }, delay)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/**
 * What keeps an open page current (spec §4, §7, §9): the service worker and
 * its offline-ready / new-version notices, the new-build check, and live
 * application updates for a signed-in candidate (a toast, and the profile's
 * list refreshed in place). Each piece's code is imported when it starts,
 * a few seconds after the page has loaded, so none of it competes with the
 * first paint. After the live stream gives up, the next navigation starts it
 * again; until then pages load fresh data as usual.
 */
export function AppUpdates({ locale, text }: { locale: string; text: UpdatesText }) {
  const router = useRouter()
  const pathname = usePathname()
  const path = useRef(pathname)
  const [ready, setReady] = useState(false)
  const [liveGeneration, setLiveGeneration] = useState(0)
  const gaveUp = useRef(false)
  // Signing in or out happens through navigations, which re-render this: the cookie is read again then.
  const signedIn = useSyncExternalStore(noSubscription, isSignedIn, () => false)

  useEffect(() => afterLoadAndIdle(START_DELAY_MS, () => setReady(true)), [])

  useEffect(() => {
    path.current = pathname
    if (gaveUp.current) {
      gaveUp.current = false
      setLiveGeneration((n) => n + 1)
    }
  }, [pathname])

  useEffect(() => {
    if (!ready) return
    let stop = () => {}
    let cancelled = false
    void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker(text, notify)).catch(() => undefined)
    void import('./buildCheck').then(({ startBuildCheck }) => {
      if (cancelled) return
      stop = startBuildCheck(() => {
        notify(text.newBuild, {
          id: 'new-build',
          duration: Infinity,
          action: { label: text.refresh, onClick: () => window.location.reload() },
        })
        document.documentElement.dataset.newBuild = 'true'
      })
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [ready, text])

  useEffect(() => {
    if (!ready || !signedIn) return
    let stop = () => {}
    let cancelled = false
    void import('@/features/live/client').then(({ connectLive }) => {
      if (cancelled) return
      stop = connectLive<LiveMessage>({
        url: `/api/live?locale=${locale}`,
        beforeConnect: ensureFreshToken,
        onGiveUp: () => {
          gaveUp.current = true
        },
        onMessage: (message) => {
          if (message.kind !== 'application-status') return
          notify(message.text, {
            type: 'info',
            id: `application-${message.application}`,
            duration: 8000,
          })
          if (/^\/(en|ar)\/profile(\/|$)/.test(path.current ?? '')) router.refresh()
        },
      })
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [ready, signedIn, locale, text, router, liveGeneration])

  return null
}
