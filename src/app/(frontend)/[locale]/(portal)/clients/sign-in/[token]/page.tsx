import { getTranslations } from 'next-intl/server'

import { SignInForm, UseLinkForm } from '@/features/clients/components/PortalForms'
import { portalReturnPath } from '@/features/clients/schema'
import { inspectLink } from '@/features/clients/signIn'
import { pageLocale } from '@/i18n/server'
import { getPayloadClient } from '@/lib/payload'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients/sign-in/[token]'>

export const generateMetadata = messagesMetadata('Clients', 'linkTitle')

/**
 * Where an emailed link leads: a button that signs in (a POST, so a mail scanner following the link does not use it
 * up), or, for an expired, used, revoked or tampered link, what happened and a form to ask for a new one.
 */
export default async function PortalLinkPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { token } = await params
  const next = portalReturnPath((await searchParams).next)
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const payload = await getPayloadClient()
  const link = await inspectLink(payload, token)
  if (!link.ok) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-2xl font-bold">{t('signInTitle')}</h1>
        <SignInForm locale={locale} status={link.problem} next={next} />
      </div>
    )
  }
  const contact = await payload.findByID({ collection: 'client-contacts', id: link.contactId, depth: 0, overrideAccess: true })
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{t('linkTitle')}</h1>
      <p>{t('linkIntro', { name: contact.name })}</p>
      <UseLinkForm locale={locale} token={token} next={next} />
    </div>
  )
}
