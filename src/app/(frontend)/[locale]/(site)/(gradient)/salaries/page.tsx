import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { ExplorerHome } from '@/features/salary/components/ExplorerPage'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/salaries'>

export const generateMetadata = messagesMetadata('Salary', 'title', { description: 'metaDescription', path: '/salaries' })

/** /salaries: the salary explorer (issue 33). */
export default async function SalariesPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <ExplorerHome locale={locale} />
    </>
  )
}
