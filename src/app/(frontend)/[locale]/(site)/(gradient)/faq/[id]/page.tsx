import { getTranslations } from 'next-intl/server'

import { FaqList } from '@/features/content/components/FaqList'
import { PageHero } from '@/features/content/components/PageHero'
import { getFaqCategory, getFaqs } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { FaqPageJsonLd } from '@/features/seo/FaqPageJsonLd'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'
import { BackLink } from '@/features/content/components/DetailHeader'

type Props = PageProps<'/[locale]/faq/[id]'>

/** Each FAQ category is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

/** /faq/{category slug or id}: one category's questions ("No Questions found in this Category." when it has none). */
export default async function FaqCategoryPage({ params }: Props) {
  const { locale, doc: category } = await documentFromParams(params, getFaqCategory)
  const [t, faqs] = await Promise.all([getTranslations({ locale, namespace: 'Faq' }), getFaqs(locale, category.id)])
  return (
    <>
      <BreadcrumbJsonLd
        locale={locale}
        section="faq"
        sectionPath="/faq"
        name={category.name}
        path={`/faq/${category.slug ?? category.id}`}
      />
      <FaqPageJsonLd faqs={faqs} />
      <PageHero
        title={category.name}
        lead={category.description}
        eyebrow={
          <BackLink locale={locale} href="/faq">
            {t('allQuestions')}
          </BackLink>
        }
      />
      <div className="mx-auto w-full max-w-4xl px-4 pb-16">
        {faqs.length ? (
          <FaqList faqs={faqs} />
        ) : (
          <p className="rounded-xl border border-slate-200 p-6 text-muted" data-testid="no-questions">
            {t('empty')}
          </p>
        )}
      </div>
    </>
  )
}

/** The page's metadata (the document's, its own search fields, then the staff's SEO record). */
export const generateMetadata = documentMetadata('faq/:id', getFaqCategory, (category) => ({
  title: category.name,
  description: category.description ?? undefined,
  path: `/faq/${category.slug}`,
}))
