import { getTranslations } from 'next-intl/server'

import { ErrorScreen } from '@/components/errors/ErrorScreen'
import { RememberLocale } from '@/components/errors/RememberLocale'
import { RequestedPath } from '@/components/errors/RequestedPath'
import { Footer } from '@/features/site/components/Footer'
import { Header } from '@/features/site/components/Header'
import { getBrand } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'

/**
 * "Page not found" and the requested path (spec §2, §8), with the site's
 * header and footer.
 *
 * Next.js 16.3+ renders a not-found boundary in the browser rather than in
 * the first HTML (vercel/next.js#62228), which also drops the segment's
 * metadata: the site's server answers a page opened in the browser with the
 * `page-not-found` page instead, which passes the `path` (server/errorPages.mjs).
 * The boundary (after a navigation in the browser) reads it from the router.
 * The title is a React 19 <title>, hoisted into <head> either way.
 */
export async function NotFoundScreen({ locale, path }: { locale: Locale; path?: string }) {
  const [t, tMeta, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getBrand(locale),
  ])
  return (
    <>
      <title>{tMeta('titleTemplate', { brand }).replace('%s', t('title'))}</title>
      <RememberLocale locale={locale} />
      <Header locale={locale} variant="plain" />
      <main id="main" className="flex flex-1 flex-col">
        <ErrorScreen code={t('code')} title={t('title')} message={t('message')} goHomeLabel={t('goHome')}>
          <p className="mt-4 text-sm text-muted">
            {t('requestedPath')} <RequestedPath path={path} />
          </p>
        </ErrorScreen>
      </main>
      <Footer locale={locale} />
    </>
  )
}
