import { getTranslations } from 'next-intl/server'

import type { CurrentCandidate } from '@/features/accounts/current'
import { formatDate } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import { ProfileSection } from '@/components/ui/ProfileSection'

import { deleteMyAlertForm, myAlertFrequencyForm } from '../formActions'
import { myAlerts } from '../queries'

/**
 * The candidate's job alerts on /profile (its own section): each search in words, how often (a POST form), delete
 * (a POST form), a link to its jobs. Both forms work before scripts load and come back here with a 303.
 */
export async function ProfileAlerts({ locale, candidate, done }: { locale: Locale; candidate: CurrentCandidate; done?: string }) {
  const [t, alerts] = await Promise.all([getTranslations({ locale, namespace: 'Alerts' }), myAlerts(candidate, locale)])
  const notice = done === 'deleted' ? t('deleted') : done === 'saved' ? t('profileSaved') : null
  return (
    <ProfileSection id="alerts" testId="profile-alerts" title={t('profileTitle')} intro={t('profileIntro')}>
      {notice ? (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {notice}
        </p>
      ) : null}
      {alerts.length ? (
        <ul className="mt-3 divide-y divide-slate-200">
          {alerts.map(({ alert, description, jobsHref }) => (
            <li key={alert.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-end sm:justify-between" data-testid="profile-alert">
              <div className="min-w-0">
                <a href={jobsHref} className="font-semibold text-brand-800 hover:underline" dir="auto">
                  {description}
                </a>
                {alert.lastSentAt ? (
                  <p className="text-sm text-muted">{t('lastSent', { date: formatDate(alert.lastSentAt, locale) })}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <form action={myAlertFrequencyForm} className="flex items-end gap-2">
                  <input type="hidden" name="alert" value={String(alert.id)} />
                  <label className="sr-only" htmlFor={`alert-frequency-${alert.id}`}>
                    {t('frequencyOf', { search: description })}
                  </label>
                  <select
                    id={`alert-frequency-${alert.id}`}
                    name="frequency"
                    defaultValue={alert.frequency}
                    className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm"
                  >
                    <option value="daily">{t('frequency.daily')}</option>
                    <option value="weekly">{t('frequency.weekly')}</option>
                  </select>
                  <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                    {t('saveFrequency')}
                  </button>
                </form>
                <form action={deleteMyAlertForm}>
                  <input type="hidden" name="alert" value={String(alert.id)} />
                  <button
                    type="submit"
                    aria-label={t('deleteLabel', { search: description })}
                    className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
                    data-testid="profile-alert-delete"
                  >
                    {t('delete')}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted" data-testid="profile-alerts-empty">
          {t('profileEmpty')}
        </p>
      )}
    </ProfileSection>
  )
}
