import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Labelled } from '@/components/forms/Labelled'
import { AuthCard } from '@/features/accounts/components/AuthCard'
import type { Locale } from '@/i18n/locales'

import { alertFrequencyForm, confirmAlertForm, unsubscribeForm } from '../formActions'
import type { AlertView } from '../queries'

/**
 * The pages a job alert's emails link to (signed links, no sign-in): confirm a new alert, change how often,
 * unsubscribe. Every change is a POST form with the alert and its signature as hidden fields, which works before
 * scripts load and never puts them in a form's URL; the server answers with a 303 back to the page.
 */
const button = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800'
const link = 'font-semibold text-brand-700 underline'

function Signed({ view, token }: { view: AlertView; token: string }) {
  return (
    <>
      <input type="hidden" name="alert" value={String(view.alert.id)} />
      <input type="hidden" name="token" value={token} />
    </>
  )
}

/** A one-button form signed with the alert's link (its id and token). */
function SignedButton({
  action,
  view,
  token,
  testId,
  children,
}: {
  action: typeof confirmAlertForm
  view: AlertView
  token: string
  testId: string
  children: ReactNode
}) {
  return (
    <form action={action} className="mt-6">
      <Signed view={view} token={token} />
      <button type="submit" className={button} data-testid={testId}>
        {children}
      </button>
    </form>
  )
}

/** The alert's search, described in words. */
function SearchOf({ view }: { view: AlertView }) {
  return (
    <p className="mt-2 font-semibold" dir="auto" data-testid="alert-search">
      {view.description}
    </p>
  )
}

/** A page with one thing to say (a refusal, `alert`, or a result, `status`) and the way back to the jobs. */
async function OneThing({ locale, title, role, testId, text }: OneThingProps) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <AuthCard title={t(title)}>
      <p role={role} data-testid={testId}>
        {t(text)}
      </p>
      <a href={`/${locale}/jobs`} className={`mt-4 inline-block ${link}`}>
        {t('browseJobs')}
      </a>
    </AuthCard>
  )
}
type OneThingProps = {
  locale: Locale
  title: 'pageTitle' | 'unsubscribedTitle'
  role: 'alert' | 'status'
  testId: string
  text: 'linkInvalid' | 'unsubscribedBody'
}

export function InvalidAlertLink({ locale }: { locale: Locale }) {
  return <OneThing locale={locale} title="pageTitle" role="alert" testId="alert-invalid" text="linkInvalid" />
}

export async function ManageAlert({ locale, view, token, done }: { locale: Locale; view: AlertView; token: string; done?: string }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const { alert } = view
  const frequency = alert.frequency
  if (alert.status !== 'active') {
    return (
      <AuthCard title={t('confirmTitle')}>
        <p>{t('confirmIntro', { frequency })}</p>
        <SearchOf view={view} />
        <SignedButton action={confirmAlertForm} view={view} token={token} testId="alert-confirm">
          {t('confirmButton')}
        </SignedButton>
      </AuthCard>
    )
  }
  const notice = done === 'confirmed' ? t('confirmed') : done === 'frequency' ? t('frequencySaved', { frequency }) : null
  return (
    <AuthCard title={t('activeTitle')}>
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-900"
          data-testid="alert-notice"
        >
          {notice}
        </p>
      ) : null}
      <p>{t('activeIntro', { email: alert.email })}</p>
      <SearchOf view={view} />
      <a href={view.jobsHref} className={`mt-2 inline-block ${link}`}>
        {t('seeJobs')}
      </a>
      <form action={alertFrequencyForm} className="mt-6 flex items-end gap-3">
        <Signed view={view} token={token} />
        <Labelled id="alert-frequency" label={t('frequencyLabel')} className="flex-1" labelClassName="block text-sm font-medium">
          <select
            id="alert-frequency"
            name="frequency"
            defaultValue={frequency}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="daily">{t('frequency.daily')}</option>
            <option value="weekly">{t('frequency.weekly')}</option>
          </select>
        </Labelled>
        <button type="submit" className={button}>
          {t('saveFrequency')}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <a
          href={`/${locale}/alerts/${alert.id}/unsubscribe?token=${encodeURIComponent(token)}`}
          className={link}
          data-testid="alert-unsubscribe-link"
        >
          {t('footerUnsubscribe')}
        </a>
      </p>
    </AuthCard>
  )
}

export async function Unsubscribe({ locale, view, token }: { locale: Locale; view: AlertView; token: string }) {
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  return (
    <AuthCard title={t('unsubscribeTitle')}>
      <p>{t('unsubscribeIntro')}</p>
      <SearchOf view={view} />
      <SignedButton action={unsubscribeForm} view={view} token={token} testId="alert-unsubscribe">
        {t('unsubscribeButton')}
      </SignedButton>
    </AuthCard>
  )
}

export function Unsubscribed({ locale }: { locale: Locale }) {
  return <OneThing locale={locale} title="unsubscribedTitle" role="status" testId="alert-unsubscribed" text="unsubscribedBody" />
}
