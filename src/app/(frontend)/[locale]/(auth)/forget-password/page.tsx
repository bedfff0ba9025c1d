import { getTranslations } from 'next-intl/server'
import type { Metadata } from 'next'

import { AuthCard, AuthLink } from '@/features/accounts/components/AuthCard'
import { ForgotForm } from '@/features/accounts/components/ForgotForm'
import { alternatesFor } from '@/lib/seo'
import { clientMessages, pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/forget-password'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return {
    title: (await getTranslations({ locale, namespace: 'Account' }))('forgotTitle'),
    alternates: alternatesFor(locale, '/forget-password'),
  }
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Account' }), clientMessages(locale, 'Account')])
  return (
    <AuthCard
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      footer={
        <p>
          <AuthLink locale={locale} href="/login">
            {t('backToSignIn')}
          </AuthLink>
        </p>
      }
    >
      <ForgotForm locale={locale} text={text} />
    </AuthCard>
  )
}
