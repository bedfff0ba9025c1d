import { InvalidAlertLink, Unsubscribe, Unsubscribed } from '@/features/alerts/components/AlertPages'
import { signedAlert } from '@/features/alerts/queries'
import { messagesMetadata } from '@/lib/pageMetadata'
import { localeAndQuery } from '@/lib/pageQuery'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/alerts/[id]/unsubscribe'>

export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Alerts', 'unsubscribeButton', { secretInAddress: true })

/**
 * /alerts/{id}/unsubscribe?token=: the visible "Unsubscribe" link of every alert email. No sign-in; one button (a
 * POST, so that mail scanners that open links do not unsubscribe anyone); `?done=1` after it.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { locale, query } = await localeAndQuery({ params, searchParams })
  if (firstParam(query.done)) return <Unsubscribed locale={locale} />
  const token = firstParam(query.token) ?? ''
  const view = await signedAlert((await params).id, token, locale)
  if (!view) return <InvalidAlertLink locale={locale} />
  return <Unsubscribe locale={locale} view={view} token={token} />
}
