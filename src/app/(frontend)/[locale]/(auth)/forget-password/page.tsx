import { getTranslations } from 'next-intl/server'

import { AuthCard, AuthFooterLink } from '@/features/accounts/components/AuthCard'
import { ForgotForm } from '@/features/accounts/components/ForgotForm'
import { clientMessages, pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/forget-password'>

export const generateMetadata = messagesMetadata('Account', 'forgotTitle', { path: '/forget-password' })

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, text] = await Promise.all([getTranslations({ locale, namespace: 'Account' }), clientMessages(locale, 'Account')])
  return (
    <AuthCard
      title={t('forgotTitle')}
      intro={t('forgotIntro')}
      footer={<AuthFooterLink locale={locale} href="/login" label={t('backToSignIn')} />}
    >
      <ForgotForm locale={locale} text={text} />
    </AuthCard>
  )
}
