import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { getBrand } from '@/features/site/queries'
import { requestLocale } from '@/i18n/server'

/** A missing, unpublished or deleted post (spec §8): "Blog not found", a way back to the blogs, status 404. */
export default async function BlogNotFound() {
  const locale = await requestLocale()
  const [t, tMeta, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getBrand(locale),
  ])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-20 text-center" data-testid="blog-not-found">
      <title>{tMeta('titleTemplate', { brand }).replace('%s', t('notFoundTitle'))}</title>
      <h1 className="text-3xl font-bold text-brand-900">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted">{t('notFoundMessage')}</p>
      <LocaleLink
        locale={locale}
        href="/blogs"
        className="mt-8 inline-flex items-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        <ArrowIcon className="h-4 w-4 rotate-180" />
        {t('backToBlogs')}
      </LocaleLink>
    </div>
  )
}
