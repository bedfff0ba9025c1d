import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { AlertSearch } from '../search'
import { AlertSignupForm, type AlertSignupText } from './AlertSignupForm'

/**
 * "Email me jobs like these" under a job search: both forms are in the HTML and the head script's
 * `html[data-auth]` shows the one that fits before the first paint (globals.css `.auth-in` / `.auth-out`), so /jobs
 * stays one page for everyone (cacheable) and a signed-in candidate saves with one click.
 */
export async function AlertSignup({ locale, search }: { locale: Locale; search: AlertSearch }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const tAccount = await getTranslations({ locale, namespace: 'Account' })
  const tConsent = await getTranslations({ locale, namespace: 'ConsentRecord' })
  const text: AlertSignupText = {
    emailLabel: t('emailLabel'),
    frequencyLabel: t('frequencyLabel'),
    daily: t('frequency.daily'),
    weekly: t('frequency.weekly'),
    submit: t('submit'),
    sending: t('sending'),
    manage: t('manageOnProfile'),
    // The sentence recorded as the consent to job alerts when the alert starts (features/alerts/consent.ts).
    consent: tConsent('wording.alerts'),
    errors: {
      emailRequired: t('errors.emailRequired'),
      emailInvalid: t('errors.emailInvalid'),
      rateLimited: t('errors.rateLimited'),
      network: t('errors.network'),
      unexpected: t('errors.unexpected'),
      sessionExpired: tAccount('sessionExpired'),
    },
  }
  const profileHref = `/${locale}/profile#alerts`
  return (
    <section
      aria-labelledby="alert-signup-title"
      className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
      data-testid="alert-signup"
    >
      <h2 id="alert-signup-title" className="text-lg font-bold text-brand-900">
        {t('signupTitle')}
      </h2>
      <div className="auth-out">
        <p className="mt-1 text-sm text-muted">{t('signupIntro')}</p>
        <AlertSignupForm mode="visitor" search={search} text={text} profileHref={profileHref} />
      </div>
      <div className="auth-in">
        <p className="mt-1 text-sm text-muted">{t('candidateIntro')}</p>
        <AlertSignupForm mode="candidate" search={search} text={text} profileHref={profileHref} />
      </div>
    </section>
  )
}
