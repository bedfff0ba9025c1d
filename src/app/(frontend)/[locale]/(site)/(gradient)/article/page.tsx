import type { Metadata } from 'next'

import { ContentPage, contentPageMetadata } from '@/features/content/components/ContentPage'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/article'>

async function pageMetadata({ params }: Props): Promise<Metadata> {
  return contentPageMetadata(await pageLocale(params), 'article')
}

/** /article: edited by staff in the `pages` collection. */
export default async function ArticlePage({ params }: Props) {
  return <ContentPage locale={await pageLocale(params)} slug="article" />
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('article', pageMetadata)
