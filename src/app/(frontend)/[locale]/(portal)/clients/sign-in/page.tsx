import { getTranslations } from 'next-intl/server'

import { SignInForm } from '@/features/clients/components/PortalForms'
import { portalReturnPath } from '@/features/clients/schema'
import { pageLocale } from '@/i18n/server'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients/sign-in'>

export const generateMetadata = messagesMetadata('Clients', 'signInTitle')

/** Ask for a one-time sign-in link; also where a used, expired or tampered link lands, saying so. */
export default async function PortalSignInPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const { status, next } = await searchParams
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{t('signInTitle')}</h1>
      <p className="text-muted">{t('signInIntro')}</p>
      <SignInForm locale={locale} status={typeof status === 'string' ? status : undefined} next={portalReturnPath(next)} />
    </div>
  )
}
