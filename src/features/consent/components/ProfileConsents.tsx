import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/format'
import { getPayloadClient } from '@/lib/payload'
import { ProfileSection } from '@/components/ui/ProfileSection'

import { giveConsentForm, withdrawConsentForm } from '../formActions'
import { consentHistory, currentConsents, keepTermMonths, type CurrentConsent } from '../record'
import { CONSENT_PURPOSES } from '../purposes'

type Row = Omit<CurrentConsent, 'latest'> & { unanswered?: boolean }

const NOTICES = ['withdrawn', 'granted', 'renewed', 'failed'] as const
const button = 'rounded-md border px-3 py-1.5 text-sm font-medium'
/** The one answer a consent's row offers: withdraw one that stands, or give again one the seeker may give here. */
const ANSWERS = {
  withdraw: { action: withdrawConsentForm, tone: 'border-red-300 text-red-700 hover:bg-red-50' },
  give: { action: giveConsentForm, tone: 'border-brand-300 text-brand-800 hover:bg-brand-50' },
}

/**
 * The candidate's consents on /profile (docs/PRIVACY.md), in the page's language: each purpose and scope they
 * answered, its state (given, until when; withdrawn; ended), a one-click withdraw (a POST form, no scripts needed),
 * "agree" again for what needs no client or job, and the whole history with the wording each time as shown.
 */
export async function ProfileConsents({ locale, candidate, done }: { locale: Locale; candidate: CurrentCandidate; done?: string }) {
  const payload = await getPayloadClient()
  const [t, states, history, months] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsentRecord' }),
    currentConsents(payload, candidate.id),
    consentHistory(payload, candidate.id),
    keepTermMonths(payload),
  ])
  const order = (s: Row) => CONSENT_PURPOSES.indexOf(s.purpose)
  // Consent to keep and news are offered even before the candidate answered them.
  const offered = (['keep', 'marketing'] as const).filter((purpose) => !states.some((s) => s.scopeKey === purpose))
  const rows: Row[] = [
    ...states,
    ...offered.map((purpose): Row => ({
      purpose,
      scopeKey: purpose,
      clientId: null,
      job: null,
      granted: false,
      expired: false,
      at: '',
      expiresAt: null,
      unanswered: true,
    })),
  ]
  const sorted = rows.sort((a, b) => order(a) - order(b) || a.scopeKey.localeCompare(b.scopeKey))
  const jobIds = [...new Set(states.map((s) => s.job).filter((id) => id !== null))]
  const titles = new Map<string, string>()
  if (jobIds.length) {
    const jobs = await payload.find({
      collection: 'jobs',
      where: { id: { in: jobIds } },
      locale,
      depth: 0,
      limit: jobIds.length,
      overrideAccess: true,
      select: { title: true },
    })
    for (const job of jobs.docs) titles.set(String(job.id), String(job.title ?? job.id))
  }
  const scopeText = (s: Row) => {
    const job = s.job !== null ? (titles.get(String(s.job)) ?? String(s.job)) : null
    if (s.clientId && job) return t('scope.clientJob', { client: s.clientId, job })
    if (s.clientId) return t('scope.client', { client: s.clientId })
    if (job) return t('scope.job', { job })
    return null
  }
  const statusText = (s: Row) => {
    if (s.unanswered) return t('status.none')
    if (s.expired && s.expiresAt) return t('status.expired', { until: formatDate(s.expiresAt, locale) })
    if (!s.granted) return t('status.withdrawn', { date: formatDate(s.at, locale) })
    if (s.expiresAt) return t('status.grantedUntil', { date: formatDate(s.at, locale), until: formatDate(s.expiresAt, locale) })
    return t('status.granted', { date: formatDate(s.at, locale) })
  }
  const notice = NOTICES.find((n) => n === done)
  const keepState = states.find((s) => s.scopeKey === 'keep')
  const keepUntil = keepState?.granted && keepState.expiresAt ? formatDate(keepState.expiresAt, locale) : ''

  return (
    <ProfileSection id="consents" testId="profile-consents" title={t('profileTitle')} intro={t('profileIntro')}>
      {notice ? (
        <p
          role="status"
          className={`mt-3 text-sm ${notice === 'failed' ? 'text-red-700' : 'text-emerald-800'}`}
          data-testid="consent-notice"
        >
          {t(`notice.${notice}`, { until: keepUntil })}
        </p>
      ) : null}
      {sorted.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {sorted.map((s) => {
            const purpose = t(`purpose.${s.purpose}`)
            const scope = scopeText(s)
            const givable = !s.granted && (s.purpose === 'keep' || s.purpose === 'marketing') && s.scopeKey === s.purpose
            const answer = s.granted ? 'withdraw' : givable ? 'give' : null
            return (
              <li
                key={s.scopeKey}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between"
                data-testid="consent-item"
                data-purpose={s.purpose}
                data-state={s.granted ? 'granted' : s.expired ? 'expired' : s.unanswered ? 'none' : 'withdrawn'}
              >
                <div className="min-w-0">
                  <p className="font-semibold text-brand-900">
                    {purpose}
                    {scope ? <span className="ms-1 font-normal text-muted">({scope})</span> : null}
                  </p>
                  <p className="mt-1 text-sm">{t(`wording.${s.purpose}`, { months })}</p>
                  <p className={`mt-1 text-sm ${s.granted ? 'text-emerald-800' : 'text-muted'}`}>{statusText(s)}</p>
                </div>
                {answer ? (
                  <form action={ANSWERS[answer].action} className="shrink-0">
                    <input type="hidden" name="scope" value={s.scopeKey} />
                    <button
                      type="submit"
                      aria-label={t(`${answer}Label`, { purpose })}
                      className={`${button} ${ANSWERS[answer].tone}`}
                      data-testid={`consent-${answer}`}
                    >
                      {t(answer)}
                    </button>
                  </form>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted" data-testid="consents-empty">
          {t('empty')}
        </p>
      )}
      {history.length ? (
        <details className="mt-4 text-sm" data-testid="consent-history">
          <summary className="cursor-pointer font-semibold text-brand-800">{t('historyTitle')}</summary>
          <ol className="mt-2 space-y-2">
            {[...history].reverse().map((event) => (
              <li key={String(event.id)} className="rounded-md bg-slate-50 p-2">
                <p className="font-medium">
                  {t(`purpose.${event.purpose}`)} —{' '}
                  {t('historyEntry', { date: formatDate(event.at, locale), action: event.action, method: t(`method.${event.method}`) })}
                </p>
                <p className="mt-1 text-muted" dir="auto" lang={event.language}>
                  {event.wording}
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </ProfileSection>
  )
}
