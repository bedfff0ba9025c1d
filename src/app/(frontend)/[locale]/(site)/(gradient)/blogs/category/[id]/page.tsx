import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { BlogList } from '@/features/content/components/BlogList'
import { PageHero } from '@/features/content/components/PageHero'
import { getBlogCategory } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/blogs/category/[id]'>

export const dynamic = 'force-dynamic'

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const category = await getBlogCategory(locale, decodeURIComponent(id))
  if (!category) return {}
  return withDocumentSeo(
    {
      title: category.name,
      description: category.description ?? undefined,
      alternates: alternatesFor(locale, `/blogs/category/${category.slug}`),
    },
    category.seo,
  )
}

/** /blogs/category/{slug or id}: the category's posts, newest first; an unknown category is a 404. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const category = await getBlogCategory(locale, decodeURIComponent(id))
  if (!category) notFound()
  const t = await getTranslations({ locale, namespace: 'Blog' })
  return (
    <>
      <BreadcrumbJsonLd
        locale={locale}
        section="blogs"
        sectionPath="/blogs"
        name={category.name}
        path={`/blogs/category/${category.slug ?? category.id}`}
      />
      <PageHero title={category.name} lead={category.description} eyebrow={t('title')} />
      <BlogList locale={locale} rawPage={(await searchParams).page} category={category} />
    </>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('blogs/category', pageMetadata, { byDocument: true })
