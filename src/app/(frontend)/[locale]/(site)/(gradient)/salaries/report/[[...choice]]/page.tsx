import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { ReportRequestPage } from '@/features/salary/components/ReportRequestPage'
import { isCountry, isFamily } from '@/features/salary/explore'
import { pageLocale } from '@/i18n/server'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/salaries/report/[[...choice]]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Salary.report' })
  // One page whatever the choice the explorer passed along: its canonical address has none.
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor(locale, '/salaries/report') }
}

/**
 * /salaries/report[/{family}/{country}]: employers ask for the full benchmark report (issue 33). The explorer's
 * result pages link here with their family and country chosen.
 */
export default async function SalaryReportPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { choice = [] } = await params
  const [family, country] = choice
  if (choice.length > 2 || (family && !isFamily(family)) || (country && !isCountry(country))) notFound()
  const t = await getTranslations({ locale, namespace: 'Salary.report' })
  return (
    <>
      <PageHero title={t('title')} lead={t('lead')} />
      <ReportRequestPage locale={locale} chosen={{ family, country }} />
    </>
  )
}
