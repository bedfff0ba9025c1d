import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { FaqList } from '@/features/content/components/FaqList'
import { PageHero } from '@/features/content/components/PageHero'
import { JsonLd } from '@/components/ui/JsonLd'
import { getFaqCategory, getFaqs } from '@/features/content/queries'
import { breadcrumbJsonLd, faqPageJsonLd } from '@/features/seo/structuredData'
import { lexicalToPlainText } from '@/lib/richText'
import { withDocumentSeo, withSeo } from '@/features/seo/records'
import type { Locale } from '@/i18n/locales'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/faq/[id]'>

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const category = await getFaqCategory(locale as Locale, decodeURIComponent(id))
  if (!category) return {}
  return withDocumentSeo(
    {
      title: category.name,
      description: category.description ?? undefined,
      alternates: alternatesFor(locale as Locale, `/faq/${category.slug}`),
    },
    category.seo,
  )
}

/** /faq/{category slug or id}: one category's questions ("No Questions found in this Category." when it has none). */
export default async function FaqCategoryPage({ params }: Props) {
  const { locale: raw, id } = await params
  const locale = raw as Locale
  setRequestLocale(locale)
  const category = await getFaqCategory(locale, decodeURIComponent(id))
  if (!category) notFound()
  const [t, tHeader, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'Faq' }),
    getTranslations({ locale, namespace: 'Header' }),
    getFaqs(locale, category.id),
  ])
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(locale, tHeader('home'), [
          { name: tHeader('faq'), path: '/faq' },
          { name: category.name, path: `/faq/${category.slug ?? category.id}` },
        ])}
      />
      {faqs.length ? (
        <JsonLd data={faqPageJsonLd(faqs.map((f) => ({ question: f.question, answer: lexicalToPlainText(f.answer) })))} />
      ) : null}
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
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, id } = await props.params
  return withSeo(locale as Locale, { component: 'faq/:id', objectID: decodeURIComponent(id) }, await pageMetadata(props))
}
