import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Field, FormAlert, inputClass, primaryButton } from '@/components/forms/Field'
import { Labelled, SelectField } from '@/components/forms/Labelled'
import type { Locale } from '@/i18n/locales'
import { formatNumber } from '@/lib/format'

import { decideOnSubmittal, requestPortalLink, signOutOfPortal, submitVacancy, usePortalLink } from '../actions'
import { CURRENCIES, EMPLOYMENT_TYPES, REJECTION_REASONS } from '../schema'

/** The portal's forms: plain HTML forms posted to server actions, so they work before scripts load (POST only). */

const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50'

const STATUS_TONE: Record<string, 'success' | 'error'> = { sent: 'success', signedOut: 'success' }

export async function SignInForm({ locale, status, next }: { locale: Locale; status?: string; next?: string }) {
  const t = await getTranslations({ locale, namespace: 'Clients' })
  const known =
    status &&
    ['sent', 'badEmail', 'limited', 'unexpected', 'invalid', 'expired', 'used', 'revoked', 'signedOut', 'sessionExpired'].includes(status)
  return (
    <form action={requestPortalLink} className="space-y-4" data-testid="portal-sign-in">
      {known ? (
        <FormAlert tone={STATUS_TONE[status] ?? 'error'}>
          <span data-testid={`portal-status-${status}`}>{t(`status.${status}` as 'status.sent')}</span>
        </FormAlert>
      ) : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <Field id="portal-email" name="email" type="email" autoComplete="email" required label={t('email')} />
      <button type="submit" className={primaryButton}>
        {t('sendLink')}
      </button>
    </form>
  )
}

export async function UseLinkForm({ locale, token, next }: { locale: Locale; token: string; next?: string }) {
  const t = await getTranslations({ locale, namespace: 'Clients' })
  return (
    <form action={usePortalLink}>
      <input type="hidden" name="token" value={token} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <button type="submit" className={primaryButton} data-testid="portal-use-link">
        {t('linkButton')}
      </button>
    </form>
  )
}

export async function SignOutButton({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Clients' })
  return (
    <form action={signOutOfPortal}>
      <button type="submit" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
        {t('signOut')}
      </button>
    </form>
  )
}

export async function DecisionForms({
  locale,
  submittal,
  decided,
  rating,
}: {
  locale: Locale
  submittal: number
  decided: boolean
  rating?: number | null
}) {
  const t = await getTranslations({ locale, namespace: 'Clients' })
  return (
    <div className="space-y-6">
      {!decided ? (
        <section aria-labelledby="decision-title" className="space-y-4 rounded-lg border border-slate-200 p-4">
          <h2 id="decision-title" className="text-lg font-bold">
            {t('submittal.decisionTitle')}
          </h2>
          <DecisionForm submittal={submittal} decision="approve" className="space-y-3">
            <Field id="approve-comment" name="comment" label={t('submittal.comment')} multiline maxLength={2000} />
            <button type="submit" className={primaryButton} data-testid="portal-approve">
              {t('submittal.approve')}
            </button>
          </DecisionForm>
          <DecisionForm submittal={submittal} decision="reject" className="space-y-3 border-t border-slate-200 pt-4">
            <Labelled id="reject-reason" label={t('submittal.reason')}>
              <select id="reject-reason" name="reason" required className={inputClass} defaultValue="">
                <option value="" disabled>
                  —
                </option>
                {REJECTION_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </select>
            </Labelled>
            <Field id="reject-comment" name="comment" label={t('submittal.comment')} multiline maxLength={2000} />
            <button type="submit" className={secondaryButton} data-testid="portal-reject">
              {t('submittal.reject')}
            </button>
          </DecisionForm>
        </section>
      ) : null}
      <DecisionForm submittal={submittal} decision="ask" className="space-y-3 rounded-lg border border-slate-200 p-4">
        <Field id="ask-comment" name="comment" label={t('submittal.askLabel')} multiline required minLength={2} maxLength={2000} />
        <button type="submit" className={secondaryButton}>
          {t('submittal.ask')}
        </button>
      </DecisionForm>
      <DecisionForm submittal={submittal} decision="rate" className="space-y-3 rounded-lg border border-slate-200 p-4">
        <fieldset>
          <legend className="font-medium">{rating ? t('submittal.rated', { rating }) : t('submittal.rating')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3"
              >
                <input type="radio" name="rating" value={n} defaultChecked={rating === n} required className="size-5" />
                <span>{formatNumber(n, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={secondaryButton} data-testid="portal-rate">
          {t('submittal.saveRating')}
        </button>
      </DecisionForm>
    </div>
  )
}

/** One of the client's answers to a submittal: a plain POST of the submittal, the decision and the form's fields. */
function DecisionForm({
  submittal,
  decision,
  className,
  children,
}: {
  submittal: number
  decision: string
  className: string
  children: ReactNode
}) {
  return (
    <form action={decideOnSubmittal} className={className}>
      <input type="hidden" name="submittal" value={submittal} />
      <input type="hidden" name="decision" value={decision} />
      {children}
    </form>
  )
}

/** A salary bound as typed: digits (Western or Arabic-Indic), thousands separators and spaces. */
const amountInput = { inputMode: 'numeric', pattern: '[0-9٠-٩,٬ ]*', maxLength: 14 } as const

/** What the intake form says after a refused post (a result code in its address, never a field). */
const INTAKE_PROBLEMS = new Set(['invalid', 'fileTooBig', 'fileWrongType', 'fileBusy'])

export async function IntakeForm({ locale, status }: { locale: Locale; status?: string }) {
  const t = await getTranslations({ locale, namespace: 'Clients' })
  return (
    <form action={submitVacancy} className="space-y-4" data-testid="portal-intake">
      {status && INTAKE_PROBLEMS.has(status) ? <FormAlert>{t(`intake.${status as 'invalid'}`)}</FormAlert> : null}
      <Field id="intake-title" name="title" required minLength={2} maxLength={160} label={t('intake.jobTitle')} />
      <Field
        id="intake-description"
        name="description"
        required
        minLength={10}
        maxLength={10000}
        multiline
        label={t('intake.description')}
      />
      <Field id="intake-location" name="location" required minLength={2} maxLength={160} label={t('intake.location')} />
      <SelectField
        id="intake-type"
        name="employmentType"
        defaultValue="full-time"
        label={t('intake.employmentType')}
        options={EMPLOYMENT_TYPES.map((e) => ({ value: e, label: t(`employmentTypes.${e}`) }))}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="intake-salary-min" name="salaryMin" {...amountInput} label={t('intake.salaryMin')} />
        <Field id="intake-salary-max" name="salaryMax" {...amountInput} label={t('intake.salaryMax')} />
        <SelectField
          id="intake-currency"
          name="currency"
          defaultValue="SAR"
          label={t('intake.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="intake-headcount"
          name="headcount"
          type="number"
          min={1}
          max={500}
          defaultValue={1}
          required
          label={t('intake.headcount')}
        />
        <Field id="intake-start" name="startDate" type="date" label={t('intake.startDate')} />
      </div>
      <Field
        id="intake-localisation"
        name="localisation"
        multiline
        maxLength={1000}
        label={t('intake.localisation')}
        hint={t('intake.localisationHint')}
      />
      <Labelled id="intake-attachment" label={t('intake.attachment')}>
        <input
          id="intake-attachment"
          name="attachment"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby="intake-attachment-hint"
          className={`${inputClass} min-h-11`}
        />
        <p id="intake-attachment-hint" className="text-sm text-muted">
          {t('intake.attachmentHint')}
        </p>
      </Labelled>
      <button type="submit" className={primaryButton}>
        {t('intake.submit')}
      </button>
    </form>
  )
}
