import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { ErrorScreen } from '@/components/errors/ErrorScreen'
import { RequestedPath } from '@/components/errors/RequestedPath'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { isLocale } from '@/i18n/locales'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata')
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } }
}

/** 404 for any unknown path or missing document: "Page not found" and the path (spec §2, §8). */
export default async function NotFound() {
  const current = await getLocale()
  const locale = isLocale(current) ? current : 'en'
  const t = await getTranslations({ locale, namespace: 'NotFound' })
  return (
    <>
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
