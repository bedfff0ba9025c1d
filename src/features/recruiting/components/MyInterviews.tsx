import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { ProfileSection } from '@/components/ui/ProfileSection'

import { interviewTime } from '../interviewHooks'
import { myInterviews } from '../queries'

/** /profile: the candidate's interviews in their language, each in its own time zone (named), with the place or the call link. */
export async function MyInterviews({ candidate, locale }: { candidate: CurrentCandidate; locale: Locale }) {
  const interviews = await myInterviews(candidate, locale)
  if (!interviews.length) return null
  const t = await getTranslations({ locale, namespace: 'Interviews' })
  return (
    <ProfileSection id="interviews" testId="my-interviews" title={t('title')} intro={t('changedNote')}>
      <ul className="mt-3 divide-y divide-slate-200">
        {interviews.map((interview) => (
          <li key={interview.id} className="py-3" data-testid="my-interview">
            <p className="font-semibold">
              {interview.jobTitle}
              {interview.cancelled ? (
                <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{t('cancelled')}</span>
              ) : null}
            </p>
            <p className={interview.cancelled ? 'text-sm text-muted line-through' : 'text-sm'}>
              <span className="font-medium">{t('when')}:</span> {interviewTime(interview.startsAt, interview.timeZone, locale)} ·{' '}
              {t('duration', { count: interview.durationMinutes })}
            </p>
            {interview.location ? (
              <p className="text-sm">
                <span className="font-medium">{t('where')}:</span> {interview.location}
              </p>
            ) : null}
            {interview.videoLink && !interview.cancelled ? (
              <a
                href={interview.videoLink}
                className="text-sm font-semibold text-brand-700 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('join')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  )
}
