import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import { ApplyButton } from '@/features/applications/components/ApplyButton'
import { SaveJobButton } from '@/features/applications/components/SaveJobButton'
import { saveJobText } from '@/features/applications/saveText'
import { RichText } from '@/components/ui/RichText'
import { ExperienceText } from '@/features/jobs/components/ExperienceText'
import { JobCard } from '@/features/jobs/components/JobCard'
import { jobLabels } from '@/features/jobs/components/JobMeta'
import { ShareLinks } from '@/features/jobs/components/ShareLinks'
import { currencyLabel, formatDate, formatNumber } from '@/lib/format'
import { jobPostingJsonLd } from '@/features/jobs/jobPosting'
import { getJob, getSimilarJobs } from '@/features/jobs/queries'
import { JobChecklist } from '@/features/matching/components/JobChecklist'
import { TypicalPay } from '@/features/salary/components/TypicalPay'
import { SHARE_IMAGE } from '@/features/jobs/shareImage'
import { getBrand } from '@/features/site/queries'
import { env } from '@/lib/env'
import { lexicalToPlainText } from '@/lib/richText'
import { localizedPath } from '@/lib/seo'
import { clientMessages } from '@/i18n/server'
import { documentFromParams, documentMetadata } from '@/features/seo/documentPage'
import { DetailHeader } from '@/features/content/components/DetailHeader'
import { TitledSection } from '@/components/ui/TitledSection'

type Props = PageProps<'/[locale]/jobs/[id]'>

/** Rendered on first request, then cached (data tagged `jobs`, refreshed hourly for closing dates). */
export function generateStaticParams() {
  return []
}
export const revalidate = 3600

/** /jobs/{id}: a job's details (spec §2), open or closed; drafts and unknown ids are 404. */
export default async function JobPage({ params }: Props) {
  const { locale, doc: job } = await documentFromParams(params, getJob)

  const [t, brand, similar] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    getBrand(locale),
    getSimilarJobs(locale, job),
  ])
  const labels = jobLabels(job, locale)
  const path = `/jobs/${job.slug}`
  const url = `${env.serverUrl}${localizedPath(locale, path)}`
  const open = job.status === 'open'
  const jsonLd = jobPostingJsonLd(job, { url, organization: brand, organizationUrl: env.serverUrl })
  const salary = job.salary?.show && job.salary.min && job.salary.currency ? job.salary : null

  const facts: [string, React.ReactNode][] = [
    [t('fields.industry'), job.industry.name],
    [t('fields.location'), job.location.city],
    [t('fields.experience'), <ExperienceText key="experience" job={job} locale={locale} />],
    [t('fields.openingDate'), formatDate(job.openingDate, locale)],
    [t('fields.closingDate'), formatDate(job.closingDate, locale)],
    [t('fields.workplace'), labels.workplace],
    [t('fields.type'), labels.type],
    ...(salary
      ? ([
          [
            t('fields.salary'),
            t('salaryRange', {
              min: formatNumber(salary.min!, locale),
              max: formatNumber(salary.max ?? salary.min!, locale),
              currency: currencyLabel(salary.currency!, locale),
              period: salary.period ?? 'month',
            }),
          ],
        ] as [string, React.ReactNode][])
      : []),
    [t('fields.reference'), job.referenceCode],
  ]

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10" data-testid="job-detail" data-status={job.status}>
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <DetailHeader
        locale={locale}
        back={{ href: '/jobs', label: t('backToJobs') }}
        breadcrumb={{ section: 'jobs', sectionPath: '/jobs', name: job.title, path: `/jobs/${job.slug}` }}
      />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{job.title}</h1>
      <p className="mt-2 text-muted">
        {job.location.city} · {job.industry.name}
      </p>

      {open ? null : (
        <div role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900" data-testid="job-closed">
          <p className="font-semibold">{t('closedTitle')}</p>
          <p className="mt-1 text-sm">{t('closedBody', { date: formatDate(job.closingDate, locale) })}</p>
        </div>
      )}

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <h2 className="text-xl font-bold text-brand-900">{t('description')}</h2>
          <RichText data={job.description} className="mt-4 text-ink" />
          <ShareLinks locale={locale} url={url} title={job.title} />
        </div>
        <aside className="order-first lg:order-none">
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="job-facts">
            {facts.map(([term, value]) => (
              <div key={term} className="flex flex-col gap-0.5 px-4 py-3">
                <dt className="text-xs font-medium text-muted">{term}</dt>
                <dd className="text-sm font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <TypicalPay job={job} locale={locale} />
          {open ? <JobChecklist jobId={job.id} jobPath={localizedPath(locale, path)} /> : null}
          {open ? (
            <ApplyButton
              locale={locale}
              jobId={job.id}
              jobPath={localizedPath(locale, path)}
              applyPath={localizedPath(locale, `${path}/apply`)}
              text={await clientMessages(locale, 'Applications')}
            />
          ) : null}
          {open ? (
            // A closed job cannot be saved (only open jobs can); one saved before it closed is managed on /saved-jobs.
            <div className="mt-3">
              <SaveJobButton jobId={job.id} locale={locale} text={await saveJobText(locale)} />
            </div>
          ) : null}
        </aside>
      </div>

      <TitledSection id="similar" title={t('similar')} className="mt-14">
        {similar.length ? (
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            {similar.map((other) => (
              <JobCard key={other.id} job={other} locale={locale} headingLevel={3} />
            ))}
          </div>
        ) : (
          <p className="mt-3 text-muted">{t('noSimilar')}</p>
        )}
      </TitledSection>
    </article>
  )
}

/**
 * The page's metadata (the document's, its own search fields, then the staff's SEO record). A shared link shows the
 * job's own title, summary and picture in the page's language (Open Graph and X cards; `/og/jobs/…` draws it).
 */
export const generateMetadata = documentMetadata('jobs/:id', getJob, async (job, locale) => {
  const title = job.title
  const description = lexicalToPlainText(job.description).slice(0, 160)
  const path = `/jobs/${job.slug}`
  const images = [{ url: `/og/jobs/${locale}/${job.slug}.png`, ...SHARE_IMAGE, alt: title }]
  return {
    title,
    description,
    path,
    openGraph: {
      type: 'website',
      title,
      description,
      url: localizedPath(locale, path),
      siteName: await getBrand(locale),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    ...(job.status !== 'open' ? { robots: { index: false, follow: true } } : {}),
  }
})
