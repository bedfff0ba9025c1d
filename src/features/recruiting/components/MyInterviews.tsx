import { getTranslations } from 'next-intl/server'

import { Field, FormAlert } from '@/components/forms/Field'
import { OneButtonForm } from '@/components/forms/OneButtonForm'
import { ProfileSection } from '@/components/ui/ProfileSection'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import { answerInterview } from '../candidateActions'
import { interviewTime } from '../interviewTime'
import { myInterviews } from '../queries'

const DONE = ['confirmed', 'reschedule', 'closed', 'invalid', 'limited'] as const
type Done = (typeof DONE)[number]

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`
const secondary = `${button} border border-slate-300 bg-white text-ink hover:bg-slate-50`

/**
 * My applications (issue 28, item 5): the candidate's interviews in their language, each in its own time zone
 * (named), with the place or the call link, "Add to calendar", and "Confirm" or "Ask to reschedule" (plain forms:
 * no scripts needed), whose answers reach the recruiter's timeline. `done` is the result code of the last answer.
 */
export async function MyInterviews({ candidate, locale, done }: { candidate: CurrentCandidate; locale: Locale; done?: string }) {
  const [interviews, t] = await Promise.all([myInterviews(candidate, locale), getTranslations({ locale, namespace: 'Interviews' })])
  const result = DONE.includes(done as Done) ? (done as Done) : null
  if (!interviews.length && !result) return null
  return (
    <ProfileSection
      id="interviews"
      testId="my-interviews"
      title={t('title')}
      intro={t('changedNote')}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {result ? (
        <div className="mt-3">
          <FormAlert tone={result === 'confirmed' || result === 'reschedule' ? 'success' : 'error'}>{t(`done.${result}`)}</FormAlert>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-slate-200">
        {interviews.map((interview) => (
          <li key={interview.id} className="space-y-2 py-4" data-testid="my-interview">
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
                className="inline-block text-sm font-semibold text-brand-700 underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {t('join')}
              </a>
            ) : null}
            {interview.reply ? (
              <p className="text-sm font-semibold text-emerald-800" data-testid="interview-reply">
                {interview.reply === 'confirmed' ? t('confirmed') : t('rescheduleAsked')}
              </p>
            ) : null}
            {interview.open ? (
              <div className="flex flex-wrap items-start gap-2">
                <a
                  href={`/${locale}/profile/applications/interviews/${interview.id}/calendar`}
                  className={secondary}
                  download={`interview-${interview.id}.ics`}
                  data-testid="add-to-calendar"
                >
                  {t('addToCalendar')}
                </a>
                {interview.reply !== 'confirmed' ? (
                  <OneButtonForm action={answerInterview} fields={{ interview: interview.id, reply: 'confirmed' }} className={primary}>
                    {t('confirm')}
                  </OneButtonForm>
                ) : null}
                {interview.reply !== 'reschedule' ? (
                  <details className="w-full sm:w-auto">
                    <summary className={`${secondary} cursor-pointer list-none`}>{t('reschedule')}</summary>
                    <form action={answerInterview} className="mt-2 space-y-2">
                      <input type="hidden" name="interview" value={interview.id} />
                      <input type="hidden" name="reply" value="reschedule" />
                      <Field
                        id={`reschedule-note-${interview.id}`}
                        name="note"
                        label={t('rescheduleNote')}
                        hint={t('rescheduleHint')}
                        maxLength={1000}
                        multiline
                      />
                      <button type="submit" className={primary}>
                        {t('rescheduleSend')}
                      </button>
                    </form>
                  </details>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </ProfileSection>
  )
}
