import { getTranslations } from 'next-intl/server'

import { BlogNotFoundScreen, type BlogNotFoundText } from '@/features/content/components/BlogNotFoundScreen'
import { getBrand } from '@/features/site/queries'
import { locales, type Locale } from '@/i18n/locales'

async function wordsIn(locale: Locale): Promise<BlogNotFoundText> {
  const [t, tMeta, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Blog' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getBrand(locale),
  ])
  return {
    title: tMeta('titleTemplate', { brand }).replace('%s', t('notFoundTitle')),
    heading: t('notFoundTitle'),
    message: t('notFoundMessage'),
    back: t('backToBlogs'),
  }
}

/**
 * A missing, unpublished or deleted post (spec §8): "Blog not found", a way back to the blogs, status 404.
 * It reads no request locale (post pages are cached): the screen picks its language from the route.
 */
export default async function BlogNotFound() {
  const [en, ar] = await Promise.all(locales.map(wordsIn))
  return <BlogNotFoundScreen text={{ en: en!, ar: ar! }} />
}
