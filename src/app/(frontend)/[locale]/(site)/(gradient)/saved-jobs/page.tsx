import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { requireCandidate } from '@/features/accounts/current'
import { SaveJobButton } from '@/features/applications/components/SaveJobButton'
import { mySavedJobs } from '@/features/applications/queries'
import { saveJobText } from '@/features/applications/saveText'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/saved-jobs'>

export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Profile', 'savedJobsTitle')

/** /saved-jobs (guarded): the candidate's saved jobs with whether each is still open. */
export default async function SavedJobsPage({ params }: Props) {
  const locale = await pageLocale(params)
  const candidate = await requireCandidate(locale, '/saved-jobs')
  const [t, tApps, saveText, jobs] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'Applications' }),
    saveJobText(locale),
    mySavedJobs(candidate, locale),
  ])
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t('savedJobsTitle')}</h1>
      {jobs.length ? (
        <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="saved-jobs">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="saved-job">
              <div>
                {job.open ? (
                  <LocaleLink locale={locale} href={`/jobs/${job.slug}`} className="font-semibold text-brand-800 hover:underline">
                    {job.title}
                  </LocaleLink>
                ) : (
                  <span className="font-semibold text-muted">{job.title}</span>
                )}
                <p className="text-sm text-muted">
                  {job.city} ·{' '}
                  <span className={job.open ? 'text-emerald-700' : 'text-amber-800'} data-testid="saved-job-state">
                    {job.open ? tApps('jobOpen') : tApps('jobClosed')}
                  </span>
                </p>
              </div>
              <SaveJobButton jobId={job.id} locale={locale} text={saveText} initiallySaved />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-muted">{t('savedJobsEmpty')}</p>
          <LocaleLink locale={locale} href="/jobs" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('browseJobs')}
          </LocaleLink>
        </div>
      )}
    </div>
  )
}
