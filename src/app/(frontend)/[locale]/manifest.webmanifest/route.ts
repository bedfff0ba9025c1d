import { getTranslations } from 'next-intl/server'

import { getBrand, getSiteSettings } from '@/features/site/queries'
import { dirOf, isLocale } from '@/i18n/locales'
import { THEME_COLOR } from '@/lib/theme'

/** Cached like the pages; staff renaming the site changes it within the hour. */
export const revalidate = 3600

/**
 * The web app manifest in the page's language (names, direction, start
 * page), so the site installs as "Nukhba Jobs" or "وظائف نخبة".
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('Not found', { status: 404 })
  const [t, brand, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'Updates' }),
    getBrand(locale),
    getSiteSettings(locale),
  ])
  const manifest = {
    id: `/${locale}`,
    name: t('appName', { brand }),
    short_name: brand,
    description: settings.tagline ?? t('appDescription'),
    lang: locale,
    dir: dirOf(locale),
    start_url: `/${locale}`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
