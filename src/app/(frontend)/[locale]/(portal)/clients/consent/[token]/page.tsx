import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FormAlert, primaryButton } from '@/components/forms/Field'
import { answerRepresentationByLink } from '@/features/clients/actions'
import { requestByToken } from '@/features/clients/representation'
import { pageLocale } from '@/i18n/server'
import { idOf } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload'

type Props = PageProps<'/[locale]/clients/consent/[token]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Clients.consent' })
  return { title: t('pageTitle'), robots: { index: false, follow: false } }
}

/** Where a candidate's email leads: who asks to represent them to which client, and two one-click answers. */
export default async function RepresentationPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const { token } = await params
  const status = (await searchParams).status
  const t = await getTranslations({ locale, namespace: 'Clients.consent' })
  const payload = await getPayloadClient()
  const request = await requestByToken(payload, token)
  const known = (['agreed', 'declined', 'answered', 'invalid'] as const).find((s) => s === status)
  if (!request) {
    return (
      <div className="mx-auto max-w-md space-y-4">
        <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
        <FormAlert>{t('done.invalid')}</FormAlert>
      </div>
    )
  }
  const [client, job] = await Promise.all([
    payload.findByID({ collection: 'clients', id: idOf(request.client), depth: 0, overrideAccess: true, locale }),
    payload.findByID({ collection: 'jobs', id: idOf(request.job), depth: 0, overrideAccess: true, locale, select: { title: true } }),
  ])
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{t('pageTitle')}</h1>
      {known ? <FormAlert tone={known === 'invalid' || known === 'answered' ? 'error' : 'success'}>{t(`done.${known}`)}</FormAlert> : null}
      <p>{t('question', { client: client.name, job: String(job.title ?? '') })}</p>
      <p className="text-sm text-muted">{t('explain')}</p>
      {request.status === 'pending' ? (
        <div className="flex flex-wrap gap-3">
          <form action={answerRepresentationByLink}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="answer" value="agree" />
            <button type="submit" className={primaryButton} data-testid="consent-agree">
              {t('agree')}
            </button>
          </form>
          <form action={answerRepresentationByLink}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="answer" value="decline" />
            <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold" data-testid="consent-decline">
              {t('decline')}
            </button>
          </form>
        </div>
      ) : null}
    </div>
  )
}
