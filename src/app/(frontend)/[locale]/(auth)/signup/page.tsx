import { getTranslations } from 'next-intl/server'
import type { Metadata } from 'next'
import { redirect as navigate } from 'next/navigation'

import { AuthCard, AuthLink, ProviderButtons } from '@/features/accounts/components/AuthCard'
import { SignUpForm } from '@/features/accounts/components/SignUpForm'
import { safeRedirect } from '@/features/accounts/constants'
import { currentCandidate } from '@/features/accounts/current'
import { keepConsentText } from '@/features/consent/queries'
import { alternatesFor } from '@/lib/seo'
import { clientMessages, pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/signup'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: (await getTranslations({ locale, namespace: 'Account' }))('signUpTitle'), alternates: alternatesFor(locale, '/signup') }
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const [t, text, keep] = await Promise.all([
    getTranslations({ locale, namespace: 'Account' }),
    clientMessages(locale, 'Account'),
    keepConsentText(locale),
  ])
  const raw = (await searchParams).redirect
  const redirect = safeRedirect(Array.isArray(raw) ? raw[0] : raw)
  if (await currentCandidate()) navigate(redirect ?? `/${locale}/profile`)
  return (
    <AuthCard
      title={t('signUpTitle')}
      intro={t('signUpIntro')}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <AuthLink locale={locale} href={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
            {t('signInButton')}
          </AuthLink>
        </p>
      }
    >
      <SignUpForm locale={locale} text={text} redirect={redirect} keep={keep} />
      <ProviderButtons locale={locale} redirect={redirect} />
    </AuthCard>
  )
}
