import { getTranslations } from 'next-intl/server'

import { AuthCard, AuthFooterLink, AuthLink } from '@/features/accounts/components/AuthCard'
import { ResetForm } from '@/features/accounts/components/ResetForm'
import { FormAlert } from '@/components/forms/Field'
import { clientMessages, pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/reset-password'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

// The token is in the URL: keep it out of other sites' referrers and out of indexes. `same-origin`, not
// `no-referrer`: with no referrer at all the browser posts the form with `Origin: null`, which the server must
// refuse as cross-site (server/actionGuard.mjs), so the form could not be sent before its scripts load.
export const generateMetadata = messagesMetadata('Account', 'resetTitle', { secretInAddress: true })

/** Reached from the emailed link; the token is checked when the new password is sent. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Account' }), clientMessages(locale, 'Account')])
  const raw = (await searchParams).token
  const token = firstParam(raw) ?? ''
  return (
    <AuthCard
      title={t('resetTitle')}
      intro={t('resetIntro')}
      footer={<AuthFooterLink locale={locale} href="/login" label={t('backToSignIn')} />}
    >
      {/^[a-f0-9]{20,200}$/i.test(token) ? (
        <ResetForm locale={locale} text={text} token={token} />
      ) : (
        <FormAlert>
          {t('resetInvalid')}{' '}
          <AuthLink locale={locale} href="/forget-password">
            {t('askNewLink')}
          </AuthLink>
        </FormAlert>
      )}
    </AuthCard>
  )
}
