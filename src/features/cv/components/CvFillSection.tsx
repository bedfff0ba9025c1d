import { getTranslations } from 'next-intl/server'

import { FormAlert } from '@/components/forms/Field'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'

import { cvReview } from '../queries'

/**
 * The profile's link to its CV's proposals: how many values the CV on file proposes (read when the profile is
 * drawn, so a CV just uploaded shows them at once), and the confirmation after saving some.
 */
export async function CvFillSection({
  locale,
  me,
  updated,
  back = null,
}: {
  locale: Locale
  me: CurrentCandidate
  updated: boolean
  /** The job being applied for (a local path): carried through the review, and offered once the CV's values are saved. */
  back?: string | null
}) {
  const [t, review] = await Promise.all([getTranslations({ locale, namespace: 'CvProposals' }), cvReview(me, locale)])
  const offered = review.proposals?.rows.filter((row) => !row.needed).length ?? 0
  return (
    <section
      aria-labelledby="cv-fill"
      id="cv-proposals"
      className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-6"
      data-testid="cv-fill"
    >
      <h2 id="cv-fill" className="text-lg font-semibold">
        {t('sectionTitle')}
      </h2>
      {updated ? (
        <div className="mt-3">
          <FormAlert tone="success">{t('updated')}</FormAlert>
          {back ? (
            <a
              href={back}
              className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
              data-testid="continue-application"
            >
              {t('continueApplication')}
            </a>
          ) : null}
        </div>
      ) : null}
      <p className="mt-2 text-sm">
        {!review.cv ? t('noCv') : review.reading ? t('readingCv') : offered ? t('proposesCount', { count: offered }) : t('nothing')}
      </p>
      <a
        href={`/${locale}/profile/cv${back ? `?redirect=${encodeURIComponent(back)}` : ''}`}
        className="mt-3 inline-block font-semibold text-brand-700 underline"
        data-testid="cv-review-link"
      >
        {review.cv && offered ? t('review') : t('open')}
      </a>
    </section>
  )
}
