import { getTranslations } from 'next-intl/server'

import { FormAlert } from '@/components/forms/Field'
import type { Locale } from '@/i18n/locales'

import type { CurrentCandidate } from '../current'
import { addressConfirmed } from '../verification'
import { resendConfirmation } from '../verifyActions'
import { AuthLink } from './AuthCard'

/** /verify-email: the result of opening the welcome email's link. */
export async function VerifyEmailResult({ locale, status }: { locale: Locale; status?: string }) {
  const t = await getTranslations({ locale, namespace: 'Verify' })
  const result = status === 'confirmed' || status === 'expired' ? status : 'invalid'
  return (
    <div className="space-y-4" data-testid="verify-result">
      <FormAlert tone={result === 'confirmed' ? 'success' : 'error'}>{t(`result.${result}`)}</FormAlert>
      <p>
        <AuthLink locale={locale} href="/profile">
          {result === 'confirmed' ? t('toProfile') : t('toProfileResend')}
        </AuthLink>
      </p>
    </div>
  )
}

/**
 * On the profile and My applications while the address waits for confirmation: why it matters (no alerts or
 * application emails until then) and "Send the link again" (a plain form). `sent` is the last resend's result.
 */
export async function VerifyEmailNotice({ locale, me, sent }: { locale: Locale; me: CurrentCandidate; sent?: string }) {
  if (addressConfirmed(me)) return null
  const t = await getTranslations({ locale, namespace: 'Verify' })
  return (
    <section
      id="verify-email"
      aria-labelledby="verify-email-title"
      className="mt-6 space-y-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
      data-testid="verify-email-notice"
    >
      <h2 id="verify-email-title" className="text-lg font-semibold text-ink">
        {t('noticeTitle')}
      </h2>
      <p className="text-sm">{t('noticeBody', { email: me.email })}</p>
      {sent === 'sent' || sent === 'limited' ? (
        <FormAlert tone={sent === 'sent' ? 'success' : 'error'}>{t(`resent.${sent}`, { email: me.email })}</FormAlert>
      ) : null}
      <form action={resendConfirmation}>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50"
        >
          {t('resend')}
        </button>
      </form>
    </section>
  )
}
