import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { BlogList } from '@/features/content/components/BlogList'
import { PageHero } from '@/features/content/components/PageHero'
import { metadataWithSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/blogs'>

/** Depends on `?page=`; the queries behind it are cached (tag `content`). */
export const dynamic = 'force-dynamic'

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return { title: t('title'), description: t('lead'), alternates: alternatesFor(locale, '/blogs') }
}

/** /blogs: every published post, newest first, paginated. */
export default async function BlogsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <BlogList locale={locale} rawPage={(await searchParams).page} />
    </>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('blogs', pageMetadata)
