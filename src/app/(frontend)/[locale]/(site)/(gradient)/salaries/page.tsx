import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { ExplorerHome } from '@/features/salary/components/ExplorerPage'
import { pageLocale } from '@/i18n/server'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/salaries'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor(locale, '/salaries') }
}

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
