import { guardedPage } from '@/features/accounts/guardedPage'
import { Recommendations } from '@/features/matching/components/Recommendations'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/profile/jobs'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Matching', 'recommendedTitle')

/** /profile/jobs (guarded): "Jobs for you", the seeker's recommended jobs with the reasons. */
export default async function JobsForYouPage(props: Props) {
  const { locale, me, query } = await guardedPage(props, '/profile/jobs')
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <Recommendations
        locale={locale}
        me={me}
        heading={1}
        back={`/${locale}/profile/jobs`}
        hidden={firstParam(query.hidden)}
        restored={firstParam(query.restored) === '1'}
      />
    </div>
  )
}
