import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { LoginPage } from '@/features/accounts/components/LoginPage'
import { accountText } from '@/features/accounts/text'
import type { Locale } from '@/i18n/locales'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/login-simple'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  return { title: accountText(locale).signInTitle, alternates: alternatesFor(locale, '/login-simple') }
}

export default async function Page({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return <LoginPage locale={locale} searchParams={await searchParams} />
}
