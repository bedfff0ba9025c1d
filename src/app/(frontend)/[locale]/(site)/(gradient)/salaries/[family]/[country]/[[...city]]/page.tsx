import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/features/content/components/PageHero'
import { ExplorerResult, placeName } from '@/features/salary/components/ExplorerPage'
import { JOB_FAMILIES } from '@/features/salary/constants'
import { isCity, isCountry, isFamily } from '@/features/salary/explore'
import { pageLocale } from '@/i18n/server'
import { alternatesFor } from '@/lib/seo'

type Props = PageProps<'/[locale]/salaries/[family]/[country]/[[...city]]'>

/** Rendered on first request, then cached until a survey round changes (the `salaries` tag). */
export function generateStaticParams() {
  return []
}

async function chosen(props: Props) {
  const locale = await pageLocale(props.params)
  const { family, country, city } = await props.params
  const cityKey = city?.[0]
  if (!isFamily(family) || !isCountry(country) || (city && (city.length !== 1 || !isCity(country, cityKey!)))) notFound()
  return { locale, family, country, city: cityKey }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, family, country, city } = await chosen(props)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  const place = await placeName(locale, country, city)
  return {
    title: t('resultTitle', { family: JOB_FAMILIES[family][locale], place }),
    description: t('resultDescription', { family: JOB_FAMILIES[family][locale], place }),
    alternates: alternatesFor(locale, `/salaries/${family}/${country}${city ? `/${city}` : ''}`),
  }
}

/** /salaries/{family}/{country}[/{city}]: one job family's pay by level (issue 33). */
export default async function SalaryResultPage(props: Props) {
  const { locale, family, country, city } = await chosen(props)
  const t = await getTranslations({ locale, namespace: 'Salary' })
  const place = await placeName(locale, country, city)
  return (
    <>
      <PageHero title={t('resultTitle', { family: JOB_FAMILIES[family][locale], place })} eyebrow={t('title')} />
      <ExplorerResult locale={locale} family={family} country={country} city={city} />
    </>
  )
}
