import { InvalidAlertLink, ManageAlert } from '@/features/alerts/components/AlertPages'
import { signedAlert } from '@/features/alerts/queries'
import { messagesMetadata } from '@/lib/pageMetadata'
import { localeAndQuery } from '@/lib/pageQuery'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/alerts/[id]'>

// Opened from a signed link in an email: per request, never cached.
export const dynamic = 'force-dynamic'

// The signature is in this page's address: other sites never see it (same-origin keeps the forms' Origin).
export const generateMetadata = messagesMetadata('Alerts', 'pageTitle', { secretInAddress: true })

/** /alerts/{id}?token=: a job alert's page from its emails: confirm it (double opt-in), change how often, unsubscribe. */
export default async function AlertPage({ params, searchParams }: Props) {
  const { locale, query } = await localeAndQuery({ params, searchParams })
  const token = firstParam(query.token) ?? ''
  const view = await signedAlert((await params).id, token, locale)
  if (!view) return <InvalidAlertLink locale={locale} />
  return <ManageAlert locale={locale} view={view} token={token} done={firstParam(query.done)} />
}
