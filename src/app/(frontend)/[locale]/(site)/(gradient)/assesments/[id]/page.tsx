import { getTranslations } from 'next-intl/server'

import { ArrowLink, callToAction } from '@/components/ui/ArrowLink'
import { RichText } from '@/components/ui/RichText'
import { PageHero } from '@/features/content/components/PageHero'
import { getAssessment, getAssessments } from '@/features/content/queries'
import { formatNumber } from '@/lib/format'
import { BreadcrumbJsonLd } from '@/features/seo/BreadcrumbJsonLd'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'
import { BackLink } from '@/features/content/components/DetailHeader'
import { CardHeading } from '@/components/ui/CardHeading'

type Props = PageProps<'/[locale]/assesments/[id]'>

/** Each assessment is rendered on its first request, then cached until staff change content (its queries' tags). */
export function generateStaticParams() {
  return []
}

/** /assesments/{slug or id} (the spec's spelling; /assessments/… redirects here with a 301). */
export default async function AssessmentPage({ params }: Props) {
  const { locale, doc: test } = await documentFromParams(params, getAssessment)
  const [t, all] = await Promise.all([getTranslations({ locale, namespace: 'Assessments' }), getAssessments(locale)])
  const others = all.filter((other) => other.id !== test.id)
  return (
    <article className="pb-16" data-testid="assessment">
      <BreadcrumbJsonLd
        locale={locale}
        section="services"
        sectionPath="/services"
        name={test.title}
        path={`/assesments/${test.slug ?? test.id}`}
      />
      <PageHero
        title={test.title}
        lead={test.summary}
        eyebrow={
          <BackLink locale={locale} href="/services/psychometric-assessments">
            {t('back')}
          </BackLink>
        }
      >
        <dl className="mt-6 flex flex-wrap gap-6 text-sm">
          <div>
            <dt className="text-muted">{t('duration')}</dt>
            <dd className="font-semibold text-ink">
              {t('minutes', { count: test.durationMinutes, formatted: formatNumber(test.durationMinutes, locale) })}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('format')}</dt>
            <dd className="font-semibold text-ink">{test.format}</dd>
          </div>
        </dl>
      </PageHero>
      <div className="mx-auto w-full max-w-3xl px-4">
        <RichText data={test.body} className="text-ink" />
        <ArrowLink locale={locale} href="/contact-us" className={`mt-10 ${callToAction}`}>
          {t('book')}
        </ArrowLink>
      </div>
      {others.length ? (
        <section aria-labelledby="other-tests" className="mx-auto mt-14 w-full max-w-6xl px-4">
          <h2 id="other-tests" className="text-2xl font-bold text-brand-900">
            {t('others')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {others.map((other) => (
              <li key={other.id} className="relative rounded-xl border border-slate-200 p-4 hover:border-brand-600">
                <CardHeading className="font-semibold text-brand-900" locale={locale} href={`/assesments/${other.slug}`}>
                  {other.title}
                </CardHeading>
                <p className="mt-1 text-sm text-muted">{other.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/** The page's metadata (the document's, its own search fields, then the staff's SEO record). */
export const generateMetadata = documentMetadata('assesments', getAssessment, (test) => ({
  title: test.title,
  description: test.summary,
  path: `/assesments/${test.slug}`,
}))
