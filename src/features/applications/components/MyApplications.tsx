import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import type { CurrentCandidate } from '@/features/accounts/current'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import { ProfileSection } from '@/components/ui/ProfileSection'

import { myApplications } from '../queries'
import { statusLabel } from '../statusLabel'

/** The candidate's applications on My applications (below their interviews): the job (a link while it is open), when, and the status. */
export async function MyApplications({ locale, candidate }: { locale: Locale; candidate: CurrentCandidate }) {
  const [t, applications] = await Promise.all([getTranslations({ locale, namespace: 'Applications' }), myApplications(candidate, locale)])
  return (
    <ProfileSection id="applications" testId="my-applications" title={t('allTitle')}>
      {applications.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {applications.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="my-application">
              <div>
                {app.job?.open ? (
                  <LocaleLink locale={locale} href={`/jobs/${app.job.slug}`} className="font-semibold text-brand-800 hover:underline">
                    {app.job.title}
                  </LocaleLink>
                ) : (
                  <span className="font-semibold">{app.job?.title ?? '—'}</span>
                )}
                <p className="text-sm text-muted">{t('appliedOn', { date: formatDate(app.createdAt, locale) })}</p>
              </div>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800" data-testid="application-status">
                {statusLabel(locale, app.status)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('mineEmpty')}</p>
      )}
    </ProfileSection>
  )
}
