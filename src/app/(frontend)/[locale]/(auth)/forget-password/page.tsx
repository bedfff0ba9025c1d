import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { AuthCard, AuthLink } from '@/features/accounts/components/AuthCard'
import { ForgotForm } from '@/features/accounts/components/AuthForms'
import { accountText } from '@/features/accounts/text'
import type { Locale } from '@/i18n/locales'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/forget-password'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  return { title: accountText(locale).forgotTitle, alternates: alternatesFor(locale, '/forget-password') }
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const text = accountText(locale)
  return (
    <AuthCard
      title={text.forgotTitle}
      intro={text.forgotIntro}
      footer={
        <p>
          <AuthLink locale={locale} href="/login">
            {text.backToSignIn}
          </AuthLink>
        </p>
      }
    >
      <ForgotForm locale={locale} text={text} />
    </AuthCard>
  )
}
