import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { FormAlert } from '@/components/forms/Field'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { DecisionForms } from '@/features/clients/components/PortalForms'
import { idParam, requireContact } from '@/features/clients/current'
import { portalSubmittal } from '@/features/clients/queries'
import { NotFound } from '@/features/clients/submittals'
import { pageLocale } from '@/i18n/server'
import { formatDate, formatWholeMoney } from '@/lib/format'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients/submittals/[id]'>

export const generateMetadata = messagesMetadata('Clients', 'submittalsTitle')

const DONE = ['approve', 'reject', 'ask', 'comment', 'rate', 'invalid', 'limited', 'decided'] as const

/** One submittal for a contact of its client (any other id: 404): summary, the CV to download, decisions, thread. */
export default async function PortalSubmittalPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const contact = await requireContact(locale, `/clients/submittals/${(await params).id}`)
  const id = idParam((await params).id)
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const { submittal: s, jobTitle } = await portalSubmittal(contact, id, locale).catch((error: unknown) => {
    if (error instanceof NotFound) notFound()
    throw error
  })
  const status = (await searchParams).status
  const done = DONE.find((d) => d === status)
  const decided = s.status === 'approved' || s.status === 'rejected'
  return (
    <div className="space-y-6">
      <LocaleLink locale={locale} href="/clients" className="text-sm text-brand-800 underline underline-offset-4">
        {t('submittal.back')}
      </LocaleLink>
      <div>
        <p className="text-sm text-muted">{jobTitle}</p>
        <h1 className="text-2xl font-bold" data-testid="submittal-name">
          {s.displayName}
        </h1>
        <p className="mt-1 text-sm font-semibold" data-testid="submittal-status">
          {t(`submittalStatus.${s.status}` as 'submittalStatus.submitted')}
        </p>
        {s.status === 'rejected' && s.rejectionReason ? (
          <p className="text-sm text-muted" data-testid="submittal-reason">
            {t('submittal.reason')}: {t(`reasons.${s.rejectionReason}`)}
          </p>
        ) : null}
      </div>
      {done ? (
        <FormAlert tone={['invalid', 'limited', 'decided'].includes(done) ? 'error' : 'success'}>{t(`submittal.done.${done}`)}</FormAlert>
      ) : null}
      {s.summary ? (
        <section>
          <h2 className="font-semibold">{t('submittal.summary')}</h2>
          <p className="mt-1 whitespace-pre-line">{s.summary}</p>
        </section>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        {typeof s.salaryExpectation === 'number' ? (
          <div>
            <dt className="text-sm text-muted">{t('submittal.salary')}</dt>
            <dd>{formatWholeMoney(s.salaryExpectation, s.currency ?? 'SAR', locale)}</dd>
          </div>
        ) : null}
        {s.noticePeriod ? (
          <div>
            <dt className="text-sm text-muted">{t('submittal.notice')}</dt>
            <dd>{s.noticePeriod}</dd>
          </div>
        ) : null}
      </dl>
      <section className="space-y-2 rounded-lg bg-slate-50 p-4">
        {s.cvKind === 'blind' ? <p className="text-sm">{t('submittal.blindNote')}</p> : null}
        <a
          href={`/api/portal/submittals/${s.id}/cv?locale=${locale}`}
          download
          className="font-semibold text-brand-800 underline underline-offset-4"
          data-testid="portal-cv"
        >
          {s.cvKind === 'original' ? t('submittal.downloadOriginal') : t('submittal.downloadCv')}
        </a>
      </section>
      <DecisionForms locale={locale} submittal={s.id} decided={decided} rating={s.rating} />
      <section aria-labelledby="thread-title" className="space-y-2">
        <h2 id="thread-title" className="text-lg font-bold">
          {t('submittal.thread')}
        </h2>
        {!s.thread?.length ? <p className="text-muted">{t('submittal.noThread')}</p> : null}
        <ul className="space-y-2">
          {(s.thread ?? []).map((entry, i) => (
            <li key={entry.id ?? i} className="rounded-md border border-slate-200 p-3">
              <p className="text-sm text-muted">
                {entry.author} · {formatDate(entry.at, locale)}
              </p>
              <p className="whitespace-pre-line">{entry.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
