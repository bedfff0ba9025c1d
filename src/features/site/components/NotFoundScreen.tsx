import { getTranslations } from 'next-intl/server'

import { ErrorScreen } from '@/components/errors/ErrorScreen'
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
 * metadata. The status is still 404; the title is rendered here as a React
 * 19 <title>, which is hoisted into <head> whichever way the page renders.
 */
export async function NotFoundScreen({ locale }: { locale: Locale }) {
  const [t, tMeta, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'NotFound' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getBrand(locale),
  ])
  return (
    <>
      <title>{tMeta('titleTemplate', { brand }).replace('%s', t('title'))}</title>
      <Header locale={locale} variant="plain" />
      <main id="main" className="flex flex-1 flex-col">
        <ErrorScreen code={t('code')} title={t('title')} message={t('message')} goHomeLabel={t('goHome')}>
          <p className="mt-4 text-sm text-muted">
            {t('requestedPath')} <RequestedPath />
          </p>
        </ErrorScreen>
      </main>
      <Footer locale={locale} />
    </>
  )
}
