import { getTranslations } from 'next-intl/server'

import { BlogList } from '@/features/content/components/BlogList'
import { PageHero } from '@/features/content/components/PageHero'
import { getBlogCategory } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'

type Props = PageProps<'/[locale]/blogs/category/[id]'>

export const dynamic = 'force-dynamic'

/** /blogs/category/{slug or id}: the category's posts, newest first; an unknown category is a 404. */
export default async function BlogCategoryPage({ params, searchParams }: Props) {
  const { locale, doc: category } = await documentFromParams(params, getBlogCategory)
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

/** The page's metadata (the document's, its own search fields, then the staff's SEO record). */
export const generateMetadata = documentMetadata('blogs/category', getBlogCategory, (category) => ({
  title: category.name,
  description: category.description ?? undefined,
  path: `/blogs/category/${category.slug}`,
}))
