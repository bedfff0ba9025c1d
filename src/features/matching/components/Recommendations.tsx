import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import { notInterestedForm } from '../formActions'
import { myRecommendations, visibleJobTitle } from '../queries'
import { MatchReasons } from './MatchReasons'

const smallButton =
  'rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600'

/**
 * Recommended jobs for the signed-in seeker, with the reasons (issue 32): on /profile (the first `limit`, with a
 * link to the rest) and on /profile/jobs ("Jobs for you", all of them). Each has a "Not interested" button (a
 * plain POST, formActions.ts) that hides the job for good; the page it comes back to offers an undo.
 */
export async function Recommendations({
  locale,
  me,
  limit,
  heading = 2,
  back,
  hidden,
  restored,
}: {
  locale: Locale
  me: CurrentCandidate
  limit?: number
  heading?: 1 | 2
  /** This page's path, where the buttons come back to. */
  back: string
  /** The job just hidden (its id from the answer's query), and whether one was just restored. */
  hidden?: string
  restored?: boolean
}) {
  const [t, all, hiddenTitle] = await Promise.all([
    getTranslations({ locale, namespace: 'Matching' }),
    myRecommendations(me, locale),
    visibleJobTitle(hidden, locale),
  ])
  const shown = limit ? all.slice(0, limit) : all
  const Heading = heading === 1 ? 'h1' : 'h2'
  return (
    <section
      id="recommended"
      aria-labelledby="recommended-title"
      className={heading === 1 ? '' : 'mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'}
      data-testid="recommendations"
    >
      <Heading id="recommended-title" className={heading === 1 ? 'text-3xl font-bold text-brand-900' : 'text-xl font-semibold'}>
        {t('recommendedTitle')}
      </Heading>
      <p className="mt-1 text-sm text-muted">{t('recommendedIntro')}</p>
      {hidden && /^\d+$/.test(hidden) ? (
        <form
          action={notInterestedForm}
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 p-3 text-sm"
          data-testid="hidden-notice"
        >
          <span>{hiddenTitle ? t('hiddenNotice', { title: hiddenTitle }) : t('hiddenNoticeAny')}</span>
          <input type="hidden" name="job" value={hidden} />
          <input type="hidden" name="undo" value="1" />
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={smallButton} data-testid="undo-hide">
            {t('undo')}
          </button>
        </form>
      ) : restored ? (
        <p role="status" className="mt-3 rounded-lg bg-slate-100 p-3 text-sm">
          {t('restored')}
        </p>
      ) : null}
      {shown.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {shown.map(({ job, match }) => (
            <li key={job.id} className="py-3" data-testid="recommendation">
              <a href={`/${locale}/jobs/${job.slug}`} className="font-semibold text-brand-800 hover:underline" dir="auto">
                {job.title}
              </a>
              <span className="text-sm text-muted"> · {job.city}</span>
              <MatchReasons match={match} locale={locale} />
              <form action={notInterestedForm} className="mt-2">
                <input type="hidden" name="job" value={job.id} />
                <input type="hidden" name="back" value={back} />
                <button
                  type="submit"
                  className={smallButton}
                  aria-label={t('notInterestedLabel', { title: job.title })}
                  data-testid="not-interested"
                >
                  {t('notInterested')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted" data-testid="recommendations-empty">
          {t('noRecommendations')}
        </p>
      )}
      {limit && all.length > limit ? (
        <a href={`/${locale}/profile/jobs`} className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t('seeAll')}
        </a>
      ) : null}
    </section>
  )
}
