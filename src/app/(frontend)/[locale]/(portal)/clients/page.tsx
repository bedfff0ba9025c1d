import { getTranslations } from 'next-intl/server'

import { FormAlert } from '@/components/forms/Field'
import { LocaleLink } from '@/components/ui/LocaleLink'
import { SignOutButton } from '@/features/clients/components/PortalForms'
import { requireContact } from '@/features/clients/current'
import { portalHome } from '@/features/clients/queries'
import { pageLocale } from '@/i18n/server'
import { formatDate } from '@/lib/format'
import { messagesMetadata } from '@/lib/pageMetadata'

type Props = PageProps<'/[locale]/clients'>

export const generateMetadata = messagesMetadata('Clients', 'dashboardTitle')

/** The contact's home: their client's vacancies with counts per stage, and their vacancy requests with status. */
export default async function PortalHomePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const contact = await requireContact(locale)
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const home = await portalHome(contact, locale)
  const status = (await searchParams).status
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted">{home.client.name}</p>
          <h1 className="text-2xl font-bold">{t('welcome', { name: contact.name })}</h1>
        </div>
        <SignOutButton locale={locale} />
      </div>
      {status === 'received' ? <FormAlert tone="success">{t('intake.received')}</FormAlert> : null}
      {status === 'limited' ? <FormAlert>{t('intake.limited')}</FormAlert> : null}
      <section aria-labelledby="jobs-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="jobs-title" className="text-xl font-bold">
            {t('dashboardTitle')}
          </h2>
          <LocaleLink locale={locale} href="/clients/vacancies/new" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
            {t('newVacancy')}
          </LocaleLink>
        </div>
        {home.jobs.length === 0 ? <p className="text-muted">{t('noJobs')}</p> : null}
        <ul className="space-y-3" data-testid="portal-jobs">
          {home.jobs.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 p-4">
              <LocaleLink
                locale={locale}
                href={`/clients/jobs/${job.id}`}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {job.title}
              </LocaleLink>
              <p className="mt-1 text-sm text-muted">{t('stageCounts', job.counts)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="requisitions-title" className="space-y-3">
        <h2 id="requisitions-title" className="text-xl font-bold">
          {t('requisitionsTitle')}
        </h2>
        {home.requisitions.length === 0 ? <p className="text-muted">{t('noRequisitions')}</p> : null}
        <ul className="space-y-2" data-testid="portal-requisitions">
          {home.requisitions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
              <span className="font-medium">{r.title}</span>
              {r.attachment ? (
                <a
                  href={r.attachment.href}
                  download
                  className="text-sm text-brand-800 underline underline-offset-4"
                  data-testid="requisition-file"
                >
                  {t('requisitionFile', { name: r.attachment.name })}
                </a>
              ) : null}
              <span className="text-sm text-muted">
                {formatDate(r.createdAt, locale)} ·{' '}
                <span data-testid="requisition-status">{t(`requisitionStatus.${r.status}` as 'requisitionStatus.received')}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
