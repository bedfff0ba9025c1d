import { getTranslations } from 'next-intl/server'
import { redirect as navigate } from 'next/navigation'

import { AuthCard, AuthFooterLink, ProviderButtons, withRedirect } from '@/features/accounts/components/AuthCard'
import { SignUpForm } from '@/features/accounts/components/SignUpForm'
import { safeRedirect } from '@/features/accounts/constants'
import { currentCandidate } from '@/features/accounts/current'
import { keepConsentText } from '@/features/consent/queries'
import { clientMessages, pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/signup'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Account', 'signUpTitle', { path: '/signup' })

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, text, keep] = await Promise.all([
    getTranslations({ locale, namespace: 'Account' }),
    clientMessages(locale, 'Account'),
    keepConsentText(locale),
  ])
  const raw = (await searchParams).redirect
  const redirect = safeRedirect(firstParam(raw))
  if (await currentCandidate()) navigate(redirect ?? `/${locale}/profile`)
  return (
    <AuthCard
      title={t('signUpTitle')}
      intro={t('signUpIntro')}
      footer={
        <AuthFooterLink locale={locale} href={withRedirect('/login', redirect)} before={t('haveAccount')} label={t('signInButton')} />
      }
    >
      <SignUpForm locale={locale} text={text} redirect={redirect} keep={keep} />
      <ProviderButtons locale={locale} redirect={redirect} />
    </AuthCard>
  )
}
