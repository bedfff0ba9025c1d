'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { notify } from '@/components/ui/toast'

import { markSignedIn } from '../authClient'
import { GUARDED_PATHS } from '../constants'

type Props = {
  locale: string
  label: string
  className?: string
  text: { bye: string; failedLogout: string; failedClear: string }
}

/** Ends the session on the server, then clears the page's signed-in state (spec §4). */
export function SignOutButton({ locale, label, className, text }: Props) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const signOut = async () => {
    setBusy(true)
    try {
      // Imported on click: the button is in every page's header, the fetch client need not be.
      const { request } = await import('@/lib/http/client')
      await request('/api/candidates/session/logout', { method: 'POST' })
    } catch {
      setBusy(false)
      notify(text.failedLogout, { type: 'error', duration: 1000 })
      return
    }
    try {
      markSignedIn(false)
    } catch {
      setBusy(false)
      notify(text.failedClear, { type: 'error', duration: 2000 })
      return
    }
    notify(text.bye, { type: 'success' })
    setBusy(false)
    const path = window.location.pathname.replace(/^\/(en|ar)/, '')
    if (GUARDED_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) router.replace(`/${locale}`)
    else router.refresh()
  }
  return (
    <button type="button" onClick={signOut} disabled={busy} className={className} data-testid="sign-out">
      {label}
    </button>
  )
}
