import type { Metadata, Viewport } from 'next'
import { hasLocale } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import '../globals.css'

import { ConsentBanner } from '@/features/site/components/ConsentBanner'
import { CONSENT_SCRIPT } from '@/features/site/components/consent'
import { LazySiteScripts } from '@/features/site/components/LazySiteScripts'
import { MENU_SCRIPT } from '@/features/site/components/menu'
import { JsonLd } from '@/components/ui/JsonLd'
import { organizationJsonLd } from '@/features/seo/structuredData'
import { AUTH_HINT_COOKIE } from '@/features/accounts/constants'
import { ErrorMessagesProvider, type ErrorMessages } from '@/components/errors/ErrorMessages'
import { getBrand, getSiteSettings } from '@/features/site/queries'
import { CHUNK_RELOAD_SCRIPT } from '@/features/updates/chunkReload'
import { localeCookieScript } from '@/i18n/localeCookie'
import { dirOf } from '@/i18n/locales'
import { pageLocale } from '@/i18n/server'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'
import { PAGE_ERROR_STATUSES } from '@/lib/http/pageErrors'
import { cairo, inter } from '@/lib/fonts'
import { THEME_COLOR } from '@/lib/theme'
import { slot } from '@/i18n/slots'

/** Marks the page signed in or out from the nk_auth cookie before the first paint. */
const AUTH_HINT_SCRIPT = `document.documentElement.dataset.auth=/(?:^|; )${AUTH_HINT_COOKIE}=\\d/.test(document.cookie)?'in':'out'`

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * No page is rendered at build time: each is rendered on its first request
 * and then served from the cache until staff change what it shows (tags are
 * expired by Payload hooks). The build therefore needs no database.
 */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  width: 'device-width',
  initialScale: 1,
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [t, brand, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getBrand(locale),
    getSiteSettings(locale),
  ])
  return {
    metadataBase: new URL(env.serverUrl),
    // No default title: every page sets its own, and the 404 screen renders its own <title>.
    title: { template: t('titleTemplate', { brand }), default: '' },
    description: settings.tagline ?? t('homeDescription'),
    applicationName: brand,
    // Installable (spec §4 offline support): a manifest in the page's language.
    manifest: `/${locale}/manifest.webmanifest`,
    appleWebApp: { capable: true, title: brand },
    icons: { apple: '/icons/icon-192.png' },
    openGraph: { siteName: brand, locale: locale === 'ar' ? 'ar_SA' : 'en_US', type: 'website' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await pageLocale(params)
  // The error boundary is a client component; it gets its copy as plain
  // strings (the status and digest left as slots for it: i18n/slots.ts), so no i18n runtime ships.
  const [t, tConsent, tUpdates, settings, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Error' }),
    getTranslations({ locale, namespace: 'Consent' }),
    getTranslations({ locale, namespace: 'Updates' }),
    getSiteSettings(locale),
    getBrand(locale),
  ])
  const integrations = settings.integrations
  const gaMeasurementId = integrations?.gaMeasurementId || env.gaMeasurementId || null
  const chatIds = {
    propertyId: integrations?.tawkPropertyId || env.tawkPropertyId,
    widgetId: integrations?.tawkWidgetId || env.tawkWidgetId,
  }
  const chat =
    integrations?.chatEnabled !== false && chatIds.propertyId && chatIds.widgetId
      ? { propertyId: chatIds.propertyId, widgetId: chatIds.widgetId }
      : null
  const errorMessages: ErrorMessages = {
    code: t('code', { status: slot('status') }),
    statuses: Object.fromEntries(
      PAGE_ERROR_STATUSES.map((status) => [status, { title: t(`statuses.${status}.title`), message: t(`statuses.${status}.message`) }]),
    ) as ErrorMessages['statuses'],
    browser: { code: t('browser.code'), title: t('browser.title'), message: t('browser.message') },
    reference: t('reference', { digest: slot('digest') }),
    tryAgain: t('tryAgain'),
    goHome: t('goHome'),
  }
  return (
    // data-auth is set by the head script before paint (see globals.css), hence suppressHydrationWarning.
    <html lang={locale} dir={dirOf(locale)} className={`${inter.variable} ${cairo.variable}`} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${AUTH_HINT_SCRIPT};${localeCookieScript(locale)}` }} />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />
      </head>
      <body className="bg-white font-sans antialiased">
        <ErrorMessagesProvider messages={errorMessages}>{children}</ErrorMessagesProvider>
        <JsonLd data={organizationJsonLd(settings, locale, brand)} />
        <ConsentBanner
          privacyHref={`/${locale}/privacy-policy`}
          text={{
            title: tConsent('title'),
            body: tConsent('body'),
            accept: tConsent('accept'),
            decline: tConsent('decline'),
            privacy: tConsent('privacy'),
            saved: tConsent('saved'),
          }}
        />
        <LazySiteScripts
          locale={locale}
          dir={dirOf(locale)}
          gaMeasurementId={gaMeasurementId}
          chat={chat}
          updates={{
            newVersion: tUpdates('newVersion'),
            newBuild: tUpdates('newBuild'),
            refresh: tUpdates('refresh'),
            notifications: tUpdates('notifications'),
            closeNotification: tUpdates('closeNotification'),
          }}
        />
      </body>
    </html>
  )
}
