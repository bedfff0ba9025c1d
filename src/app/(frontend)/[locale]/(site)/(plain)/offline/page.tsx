import { getTranslations } from 'next-intl/server'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/offline'>

export const generateMetadata = messagesMetadata('Offline', 'title')

/**
 * The offline page (spec §4 "offline support"): precached by the service
 * worker in both languages and shown for a page that was never visited when
 * there is no connection. "Try again" is a plain GET form, so it reloads the
 * address the visitor asked for without any script.
 */
export default async function OfflinePage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Offline' })
  return (
    <section
      className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
      data-testid="offline-page"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-14 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.5 5.1M5.3 12.3a10 10 0 0 1 3-1.8M18.7 12.3a10 10 0 0 0-3.6-2M8.8 15.8a5 5 0 0 1 6.4 0M12 19.5h.01M3 3l18 18" />
      </svg>
      <h1 className="mt-4 text-3xl font-bold text-ink">{t('title')}</h1>
      <p className="mt-3 text-muted">{t('message')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <form method="get">
          <button
            type="submit"
            className="inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('retry')}
          </button>
        </form>
        <a
          href={`/${locale}`}
          className="inline-flex items-center rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('goHome')}
        </a>
      </div>
    </section>
  )
}
