'use client'

import { useActionState, type InputHTMLAttributes } from 'react'

import type { Messages } from 'next-intl'

import { Field, FormAlert, inputClass, SubmitButton } from '@/components/forms/Field'

import { reportRequestForm, type ReportFormState } from '../reportActions'

type ReportMessages = Messages['Salary']['report']
type Option = { value: string; label: string }

const submitButton =
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70'

/**
 * "Get the full report for your sector" (issue 33): a plain form posted to a server action, which works before
 * scripts load and never puts a field in a URL. On success it says what happens next; on a refusal the server draws
 * it again with every error and what was typed.
 */
export function ReportRequestForm({
  text,
  families,
  countries,
  chosen,
}: {
  text: ReportMessages
  families: Option[]
  countries: Option[]
  chosen?: { family?: string; country?: string }
}) {
  const [state, formAction, pending] = useActionState<ReportFormState, FormData>(reportRequestForm, {})
  if (state.done)
    return (
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6" data-testid="salary-report-sent">
        <h2 className="text-xl font-bold text-emerald-900">{text.sentTitle}</h2>
        <p className="mt-2 text-emerald-900">{text.sentBody}</p>
      </div>
    )
  const values = state.values ?? {}
  const error = (field: keyof NonNullable<ReportFormState['errors']>) => {
    const key = state.errors?.[field]
    return key ? (text.errors[key as keyof ReportMessages['errors']] ?? text.errors.unexpected) : undefined
  }
  // A field's id, typed value and error follow from its name, as in the selects below.
  const field = (name: 'company' | 'name' | 'email' | 'phone', input: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={`report-${name}`} name={name} label={text[name]} defaultValue={values[name]} error={error(name)} {...input} />
  )
  const select = (name: 'family' | 'country', label: string, choose: string, options: Option[]) => (
    <div>
      <label htmlFor={`report-${name}`} className="font-medium">
        {label}
      </label>
      <select
        id={`report-${name}`}
        name={name}
        required
        defaultValue={values[name] ?? chosen?.[name] ?? ''}
        className={inputClass}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={error(name) ? `report-${name}-error` : undefined}
      >
        <option value="">{choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error(name) ? (
        <p id={`report-${name}-error`} className="mt-1 text-sm text-red-700">
          {error(name)}
        </p>
      ) : null}
    </div>
  )
  return (
    <form action={formAction} noValidate className="space-y-4" data-testid="salary-report-form">
      <input type="hidden" name="submissionId" defaultValue={values.submissionId ?? ''} />
      {state.formError ? <FormAlert>{text.errors[state.formError] ?? text.errors.unexpected}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('company', { autoComplete: 'organization', required: true, maxLength: 120 })}
        {field('name', { autoComplete: 'name', required: true, maxLength: 80 })}
        {field('email', { type: 'email', dir: 'ltr', autoComplete: 'work email', required: true })}
        {field('phone', { type: 'tel', dir: 'ltr', autoComplete: 'work tel', maxLength: 30 })}
        {select('family', text.family, text.chooseFamily, families)}
        {select('country', text.country, text.chooseCountry, countries)}
      </div>
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={values.consent === 'yes'}
            className="mt-1 size-5 shrink-0"
            aria-invalid={error('consent') ? true : undefined}
            aria-describedby={error('consent') ? 'report-consent-error' : undefined}
          />
          <span>{text.consent}</span>
        </label>
        {error('consent') ? (
          <p id="report-consent-error" className="mt-1 text-sm text-red-700">
            {error('consent')}
          </p>
        ) : null}
      </div>
      <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="report-website">{text.honeypot}</label>
        <input id="report-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <SubmitButton pending={pending} label={text.submit} pendingLabel={text.sending} className={submitButton} />
    </form>
  )
}
