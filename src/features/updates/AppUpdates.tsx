'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { notify } from '@/components/ui/toast'
import { ensureFreshToken, isSignedIn } from '@/features/accounts/authClient'
import { connectLive } from '@/features/live/client'
import type { LiveMessage } from '@/features/live/stream'

import { startBuildCheck } from './buildCheck'

const noSubscription = () => () => {}

export type UpdatesText = {
  offlineReady: string
  newVersion: string
  newBuild: string
  refresh: string
  applicationStatus: string
}

/**
 * What keeps an open page current (spec §4, §7, §9): the service worker and
 * its offline-ready / new-version notices, the new-build check, and live
 * application updates for a signed-in candidate (a toast, and the profile's
 * list refreshed in place). After the live stream gives up, the next
 * navigation starts it again; until then pages load fresh data as usual.
 */
export function AppUpdates({ locale, text }: { locale: string; text: UpdatesText }) {
  const router = useRouter()
  const pathname = usePathname()
  const path = useRef(pathname)
  const [liveGeneration, setLiveGeneration] = useState(0)
  const gaveUp = useRef(false)
  // Signing in or out happens through navigations, which re-render this: the cookie is read again then.
  const signedIn = useSyncExternalStore(noSubscription, isSignedIn, () => false)

  useEffect(() => {
    path.current = pathname
    if (gaveUp.current) {
      gaveUp.current = false
      setLiveGeneration((n) => n + 1)
    }
  }, [pathname])

  useEffect(() => {
    void import('./serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker(text, notify)).catch(() => undefined)
    return startBuildCheck(() => {
      notify(text.newBuild, {
        id: 'new-build',
        duration: Infinity,
        action: { label: text.refresh, onClick: () => window.location.reload() },
      })
      document.documentElement.dataset.newBuild = 'true'
    })
  }, [text])

  useEffect(() => {
    if (!signedIn) return
    return connectLive<LiveMessage>({
      url: `/api/live?locale=${locale}`,
      beforeConnect: ensureFreshToken,
      onGiveUp: () => {
        gaveUp.current = true
      },
      onMessage: (message) => {
        if (message.kind !== 'application-status') return
        notify(text.applicationStatus.replace('{job}', message.jobTitle).replace('{status}', message.statusLabel), {
          type: 'info',
          id: `application-${message.application}`,
          duration: 8000,
        })
        if (/^\/(en|ar)\/profile(\/|$)/.test(path.current ?? '')) router.refresh()
      },
    })
  }, [locale, text, router, liveGeneration, signedIn])

  return null
}
