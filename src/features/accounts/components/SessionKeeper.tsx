'use client'

import { useEffect } from 'react'

import { notify } from '@/components/ui/toast'

import { ensureFreshToken, isSignedIn, refreshIdToken, takeFlash } from '../authClient'
import { TOKEN_REFRESH_MS } from '../constants'

/**
 * While a tab is open and signed in, refreshes the 1-hour ID token every
 * 3,000,000 ms (spec §9), and at once when the tab comes back after it
 * expired. Also shows the sentence the server left for this page (the welcome after a
 * sign-in without scripts or through a provider), written in the page's language by the server.
 */
export function SessionKeeper() {
  useEffect(() => {
    const flash = takeFlash()
    if (flash) notify(flash, { type: 'success', duration: 2000 })
    if (!isSignedIn()) return
    void ensureFreshToken()
    const timer = window.setInterval(() => {
      if (isSignedIn()) void refreshIdToken()
    }, TOKEN_REFRESH_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void ensureFreshToken()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  return null
}
