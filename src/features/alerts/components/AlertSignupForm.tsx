'use client'

import { useState } from 'react'

import { useActionForm } from '@/lib/forms/useActionForm'
import { SubmitButton } from '@/components/forms/Field'

import { saveAlert } from '../actions'
import { alertForm } from '../formActions'
import type { VisitorAlertInput } from '../schema'
import type { AlertSearch } from '../search'

export type AlertSignupText = {
  emailLabel: string
  frequencyLabel: string
  daily: string
  weekly: string
  submit: string
  sending: string
  manage: string
  /** The consent sentence under the form (ConsentRecord.wording.alerts), recorded when the alert starts. */
  consent: string
  errors: Record<'emailRequired' | 'emailInvalid' | 'rateLimited' | 'network' | 'unexpected' | 'sessionExpired', string>
}

type Props = { mode: 'visitor' | 'candidate'; search: AlertSearch; text: AlertSignupText; profileHref: string }

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'

const submitButton = 'rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

/**
 * "Email me jobs like these": a visitor gives an email (double opt-in follows), a signed-in candidate just clicks.
 * A plain POST to `alertForm` before scripts load; then checked with the server's schema (loaded on first
 * use) and the same action. The search rides along as hidden fields (what /jobs has in its URL), never in the form's own URL.
 */
export function AlertSignupForm({ mode, search, text, profileHref }: Props) {
  const visitor = mode === 'visitor'
  const { form, state, formAction, formError, errorOf, refuse, submit } = useActionForm<
    VisitorAlertInput,
    Awaited<ReturnType<typeof alertForm>>
  >({
    // zod (about 90 KB) loads on the first interaction with the form, not with the job list (issue 17).
    schema: () => import('../schema').then((module) => (visitor ? module.visitorAlertSchema : module.candidateAlertSchema) as never),
    errorText: text.errors,
    action: alertForm,
    defaultValues: { email: '', frequency: 'daily', ...search },
  })
  const [notice, setNotice] = useState<{ text: string; candidate: boolean } | null>(
    state.done && state.notice ? { text: state.notice, candidate: !visitor } : null,
  )
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  const id = (name: string) => `alert-${mode}-${name}`

  const onSubmit = submit(async (values) => {
    const result = await saveAlert(values)
    if (!result.ok) return refuse(result)
    setNotice({ text: result.notice, candidate: result.candidate })
  })

  if (notice) {
    return (
      <div role="status" className="mt-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900" data-testid="alert-done">
        <p>{notice.text}</p>
        {notice.candidate ? (
          <a href={profileHref} className="mt-2 inline-block font-semibold text-brand-700 underline">
            {text.manage}
          </a>
        ) : null}
      </div>
    )
  }

  const emailError = errorOf('email')
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      data-testid={`alert-form-${mode}`}
    >
      {(['q', 'industry', 'location', 'workplace', 'type', 'experience'] as const).map((name) =>
        search[name] ? <input key={name} type="hidden" {...register(name)} /> : null,
      )}
      {visitor ? (
        <div className="flex-1">
          <label htmlFor={id('email')} className="block text-sm font-medium text-ink">
            {text.emailLabel}
          </label>
          <input
            id={id('email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            className={input}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? id('email-error') : undefined}
            {...register('email')}
          />
          {emailError ? (
            <p id={id('email-error')} className="mt-1 text-sm text-red-700">
              {emailError}
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <label htmlFor={id('frequency')} className="block text-sm font-medium text-ink">
          {text.frequencyLabel}
        </label>
        <select id={id('frequency')} className={input} {...register('frequency')}>
          <option value="daily">{text.daily}</option>
          <option value="weekly">{text.weekly}</option>
        </select>
      </div>
      <SubmitButton pending={isSubmitting} label={text.submit} pendingLabel={text.sending} className={submitButton} />
      <p className="text-xs text-muted sm:basis-full" data-testid="alert-consent">
        {text.consent}
      </p>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {text.errors[formError as keyof AlertSignupText['errors']] ?? text.errors.unexpected}
        </p>
      ) : null}
    </form>
  )
}
