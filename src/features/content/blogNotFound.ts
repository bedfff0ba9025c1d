import { getTranslations } from 'next-intl/server'

import { getBrand } from '@/features/site/queries'
import { locales, type Locale } from '@/i18n/locales'

import type { BlogNotFoundText } from './components/BlogNotFoundScreen'

const BLOG_POST_PATH = /^\/(?:en|ar)\/blogs\/(?!category\/)[^/]+\/?$/

/**
 * A path to one post (`/{locale}/blogs/{slug}`), whose not-found screen is "Blog not found" (spec §8). A path that
 * does not decode is a malformed address, not a missing post: it gets the general not-found screen.
 */
export function isBlogPostPath(path: string): boolean {
  if (!BLOG_POST_PATH.test(path)) return false
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

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

/** "Blog not found" in both languages: the screen picks one from the route. */
export async function blogNotFoundText(): Promise<Record<Locale, BlogNotFoundText>> {
  const [en, ar] = await Promise.all(locales.map(wordsIn))
  return { en: en!, ar: ar! }
}
