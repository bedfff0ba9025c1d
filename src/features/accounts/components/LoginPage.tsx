import { redirect as navigate } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { safeRedirect } from '../constants'
import { currentCandidate } from '../current'
import { providerLabel } from '../oidc'
import { AuthCard, AuthFooterLink, ProviderButtons, withRedirect } from './AuthCard'
import { SignInForm } from './SignInForm'
import { FormAlert } from '@/components/forms/Field'
import { clientMessages, pageLocale } from '@/i18n/server'
import { firstParam } from '@/lib/searchParams'

type Search = { redirect?: string | string[]; error?: string | string[]; provider?: string | string[] }

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> }

/**
 * The page of /login and /login-simple. A signed-in visitor is sent on (spec §2: the
 * login page is guarded against signed-in users). `?redirect=false`
 * suppresses the redirect after sign-in.
 */
export async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const query = await searchParams
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Account' }), clientMessages(locale, 'Account')])
  const rawRedirect = firstParam(query.redirect)
  const stay = rawRedirect === 'false'
  const redirect = stay ? null : safeRedirect(rawRedirect)
  // Signed in already: sent on, unless the page was asked not to redirect (then the visitor stays here).
  if (!stay && (await currentCandidate())) navigate(redirect ?? `/${locale}/profile`)
  const oauthError = firstParam(query.error) === 'oauth' || firstParam(query.error) === 'oauth-email'
  const provider = providerLabel(firstParam(query.provider) ?? '')
  return (
    <AuthCard
      title={t('signInTitle')}
      intro={t('signInIntro')}
      footer={
        <>
          <AuthFooterLink locale={locale} href="/forget-password" label={t('forgotLink')} />
          <AuthFooterLink locale={locale} href={withRedirect('/signup', redirect)} before={t('noAccount')} label={t('createAccount')} />
        </>
      }
    >
      {oauthError ? (
        <div className="mb-4">
          <FormAlert>{t(firstParam(query.error) === 'oauth-email' ? 'oauthNoEmail' : 'oauthFailed', { provider })}</FormAlert>
        </div>
      ) : null}
      <SignInForm locale={locale} text={text} redirect={redirect} stay={stay} />
      <ProviderButtons locale={locale} redirect={redirect} />
    </AuthCard>
  )
}
