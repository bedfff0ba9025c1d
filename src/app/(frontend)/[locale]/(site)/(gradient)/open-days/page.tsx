import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { OpenDaysList } from '@/features/openDays/components/OpenDaysList'
import { getUpcomingOpenDays } from '@/features/openDays/queries'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/open-days'>

export const generateMetadata = messagesMetadata('OpenDays', 'title', { description: 'lead', path: '/open-days' })

/** /open-days: the agency's upcoming open days and career fairs, soonest first. */
export default async function OpenDaysPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, openDays] = await Promise.all([getTranslations({ locale, namespace: 'OpenDays' }), getUpcomingOpenDays(locale)])
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <div className="mx-auto w-full max-w-4xl px-4 pb-16">
        <OpenDaysList openDays={openDays} locale={locale} />
      </div>
    </>
  )
}
