import { LoginPage } from '@/features/accounts/components/LoginPage'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/login-simple'>

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Account', 'signInTitle', { path: '/login-simple' })

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  return <LoginPage locale={locale} searchParams={await searchParams} />
}
