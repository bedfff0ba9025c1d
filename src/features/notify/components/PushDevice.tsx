'use client'

import { useEffect, useState } from 'react'

/**
 * "Notifications on this device": subscribes this browser through the site's service worker (web push needs
 * scripts; without them the section says so) and stores the subscription with `/api/notify/push`, or removes it.
 */
export type PushText = { on: string; off: string; enable: string; disable: string; unsupported: string; denied: string }
export type State = 'loading' | 'unsupported' | 'denied' | 'on' | 'off'

const keyBytes = (base64: string) => {
  const raw = atob((base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(raw, (c) => c.charCodeAt(0))
}

/**
 * This browser's push subscription for the signed-in person: its state, and turning it on or off through
 * `/api/notify/push` (a candidate's device on /profile, a recruiter's in the admin). `register`: register the site's
 * service worker when this page has none yet (the admin, opened before any public page).
 */
export function usePushDevice(publicKey: string, locale: string, { register = false }: { register?: boolean } = {}) {
  const [state, setState] = useState<State>('loading')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    // What this browser can do, read once after the page is drawn (the server cannot know).
    const check = async (): Promise<State> => {
      if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported'
      if (Notification.permission === 'denied') return 'denied'
      const registration = await navigator.serviceWorker.getRegistration()
      if (!registration) return register ? 'off' : 'unsupported'
      return (await registration.pushManager.getSubscription()) ? 'on' : 'off'
    }
    check().then(setState, () => setState('unsupported'))
  }, [register])

  async function turnOn() {
    setBusy(true)
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied')
      if (register && !(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register('/sw.js', { scope: '/' })
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
      const response = await fetch('/api/notify/push', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...subscription.toJSON(), locale }),
      })
      setState(response.ok ? 'on' : 'off')
    } catch {
      setState('off')
    } finally {
      setBusy(false)
    }
  }

  async function turnOff() {
    setBusy(true)
    try {
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.getSubscription()
      if (subscription) {
        await fetch('/api/notify/push/remove', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ endpoint: subscription.endpoint }),
        })
        await subscription.unsubscribe()
      }
      setState('off')
    } finally {
      setBusy(false)
    }
  }

  return { state, busy, turnOn, turnOff }
}

export function PushDevice({ publicKey, locale, text }: { publicKey: string; locale: string; text: PushText }) {
  const { state, busy, turnOn, turnOff } = usePushDevice(publicKey, locale)

  if (state === 'loading') return null
  if (state === 'unsupported' || state === 'denied') {
    return (
      <p className="mt-2 text-sm text-muted" data-testid="push-state">
        {state === 'denied' ? text.denied : text.unsupported}
      </p>
    )
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <p className="text-sm" role="status" data-testid="push-state">
        {state === 'on' ? text.on : text.off}
      </p>
      <button
        type="button"
        disabled={busy}
        onClick={state === 'on' ? turnOff : turnOn}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        data-testid="push-toggle"
      >
        {state === 'on' ? text.disable : text.enable}
      </button>
    </div>
  )
}
