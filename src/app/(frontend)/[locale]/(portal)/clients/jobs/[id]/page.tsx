import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { LocaleLink } from '@/components/ui/LocaleLink'
import { idParam, requireContact } from '@/features/clients/current'
import { portalJob } from '@/features/clients/queries'
import { NotFound } from '@/features/clients/submittals'
import { pageLocale } from '@/i18n/server'
import { formatDate } from '@/lib/format'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients/jobs/[id]'>

export const generateMetadata = messagesMetadata('Clients', 'submittalsTitle')

/** A vacancy's submittals, for a contact of its client (any other id: 404). */
export default async function PortalJobPage({ params }: Props) {
  const locale = await pageLocale(params)
  const contact = await requireContact(locale, `/clients/jobs/${(await params).id}`)
  const id = idParam((await params).id)
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const data = await portalJob(contact, id, locale).catch((error: unknown) => {
    if (error instanceof NotFound) notFound()
    throw error
  })
  return (
    <div className="space-y-4">
      <LocaleLink locale={locale} href="/clients" className="text-sm text-brand-800 underline underline-offset-4">
        {t('submittal.back')}
      </LocaleLink>
      <h1 className="text-2xl font-bold">{data.job.title}</h1>
      <h2 className="text-lg font-semibold">{t('submittalsTitle')}</h2>
      {data.submittals.length === 0 ? <p className="text-muted">{t('noSubmittals')}</p> : null}
      <ul className="space-y-3" data-testid="portal-submittals">
        {data.submittals.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-4">
            <LocaleLink
              locale={locale}
              href={`/clients/submittals/${s.id}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {s.displayName}
            </LocaleLink>
            <span className="text-sm text-muted">
              {formatDate(s.createdAt, locale)} · {t(`submittalStatus.${s.status}` as 'submittalStatus.submitted')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
