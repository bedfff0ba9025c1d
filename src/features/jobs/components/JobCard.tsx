import { getTranslations } from 'next-intl/server'

import { AppliedBadge } from '@/features/applications/components/AppliedBadge'
import { SaveJobButton } from '@/features/applications/components/SaveJobButton'
import { saveJobText } from '@/features/applications/saveText'
import type { Locale } from '@/i18n/locales'

import { formatDate } from '@/lib/format'
import { CardLink } from '@/components/ui/CardLink'
import type { JobWithRelations } from '../queries'
import { ExperienceText } from './ExperienceText'
import { Highlighted } from './Highlighted'
import { jobLabels } from './JobMeta'

export async function JobCard({
  job,
  locale,
  headingLevel = 2,
  terms = [],
}: {
  job: JobWithRelations
  locale: Locale
  headingLevel?: 2 | 3
  /** A keyword search's terms: the title's words they match are highlighted. */
  terms?: readonly string[]
}) {
  const [t, tApply] = await Promise.all([
    getTranslations({ locale, namespace: 'Jobs' }),
    getTranslations({ locale, namespace: 'Applications' }),
  ])
  const labels = jobLabels(job, locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className="relative rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-sm"
      data-testid="job-card"
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="line-clamp-3 break-words text-lg font-semibold text-brand-900" title={job.title}>
          <CardLink locale={locale} href={`/jobs/${job.slug}`}>
            <Highlighted text={job.title} terms={terms} />
          </CardLink>
        </Heading>
        <SaveJobButton jobId={job.id} locale={locale} text={await saveJobText(locale)} className="shrink-0" />
      </div>
      <p className="mt-1 text-sm text-muted">
        {job.location.city} · {job.industry.name}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{labels.workplace}</li>
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{labels.type}</li>
        <li className="rounded-full bg-slate-100 px-2.5 py-1 text-ink">
          <ExperienceText job={job} locale={locale} />
        </li>
      </ul>
      <AppliedBadge jobId={job.id} label={tApply('applied')} />
      <p className="mt-3 text-xs text-muted">
        {t('opened', { date: formatDate(job.openingDate, locale) })} · {t('ref', { code: job.referenceCode })}
      </p>
    </article>
  )
}
