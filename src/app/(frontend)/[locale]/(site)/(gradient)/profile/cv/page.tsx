import { getTranslations } from 'next-intl/server'

import { ArrowIcon } from '@/components/icons/ArrowIcon'
import { CV_MIME_TYPES, safeRedirect } from '@/features/accounts/constants'
import { requireCandidate } from '@/features/accounts/current'
import { CvReviewForm } from '@/features/cv/components/CvReviewForm'
import { CvUploadForm } from '@/features/cv/components/CvUploadForm'
import { initiallyTicked } from '@/features/cv/proposals'
import { cvReview } from '@/features/cv/queries'
import { clientMessages, pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/profile/cv'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('CvProposals', 'title')

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'

/** /profile/cv (guarded): what the candidate's CV proposes for their profile, to accept or correct field by field. */
export default async function CvReviewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const me = await requireCandidate(locale, '/profile/cv')
  // The job being applied for, when the candidate came from its Apply (profile?redirect=…): kept to the end.
  const redirectTo = (await searchParams).redirect
  const back = safeRedirect(Array.isArray(redirectTo) ? redirectTo[0] : redirectTo)
  const withBack = (path: string) => (back ? `${path}?redirect=${encodeURIComponent(back)}` : path)
  const [t, text, profile, account, review] = await Promise.all([
    getTranslations({ locale, namespace: 'CvProposals' }),
    clientMessages(locale, 'CvProposals'),
    clientMessages(locale, 'Profile'),
    clientMessages(locale, 'Account'),
    cvReview(me, locale),
  ])
  const proposals = review.proposals
  const offered = proposals?.rows.filter((row) => !row.needed).length ?? 0
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <a href={withBack(`/${locale}/profile`)} className="mb-4 inline-flex items-center gap-1 font-semibold text-brand-700 underline">
        <ArrowIcon className="rotate-180" />
        {t('cancel')}
      </a>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>

      <section aria-labelledby="cv-proposals" className={`${card} mt-6`}>
        <h2 id="cv-proposals" className="mb-2 text-xl font-semibold">
          {review.cv ? t('fromFile', { name: review.cv.name }) : t('noCvTitle')}
        </h2>
        {!review.cv ? <p className="text-muted">{t('noCv')}</p> : null}
        {review.unreadable ? <p role="status">{t('unreadable')}</p> : null}
        {review.reading ? (
          <>
            {/* Read after the upload answered (features/cv/read.ts): the page asks again, with or without scripts. */}
            <meta httpEquiv="refresh" content="2" />
            <p role="status" data-testid="cv-reading">
              {t('readingCv')}
            </p>
          </>
        ) : null}
        {proposals ? (
          <>
            <p role="status" className="mb-4" data-testid="proposal-count">
              {offered ? t('proposesCount', { count: offered }) : proposals.found ? t('nothing') : t('nothingFound')}
            </p>
            {proposals.otherEmail ? (
              <p className="mb-4 text-sm text-muted" data-testid="other-email">
                {t('otherEmail', { email: proposals.otherEmail, account: review.current.email })}
              </p>
            ) : null}
            {offered ? (
              <CvReviewForm
                rows={proposals.rows}
                preTicked={initiallyTicked(proposals.rows)}
                back={back}
                text={text}
                profile={profile}
                account={account}
              />
            ) : null}
          </>
        ) : null}
      </section>

      <section aria-labelledby="cv-upload" className={`${card} mt-6`}>
        <h2 id="cv-upload" className="mb-3 text-lg font-semibold">
          {review.cv ? t('replaceTitle') : t('uploadTitle')}
        </h2>
        <CvUploadForm text={text} profile={profile} back={withBack(`/${locale}/profile/cv`)} accept={CV_MIME_TYPES.join(',')} />
      </section>
    </div>
  )
}
