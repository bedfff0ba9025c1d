'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { ToastHost } from '@/components/ui/ToastHost'
import { SessionKeeper, type SessionText } from '@/features/accounts/components/SessionKeeper'
import { AppUpdates, type UpdatesText } from '@/features/updates/AppUpdates'
import { notify } from '@/components/ui/toast'

import { CONSENT_CHANGE_EVENT, CONSENT_COOKIE, CONSENT_OPEN_EVENT, clearConsentOpenRequest, consentOpenRequested } from './consent'

const YEAR = 365 * 24 * 60 * 60
const CHAT_DELAY_MS = 3000

type Consent = 'accepted' | 'declined' | null

/** Once per page load, whatever re-renders happen. */
let chatLoaded = false

export type SiteScriptsText = { title: string; body: string; accept: string; decline: string; privacy: string; saved: string }

type Props = {
  locale: string
  dir: 'ltr' | 'rtl'
  gaMeasurementId: string | null
  chat: { propertyId: string; widgetId: string } | null
  privacyHref: string
  text: SiteScriptsText
  session: SessionText
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
 * client component: the cookie banner (spec §4), Google Analytics only
 * after consent with a page view per path change (spec §2, §7), the chat
 * widget after the first interaction or 3 s (spec §4, §9) and the toast host.
 */
export function SiteScripts({ locale, dir, gaMeasurementId, chat, privacyHref, text, session, updates, interacted = false }: Props) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, serverConsent)
  // "Cookie settings" may have been pressed while this was still loading.
  const [reopened, setReopened] = useState(consentOpenRequested)
  const bannerOpen = consent === null || reopened
  const pathname = usePathname()
  const lastPageView = useRef<string | null>(null)
  const gaLoaded = useRef(false)

  // Toasts stay above the banner: its height, kept current, lifts the toaster (ToastHost).
  const banner = useRef<HTMLElement>(null)
  useEffect(() => {
    const root = document.documentElement.style
    const element = banner.current
    if (!bannerOpen || !element) {
      root.removeProperty('--consent-banner-h')
      return
    }
    const observer = new ResizeObserver(() => root.setProperty('--consent-banner-h', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--consent-banner-h')
    }
  }, [bannerOpen])

  useEffect(() => {
    const reopen = () => setReopened(true)
    window.addEventListener(CONSENT_OPEN_EVENT, reopen)
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen)
  }, [])

  const choose = useCallback(
    (choice: 'accepted' | 'declined') => {
      const secure = location.protocol === 'https:' ? '; secure' : ''
      document.cookie = `${CONSENT_COOKIE}=${choice}; max-age=${YEAR}; path=/; samesite=lax${secure}`
      setReopened(false)
      clearConsentOpenRequest()
      window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT))
      if (choice === 'declined' && gaMeasurementId) {
        ;(window as unknown as GtagWindow)[`ga-disable-${gaMeasurementId}`] = true
        clearAnalyticsCookies()
      }
      notify(text.saved, { type: 'success', duration: 2000 })
    },
    [gaMeasurementId, text.saved],
  )

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
      <ToastHost dir={dir} />
      <SessionKeeper text={session} />
      <AppUpdates locale={locale} text={updates} />
      {bannerOpen ? (
        <section
          ref={banner}
          role="region"
          aria-label={text.title}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
          data-testid="consent-banner"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink">
              <strong className="font-semibold">{text.title}</strong> {text.body}{' '}
              <a href={privacyHref} className="font-semibold text-brand-700 underline">
                {text.privacy}
              </a>
            </p>
            <div className="flex shrink-0 gap-2">
              <button
                type="button"
                onClick={() => choose('accepted')}
                className="rounded-md border border-brand-700 bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {text.accept}
              </button>
              <button
                type="button"
                onClick={() => choose('declined')}
                className="rounded-md border border-brand-700 bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {text.decline}
              </button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}
