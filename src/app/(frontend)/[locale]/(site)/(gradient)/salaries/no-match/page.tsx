import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { ExplorerHome } from '@/features/salary/components/ExplorerPage'
import { pageLocale } from '@/i18n/server'

type Props = PageProps<'/[locale]/salaries/no-match'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  return { title: t('noMatchTitle'), robots: { index: false } }
}

/** Where the explorer's form goes when it does not know the job typed: the form again, with a word on what to type. */
export default async function SalariesNoMatchPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  return (
    <>
      <PageHero title={t('title')} />
      <ExplorerHome locale={locale} noMatch />
    </>
  )
}
