'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'

import { claimToastQueue, TOAST_EVENT, type ToastEvent } from './toast'

type Sonner = typeof import('sonner')

/** Phones (below 640 px): toasts at the top, away from the forms and buttons a thumb is on. */
const PHONE = '(max-width: 639.98px)'
const subscribePhone = (onChange: () => void) => {
  const query = window.matchMedia(PHONE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isPhone = () => window.matchMedia(PHONE).matches
type Detail = ToastEvent['detail']

function show(lib: Sonner, { message, type = 'info', duration, action, id }: Detail) {
  const fn = type === 'success' ? lib.toast.success : type === 'error' ? lib.toast.error : lib.toast
  fn(message, { ...(duration ? { duration } : {}), ...(action ? { action } : {}), ...(id ? { id } : {}) })
}

/**
 * Mounts sonner's Toaster on the first toast: at most 5 visible, 5 s by
 * default, at the reading end of the screen (right in English, left in
 * Arabic), on phones at the top (over the header, not over the form being filled in), announced by its polite
 * live region. Toasts never take focus:
 * Alt+T moves focus to them, and closing the last one puts it back where it
 * was (sonner). Their region and close buttons are named in the page's language.
 */
export function ToastHost({ dir, labels }: { dir: 'ltr' | 'rtl'; labels: { region: string; close: string } }) {
  const [sonner, setSonner] = useState<Sonner | null>(null)
  const pending = useRef<Detail[]>([])
  const loaded = useRef<Sonner | null>(null)
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false)

  // Toasts stay above the cookie banner while it shows: its height lifts the toaster (offset below).
  useEffect(() => {
    const banner = document.querySelector<HTMLElement>('.consent-banner')
    if (!banner) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--consent-banner-h', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.removeProperty('--consent-banner-h')
    }
  }, [])

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as ToastEvent).detail
      if (loaded.current) return show(loaded.current, detail)
      pending.current.push(detail)
      if (pending.current.length === 1) void import('sonner').then(setSonner)
    }
    window.addEventListener(TOAST_EVENT, onToast)
    const queued = claimToastQueue()
    if (queued.length) {
      pending.current.push(...queued)
      void import('sonner').then(setSonner)
    }
    return () => window.removeEventListener(TOAST_EVENT, onToast)
  }, [])

  // Runs after the Toaster below has mounted and subscribed: show what was queued.
  useEffect(() => {
    if (!sonner) return
    loaded.current = sonner
    for (const detail of pending.current.splice(0)) show(sonner, detail)
  }, [sonner])

  if (!sonner) return null
  const Toaster = sonner.Toaster as ComponentType<Record<string, unknown>>
  return (
    <Toaster
      dir={dir}
      position={phone ? 'top-center' : dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      visibleToasts={5}
      duration={5000}
      richColors
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
      // Above the cookie banner while it is open (its height, observed above), so toasts never cover its buttons.
      offset={{ bottom: 'calc(var(--consent-banner-h, 0px) + 24px)', left: 24, right: 24 }}
      mobileOffset={{ top: 8, bottom: 'calc(var(--consent-banner-h, 0px) + 16px)', left: 16, right: 16 }}
    />
  )
}
