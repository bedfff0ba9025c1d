import type { Metadata } from 'next'

import { AuthCard, AuthLink } from '@/features/accounts/components/AuthCard'
import { ForgotForm } from '@/features/accounts/components/AuthForms'
import { accountText } from '@/features/accounts/text'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/forget-password'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return { title: accountText(locale).forgotTitle, alternates: alternatesFor(locale, '/forget-password') }
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params)
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
