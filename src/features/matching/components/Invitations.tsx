import { getTranslations } from 'next-intl/server'

import { ProfileSection } from '@/components/ui/ProfileSection'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'

import { answerInvitationForm } from '../formActions'
import { myInvitations } from '../queries'

const button =
  'rounded-md border px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 border-slate-300 text-ink hover:bg-slate-50'
const primary =
  'rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600'

/**
 * The seeker's invitations to apply on /profile (issue 32): each job a recruiter invited them to, answered once with
 * one click (a plain POST that works before scripts load). Nothing is shown to a seeker who has none.
 */
export async function Invitations({ locale, me, done }: { locale: Locale; me: CurrentCandidate; done?: string }) {
  const [t, invitations] = await Promise.all([getTranslations({ locale, namespace: 'Matching.invite' }), myInvitations(me, locale)])
  if (!invitations.length) return null
  const notice = done === 'interested' || done === 'declined' || done === 'invalid' || done === 'unsent' ? t(`answered.${done}`) : null
  return (
    <ProfileSection id="invitations" testId="invitations" title={t('title')} intro={t('intro')}>
      {notice ? (
        <p role="status" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm" data-testid="invitation-notice">
          {notice}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="py-3" data-testid="invitation" data-status={invitation.status}>
            <a href={`/${locale}/jobs/${invitation.job.slug}`} className="font-semibold text-brand-800 hover:underline" dir="auto">
              {invitation.job.title}
            </a>
            <span className="text-sm text-muted"> · {formatDate(invitation.createdAt, locale)}</span>
            <p className="mt-1 text-sm">
              {!invitation.job.open ? t('closed') : invitation.applied ? t('applied') : t(`status.${invitation.status}`)}
            </p>
            {invitation.status === 'sent' && invitation.job.open ? (
              <form action={answerInvitationForm} className="mt-2 flex flex-wrap gap-2">
                <input type="hidden" name="invitation" value={invitation.id} />
                {(['interested', 'declined'] as const).map((answer) => (
                  <button
                    key={answer}
                    type="submit"
                    name="answer"
                    value={answer}
                    className={answer === 'interested' ? primary : button}
                    aria-label={t(`${answer}Label`, { title: invitation.job.title })}
                    data-testid={`invitation-${answer}`}
                  >
                    {t(answer)}
                  </button>
                ))}
              </form>
            ) : invitation.status === 'interested' && !invitation.applied && invitation.job.open ? (
              <a
                href={`/${locale}/jobs/${invitation.job.slug}/apply`}
                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
              >
                {t('applyNow')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  )
}
