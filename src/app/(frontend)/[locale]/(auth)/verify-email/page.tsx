import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthCard } from '@/features/accounts/components/AuthCard'
import { VerifyEmailResult } from '@/features/accounts/components/VerifyEmail'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/verify-email'>

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Verify' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Where the welcome email's link ends: the address confirmed, or why not and what to do. */
export default async function VerifyEmailPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Verify' })
  return (
    <AuthCard title={t('title')}>
      <VerifyEmailResult locale={locale} status={first((await searchParams).status)} />
    </AuthCard>
  )
}
