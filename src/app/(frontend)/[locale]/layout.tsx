import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale, NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import '../globals.css'

import { getBrand, getSiteSettings } from '@/features/site/queries'
import { dirOf, type Locale } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'
import { cairo, inter } from '@/lib/fonts'

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
  themeColor: '#0c4654',
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
    openGraph: { siteName: brand, locale: locale === 'ar' ? 'ar_SA' : 'en_US', type: 'website' },
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  // Client components get only the messages they use (the error boundary's).
  const { Error: errorMessages } = await getMessages({ locale })
  return (
    <html lang={locale} dir={dirOf(locale as Locale)} className={`${inter.variable} ${cairo.variable}`}>
      <body className="bg-white font-sans antialiased">
        <NextIntlClientProvider locale={locale} messages={{ Error: errorMessages }}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
