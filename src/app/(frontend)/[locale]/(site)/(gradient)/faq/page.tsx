import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { FaqList } from '@/features/content/components/FaqList'
import { PageHero } from '@/features/content/components/PageHero'
import { getFaqCategories, getFaqs } from '@/features/content/queries'
import { FaqPageJsonLd } from '@/features/seo/FaqPageJsonLd'
import { metadataWithSeo } from '@/features/seo/records'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/faq'>

const pageMetadata = messagesMetadata('Faq', 'title', { description: 'lead', path: '/faq' })

/** /faq: every category with its questions; each category also has its own page. */
export default async function FaqPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, categories, faqs] = await Promise.all([
    getTranslations({ locale, namespace: 'Faq' }),
    getFaqCategories(locale),
    getFaqs(locale),
  ])
  return (
    <>
      <FaqPageJsonLd faqs={faqs} />
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="mx-auto w-full max-w-4xl space-y-12 px-4 pb-16">
        {categories.map((category) => {
          const questions = faqs.filter((faq) => faq.category.id === category.id)
          return (
            <section key={category.id} aria-labelledby={`faq-${category.slug}`} data-testid="faq-category">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`faq-${category.slug}`} className="text-2xl font-bold text-brand-900">
                  {category.name}
                </h2>
                <LocaleLink
                  locale={locale}
                  href={`/faq/${category.slug}`}
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('viewCategory', { count: questions.length, category: category.name })}
                  <ArrowIcon className="h-4 w-4" />
                </LocaleLink>
              </div>
              {category.description ? <p className="mt-1 text-muted">{category.description}</p> : null}
              <div className="mt-4">{questions.length ? <FaqList faqs={questions} /> : <p className="text-muted">{t('empty')}</p>}</div>
            </section>
          )
        })}
      </div>
    </>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo('faq', pageMetadata)
