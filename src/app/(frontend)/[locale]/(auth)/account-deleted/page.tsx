import { getTranslations } from 'next-intl/server'

import { AuthCard, AuthFooterLink } from '@/features/accounts/components/AuthCard'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/account-deleted'>

export const generateMetadata = messagesMetadata('DataRights', 'deletedTitle')

/** Where "Delete my account" ends: what was deleted, what the agency keeps, and that an email confirms it. */
export default async function AccountDeletedPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'DataRights' })
  return (
    <AuthCard
      title={t('deletedTitle')}
      intro={t('deletedIntro')}
      footer={<AuthFooterLink locale={locale} href="/privacy-policy" label={t('deletedPolicy')} />}
    >
      <p className="text-sm" data-testid="account-deleted">
        {t('deletedBody')}
      </p>
    </AuthCard>
  )
}
