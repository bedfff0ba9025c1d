import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/ui/JsonLd'
import type { Locale } from '@/i18n/locales'

import { breadcrumbJsonLd } from './structuredData'

type Level = 'jobs' | 'blogs' | 'faq' | 'about' | 'services'

/** BreadcrumbList JSON-LD for a nested page: Home › section › this page. */
export async function BreadcrumbJsonLd({
  locale,
  section,
  sectionPath,
  name,
  path,
}: {
  locale: Locale
  section: Level
  sectionPath: string
  name: string
  path: string
}) {
  const t = await getTranslations({ locale, namespace: 'Header' })
  return (
    <JsonLd
      data={breadcrumbJsonLd(locale, t('home'), [
        { name: t(section), path: sectionPath },
        { name, path },
      ])}
    />
  )
}
