import { getTranslations } from 'next-intl/server'

import { AuthCard } from '@/features/accounts/components/AuthCard'
import { VerifyEmailResult } from '@/features/accounts/components/VerifyEmail'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/verify-email'>

export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Verify', 'title')

/** Where the welcome email's link ends: the address confirmed, or why not and what to do. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Verify' })
  return (
    <AuthCard title={t('title')}>
      <VerifyEmailResult locale={locale} status={firstParam((await searchParams).status)} />
    </AuthCard>
  )
}
