import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import { myRecommendations } from '../queries'
import { MatchReasons } from './MatchReasons'

/**
 * Recommended jobs for the signed-in seeker, with the reasons (issue 32): on /profile (the first `limit`, with a
 * link to the rest) and on /profile/jobs ("Jobs for you", all of them).
 */
export async function Recommendations({
  locale,
  me,
  limit,
  heading = 2,
}: {
  locale: Locale
  me: CurrentCandidate
  limit?: number
  heading?: 1 | 2
}) {
  const [t, all] = await Promise.all([getTranslations({ locale, namespace: 'Matching' }), myRecommendations(me, locale)])
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
      {shown.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {shown.map(({ job, match }) => (
            <li key={job.id} className="py-3" data-testid="recommendation">
              <a href={`/${locale}/jobs/${job.slug}`} className="font-semibold text-brand-800 hover:underline" dir="auto">
                {job.title}
              </a>
              <span className="text-sm text-muted"> · {job.city}</span>
              <MatchReasons match={match} locale={locale} />
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
