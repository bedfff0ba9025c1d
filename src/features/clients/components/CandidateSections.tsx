import { getTranslations } from 'next-intl/server'

import { FormAlert, primaryButton } from '@/components/forms/Field'
import { OneButtonForm } from '@/components/forms/OneButtonForm'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'

import { answerRepresentationOnProfile } from '../actions'
import { clientViewsOf, pendingRequests } from '../representation'

const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50'

/**
 * On /profile (issue 30): the recruiters' requests to represent the candidate to a client, each answered with one
 * click (a plain form: no scripts needed), and "Companies that saw your CV".
 */
export async function RepresentationSection({ locale, candidate, done }: { locale: Locale; candidate: CurrentCandidate; done?: string }) {
  const payload = await getPayloadClient()
  const [t, requests, views] = await Promise.all([
    getTranslations({ locale, namespace: 'Clients.consent' }),
    pendingRequests(payload, candidate.id, locale),
    clientViewsOf(payload, candidate.id, locale),
  ])
  if (!requests.length && !views.length && !done) return null
  return (
    <section
      id="representation"
      aria-labelledby="representation-title"
      className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="representation-title" className="text-xl font-bold text-brand-900">
        {t('profileTitle')}
      </h2>
      {done === 'agreed' || done === 'declined' ? <FormAlert tone="success">{t(`done.${done}`)}</FormAlert> : null}
      {done === 'answered' || done === 'invalid' ? <FormAlert>{t(`done.${done}`)}</FormAlert> : null}
      {requests.map((r) => (
        <div key={r.id} className="space-y-3 rounded-lg bg-amber-50 p-4" data-testid="representation-request">
          <p>{t('question', { client: r.client, job: r.job })}</p>
          <p className="text-sm text-muted">{t('explain')}</p>
          <div className="flex flex-wrap gap-3">
            <OneButtonForm
              action={answerRepresentationOnProfile}
              fields={{ request: r.id, answer: 'agree' }}
              className={primaryButton}
              testId="representation-agree"
            >
              {t('agree')}
            </OneButtonForm>
            <OneButtonForm action={answerRepresentationOnProfile} fields={{ request: r.id, answer: 'decline' }} className={secondaryButton}>
              {t('decline')}
            </OneButtonForm>
          </div>
        </div>
      ))}
      <div>
        <h3 className="font-semibold">{t('viewsTitle')}</h3>
        {views.length === 0 ? <p className="text-sm text-muted">{t('noViews')}</p> : null}
        <ul className="mt-2 space-y-1" data-testid="client-views">
          {views.map((v) => (
            <li key={v.client} className="text-sm">
              <span className="font-medium">{v.client}</span> · {t('viewed', { count: v.views, date: formatDate(v.last, locale) })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
