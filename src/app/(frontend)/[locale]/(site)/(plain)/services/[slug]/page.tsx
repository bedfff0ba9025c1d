import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { ArrowLink, callToAction } from '@/components/ui/ArrowLink'
import { RichText } from '@/components/ui/RichText'
import { getAssessments, getService } from '@/features/content/queries'
import { metadataWithSeo, withDocumentSeo } from '@/features/seo/records'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'
import { DetailHeader } from '@/features/content/components/DetailHeader'
import { TitledSection } from '@/components/ui/TitledSection'
import { CardHeading } from '@/components/ui/CardHeading'

type Props = PageProps<'/[locale]/services/[slug]'>

/** An assessment's card (psychometric assessments only); the whole card is the link (CardHeading). */
const assessmentCard = 'relative rounded-xl border border-slate-200 p-5 hover:border-brand-600'
/** The closing call to action's button, amber on the dark band. */
const accentButton = 'inline-flex items-center gap-2 rounded-md bg-accent-500 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-400'

/** Each service is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { slug } = await params
  const service = await getService(locale, slug)
  if (!service) return {}
  return withDocumentSeo(
    { title: service.title, description: service.summary, alternates: alternatesFor(locale, `/services/${service.slug}`) },
    service.seo,
  )
}

/** /services/{slug}: hero, body, how it works, benefits, questions and a call to the contact form. */
export default async function ServicePage({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug } = await params
  const service = await getService(locale, slug)
  if (!service) notFound()
  const [t, assessments] = await Promise.all([
    getTranslations({ locale, namespace: 'ServicePages' }),
    service.slug === 'psychometric-assessments' ? getAssessments(locale) : Promise.resolve([]),
  ])
  return (
    <article data-testid="service">
      <header className="bg-brand-50">
        <div className="mx-auto w-full max-w-6xl px-4 py-14">
          <DetailHeader
            locale={locale}
            back={{ href: '/services', label: t('all') }}
            breadcrumb={{ section: 'services', sectionPath: '/services', name: service.title, path: `/services/${service.slug}` }}
          />
          <h1 className="mt-4 text-3xl leading-tight font-extrabold text-brand-900 sm:text-4xl">{service.title}</h1>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{service.tagline}</p>
          <ArrowLink locale={locale} href="/contact-us" className={`mt-8 ${callToAction}`}>
            {t('talkToUs')}
          </ArrowLink>
        </div>
      </header>

      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <RichText data={service.body} className="text-ink" />
      </div>

      {service.steps?.length ? (
        <TitledSection id="steps" title={t('howItWorks')} className="mx-auto w-full max-w-6xl px-4 pb-12">
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {service.steps.map((step, i) => (
              <li key={step.id ?? i} className="rounded-xl border border-slate-200 p-5">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </TitledSection>
      ) : null}

      {service.benefits?.length ? (
        <section aria-labelledby="benefits-title" className="bg-slate-50">
          <div className="mx-auto w-full max-w-6xl px-4 py-12">
            <h2 id="benefits-title" className="text-2xl font-bold text-brand-900">
              {t('benefits')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {service.benefits.map((benefit, i) => (
                <li key={benefit.id ?? i}>
                  <h3 className="font-semibold text-brand-900">{benefit.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {assessments.length ? (
        <TitledSection id="tests" title={t('ourAssessments')} className="mx-auto w-full max-w-6xl px-4 py-12">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {assessments.map((test) => (
              <li key={test.id} className={assessmentCard} data-testid="assessment-card">
                <CardHeading className="font-semibold text-brand-900" locale={locale} href={`/assesments/${test.slug}`}>
                  {test.title}
                </CardHeading>
                <p className="mt-1 text-sm text-muted">{test.summary}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {service.faqs?.length ? (
        <TitledSection id="service-faq" title={t('questions')} className="mx-auto w-full max-w-3xl px-4 py-12">
          <div className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {service.faqs.map((faq, i) => (
              <details key={faq.id ?? i} className="group p-4">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                  <span>{faq.question}</span>
                  <span aria-hidden="true" className="text-xl leading-none text-brand-700 transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-3 text-sm leading-relaxed text-ink">{faq.answer}</p>
              </details>
            ))}
          </div>
        </TitledSection>
      ) : null}

      <section className="bg-brand-900 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{t('ctaTitle')}</h2>
            <p className="mt-1 text-brand-100">{t('ctaLead')}</p>
          </div>
          <ArrowLink locale={locale} href="/contact-us" className={accentButton}>
            {t('talkToUs')}
          </ArrowLink>
        </div>
      </section>
    </article>
  )
}

/** The page's metadata, with the staff's SEO record (if any) laid over it. */
export const generateMetadata = metadataWithSeo((p) => `services/${decodeURIComponent(p.slug ?? '')}`, pageMetadata)
