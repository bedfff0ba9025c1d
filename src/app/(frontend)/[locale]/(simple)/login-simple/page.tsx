import { getTranslations } from 'next-intl/server'
import type { Metadata } from 'next'

import { LoginPage } from '@/features/accounts/components/LoginPage'
import { alternatesFor } from '@/lib/seo'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/login-simple'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  return {
    title: (await getTranslations({ locale, namespace: 'Account' }))('signInTitle'),
    alternates: alternatesFor(locale, '/login-simple'),
  }
}

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <LoginPage locale={locale} searchParams={await searchParams} />
}
