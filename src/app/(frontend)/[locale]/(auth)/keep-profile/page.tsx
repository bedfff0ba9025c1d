import { KeepProfile } from '@/features/consent/components/KeepProfile'
import { messagesMetadata } from '@/lib/pageMetadata'
import { localeAndQuery } from '@/lib/pageQuery'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/keep-profile'>

export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('ConsentRecord', 'keepPage.title', { secretInAddress: true })

/**
 * /keep-profile?c=&t=: the "keep me" link of the consent reminder and the deletion warning (features/consent). No
 * sign-in; one button (a POST, so that mail scanners that open links renew nothing); `&done=1` after it.
 */
export default async function KeepProfilePage({ params, searchParams }: Props) {
  const { locale, query } = await localeAndQuery({ params, searchParams })
  return (
    <KeepProfile locale={locale} id={firstParam(query.c) ?? ''} token={firstParam(query.t) ?? ''} done={Boolean(firstParam(query.done))} />
  )
}
