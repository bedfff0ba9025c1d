import type { Metadata } from 'next'
import type { Messages } from 'next-intl'
import { getTranslations } from 'next-intl/server'

import { pageLocale } from '@/i18n/server'

import { alternatesFor } from './seo'

type Options = {
  /** The message that describes the page to search engines. */
  description?: string
  /** The page's path: it is indexed, with its hreflang alternates. Without one it stays out of search indexes. */
  path?: string
  /**
   * The page's address holds a secret (a token, a signature): other sites never see it in the referrer. Not
   * `no-referrer`: `same-origin` keeps the Origin of the page's forms, which the server checks.
   */
  secretInAddress?: boolean
}

/**
 * The `generateMetadata` of a page whose title (and description) are messages of one namespace: indexed with its
 * alternates when it has a `path`, else kept out of indexes.
 */
export function messagesMetadata(namespace: keyof Messages, title: string, { description, path, secretInAddress }: Options = {}) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params)
    const t = (await getTranslations({ locale, namespace })) as unknown as (key: string) => string
    return {
      title: t(title),
      ...(description ? { description: t(description) } : {}),
      ...(path ? { alternates: alternatesFor(locale, path) } : { robots: { index: false, follow: false } }),
      ...(secretInAddress ? { referrer: 'same-origin' as const } : {}),
    }
  }
}
