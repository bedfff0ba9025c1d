import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { FaqList } from '@/features/content/components/FaqList'
import { PageHero } from '@/features/content/components/PageHero'
import { getFaqCategory, getFaqs } from '@/features/content/queries'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { FaqPageJsonLd } from '@/features/seo/FaqPageJsonLd'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/faq/[id]'>

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const category = await getFaqCategory(locale, decodeURIComponent(id))
  if (!category) return {}
  return withDocumentSeo(
    {
      title: category.name,
      description: category.description ?? undefined,
      alternates: alternatesFor(locale, `/faq/${category.slug}`),
    },
    category.seo,
  )
}

/** /faq/{category slug or id}: one category's questions ("No Questions found in this Category." when it has none). */
export default async function FaqCategoryPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const category = await getFaqCategory(locale, decodeURIComponent(id))
  if (!category) notFound()
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
          <LocaleLink locale={locale} href="/faq" className="inline-flex items-center gap-1 hover:underline">
            <ArrowIcon className="h-4 w-4 rotate-180" />
            {t('allQuestions')}
          </LocaleLink>
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

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('faq/:id', pageMetadata, { byDocument: true })
