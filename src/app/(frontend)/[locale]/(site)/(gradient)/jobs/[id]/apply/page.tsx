import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { DetailHeader } from '@/features/content/components/DetailHeader'
import { pageCandidate } from '@/features/accounts/current'
import { applyStateFor } from '@/features/applications/apply'
import { ApplyPanel } from '@/features/applications/components/ApplyPanel'
import { getJob } from '@/features/jobs/queries'
import { ApplyChecklist } from '@/features/matching/components/ApplyChecklist'
import { clientMessages, pageLocale } from '@/i18n/server'
import { srcOfReferrer } from '@/features/applications/source'
import { env } from '@/lib/env'
import { localizedPath } from '@/lib/seo'

type Props = PageProps<'/[locale]/jobs/[id]/apply'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const [t, job] = await Promise.all([
    getTranslations({ locale, namespace: 'Applications' }),
    getJob(locale, decodeURIComponent((await params).id)),
  ])
  return { title: job ? `${t('applyTitle')}: ${job.title}` : t('applyTitle'), robots: { index: false, follow: false } }
}

/**
 * /jobs/{id}/apply: the Apply panel drawn by the server, for visitors whose scripts have not loaded (the job page's
 * Apply button leads here until they do). Its forms post to server actions: the application with its CV, and the
 * profile CV when there is none yet.
 */
export default async function ApplyPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const job = await getJob(locale, decodeURIComponent((await params).id))
  if (!job) notFound()
  const jobPath = `/jobs/${job.slug}`
  const applyPath = `${jobPath}/apply`
  const candidate = job.status === 'open' ? await pageCandidate(locale, applyPath) : null
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Profile' }), clientMessages(locale, 'Applications')])
  const state = job.status === 'open' ? await applyStateFor(candidate, job.id, locale) : ({ state: 'closed' } as const)
  // Just sent from this page (applyForm redirects here with its id): the confirmation.
  const sent = state.state === 'applied' && String(state.existing.id) === (await searchParams).sent ? state.existing : undefined
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10" data-testid="apply-page">
      <DetailHeader locale={locale} back={{ href: jobPath, label: t('backToJob') }} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{job.title}</h1>
      {job.status === 'open' ? (
        <ApplyChecklist locale={locale} candidate={candidate} jobId={job.id} jobPath={localizedPath(locale, jobPath)} />
      ) : null}
      <ApplyPanel
        locale={locale}
        jobId={job.id}
        back={localizedPath(locale, applyPath)}
        text={text}
        initial={state}
        submitted={sent}
        src={srcOfReferrer((await headers()).get('referer'), env.origins.all) ?? undefined}
      />
    </article>
  )
}
