import { requireCandidate } from '@/features/accounts/current'
import { Recommendations } from '@/features/matching/components/Recommendations'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'
import { firstParam } from '@/lib/searchParams'

type Props = PageProps<'/[locale]/profile/jobs'>

// Per visitor, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Matching', 'recommendedTitle')

/** /profile/jobs (guarded): "Jobs for you", the seeker's recommended jobs with the reasons. */
export default async function JobsForYouPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const me = await requireCandidate(locale, '/profile/jobs')
  const query = await searchParams
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
