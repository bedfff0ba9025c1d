import { getTranslations } from 'next-intl/server'

import { BlogList } from '@/features/content/components/BlogList'
import { PageHero } from '@/features/content/components/PageHero'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/blogs'>

/** Depends on `?page=`; the queries behind it are cached (tag `content`). */
export const dynamic = 'force-dynamic'

const pageMetadata = messagesMetadata('Blog', 'title', { description: 'lead', path: '/blogs' })

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
