'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'

import { ToastHost } from '@/components/ui/ToastHost'
import { SessionKeeper } from '@/features/accounts/components/SessionKeeper'
import { AppUpdates, type UpdatesText } from '@/features/updates/AppUpdates'

import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE } from './consent'

const CHAT_DELAY_MS = 3000

type Consent = 'accepted' | 'declined' | null

/** Once per page load, whatever re-renders happen. */
let chatLoaded = false

type Props = {
  locale: string
  dir: 'ltr' | 'rtl'
  gaMeasurementId: string | null
  chat: { propertyId: string; widgetId: string } | null
  updates: UpdatesText
  /** The visitor already interacted before this loaded: the chat may load at once. */
  interacted?: boolean
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>

const subscribeConsent = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
}
/** The server cannot know the choice: no banner in the HTML, the browser decides after hydration. */
const serverConsent = (): Consent | 'unknown' => 'unknown'

const readConsent = (): Consent => {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=(accepted|declined)`))
  return (match?.[1] as Consent) ?? null
}

function addScript(src: string, attributes: Record<string, string> = {}) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  for (const [key, value] of Object.entries(attributes)) script.setAttribute(key, value)
  document.head.appendChild(script)
}

/** Google's cookies, removed when a visitor declines after accepting. */
function clearAnalyticsCookies() {
  for (const name of document.cookie.split('; ').map((c) => c.split('=')[0]!)) {
    if (!/^_ga/.test(name)) continue
    const host = location.hostname
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
      document.cookie = `${name}=; max-age=0; path=/${domain}`
    }
  }
}

/**
 * Everything the site runs in the browser on every page, in one small
 * client component: Google Analytics only after consent (the banner is
 * ConsentBanner, in the page's HTML) with a page view per path change
 * (spec §2, §7), the chat widget after the first interaction or 3 s
 * (spec §4, §9), the toast host and the updates machinery.
 */
export function SiteScripts({ locale, dir, gaMeasurementId, chat, updates, interacted = false }: Props) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverConsent)
  const pathname = usePathname()
  const lastPageView = useRef<string | null>(null)
  const gaLoaded = useRef(false)

  // Declined (now or earlier): analytics stays off and its cookies go.
  useEffect(() => {
    if (consent !== 'declined' || !gaMeasurementId) return
    ;(window as unknown as GtagWindow)[`ga-disable-${gaMeasurementId}`] = true
    clearAnalyticsCookies()
  }, [consent, gaMeasurementId])

  // Analytics: nothing at all until the visitor accepts.
  useEffect(() => {
    if (consent !== 'accepted' || !gaMeasurementId) return
    const w = window as unknown as GtagWindow
    w[`ga-disable-${gaMeasurementId}`] = false
    if (!gaLoaded.current) {
      gaLoaded.current = true
      w.dataLayer = w.dataLayer ?? []
      w.gtag = function gtag() {
        // gtag.js reads the `arguments` object itself.
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer!.push(arguments)
      }
      w.gtag('js', new Date())
      w.gtag('config', gaMeasurementId, { send_page_view: false })
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`)
    }
    if (lastPageView.current === pathname) return
    lastPageView.current = pathname
    w.gtag!('event', 'page_view', { page_path: pathname, page_location: location.href, page_title: document.title, language: locale })
  }, [consent, gaMeasurementId, pathname, locale])

  // Chat: after the first interaction or 3 s, whichever comes first; never when not configured.
  useEffect(() => {
    if (!chat) return
    const load = () => {
      cleanup()
      if (chatLoaded) return
      chatLoaded = true
      addScript(`https://embed.tawk.to/${chat.propertyId}/${chat.widgetId}`, { charset: 'UTF-8', crossorigin: '*' })
    }
    const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const
    // 3 s from the start of the page, not from when this component mounted.
    const timer = window.setTimeout(load, Math.max(0, CHAT_DELAY_MS - performance.now()))
    const cleanup = () => {
      window.clearTimeout(timer)
      for (const name of events) window.removeEventListener(name, load)
    }
    for (const name of events) window.addEventListener(name, load, { once: true, passive: true })
    if (interacted) load()
    return cleanup
  }, [chat, interacted])

  return (
    <>
      <ToastHost dir={dir} labels={{ region: updates.notifications, close: updates.closeNotification }} />
      <SessionKeeper />
      <AppUpdates locale={locale} text={updates} />
    </>
  )
}
