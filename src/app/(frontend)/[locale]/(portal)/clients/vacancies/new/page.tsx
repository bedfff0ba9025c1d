import { getTranslations } from 'next-intl/server'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { IntakeForm } from '@/features/clients/components/PortalForms'
import { requireContact } from '@/features/clients/current'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients/vacancies/new'>

export const generateMetadata = messagesMetadata('Clients', 'intake.title')

/** Vacancy intake: a contact describes a role in their language; it reaches their account manager as a requisition. */
export default async function PortalIntakePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  await requireContact(locale, '/clients/vacancies/new')
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const status = (await searchParams).status
  return (
    <div className="space-y-4">
      <LocaleLink locale={locale} href="/clients" className="text-sm text-brand-800 underline underline-offset-4">
        {t('submittal.back')}
      </LocaleLink>
      <h1 className="text-2xl font-bold">{t('intake.title')}</h1>
      <p className="text-muted">{t('intake.intro')}</p>
      <IntakeForm locale={locale} status={typeof status === 'string' ? status : undefined} />
    </div>
  )
}
