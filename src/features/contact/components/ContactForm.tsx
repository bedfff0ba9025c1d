'use client'

import { useState } from 'react'

import { useActionForm } from '@/lib/forms/useActionForm'
import { actionFormProps } from '@/lib/forms/formProps'
import { SubmitButton } from '@/components/forms/Field'

import { contactForm, submitContact } from '../actions'
import type { CountryOption } from '../countries'
import type { ContactErrorKey, ContactInput } from '../schema'
import { fillSlots } from '@/i18n/slots'

export type ContactFormText = {
  name: string
  email: string
  country: string
  chooseCountry: string
  gulf: string
  otherCountries: string
  phone: string
  subject: string
  chooseSubject: string
  message: string
  count: string
  send: string
  sending: string
  successTitle: string
  successBody: string
  sendAnother: string
  honeypot: string
  errors: Record<ContactErrorKey | 'rateLimited' | 'unexpected' | 'network', string>
}

type Props = {
  text: ContactFormText
  subjects: { id: number; name: string }[]
  countries: { gulf: CountryOption[]; others: CountryOption[] }
}

const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'
const errorText = 'mt-1 text-sm text-red-700'

const sendButton =
  'inline-flex items-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70'

/** A v4 UUID; `crypto.randomUUID` is missing outside secure contexts, `getRandomValues` is not. */
function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * /contact-us form: checked in the browser with the server's own zod schema (loaded on first use), so the
 * browser and the server say the same thing. Nothing typed is lost on an
 * error; a double click or a retry sends the same submission key.
 */
export function ContactForm({ text, subjects, countries }: Props) {
  // One key per message: a double click or a retry of the same message is stored once. (A form sent before
  // scripts load gets its key from the server: `contactForm`.)
  const [submissionId, setSubmissionId] = useState(newSubmissionId)
  const { form, state, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    // zod and the phone-number metadata load on the first interaction, not with the page.
    schema: () => import('../schema').then((module) => module.contactSchema),
    errorText: text.errors,
    action: contactForm,
    defaultValues: {
      name: '',
      email: '',
      country: 'SA',
      phone: '',
      subject: '',
      message: '',
      website: '',
      submissionId: '00000000-0000-4000-8000-000000000000',
    },
  })
  const [sent, setSent] = useState(Boolean(state.done))
  const {
    register,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = form
  const messageLength = String(watch('message') ?? '').trim().length

  const onSubmit = submit(async (values) => {
    const result = await submitContact({ ...values, submissionId })
    if (!result.ok) return refuse(result)
    setSent(true)
    setSubmissionId(newSubmissionId())
  })

  const message = (field: keyof ContactInput) => {
    const error = errorOf(field)
    return error ? (
      <p id={`${field}-error`} className={errorText}>
        {error}
      </p>
    ) : null
  }
  const aria = (field: keyof ContactInput) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : undefined,
  })

  if (sent) {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6" data-testid="contact-success">
        <h2 className="text-xl font-bold text-emerald-900">{text.successTitle}</h2>
        <p className="mt-2 text-emerald-900">{text.successBody}</p>
        <button
          type="button"
          className="mt-4 font-semibold text-brand-700 underline"
          onClick={() => {
            reset()
            setSent(false)
          }}
        >
          {text.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-5" data-testid="contact-form">
      <input type="hidden" name="submissionId" defaultValue={state.values?.submissionId ?? ''} />
      <div>
        <label htmlFor="name" className="font-medium">
          {text.name}
        </label>
        <input id="name" autoComplete="name" className={input} {...register('name')} {...aria('name')} />
        {message('name')}
      </div>
      <div>
        <label htmlFor="email" className="font-medium">
          {text.email}
        </label>
        <input id="email" type="email" dir="ltr" autoComplete="email" className={input} {...register('email')} {...aria('email')} />
        {message('email')}
      </div>
      <fieldset>
        <legend className="font-medium">{text.phone}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <div>
            <label htmlFor="country" className="sr-only">
              {text.country}
            </label>
            <select id="country" autoComplete="tel-country-code" className={input} {...register('country')} {...aria('country')}>
              <option value="">{text.chooseCountry}</option>
              <optgroup label={text.gulf}>
                {countries.gulf.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.dial})
                  </option>
                ))}
              </optgroup>
              <optgroup label={text.otherCountries}>
                {countries.others.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name} ({c.dial})
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div>
            <label htmlFor="phone" className="sr-only">
              {text.phone}
            </label>
            <input
              id="phone"
              type="tel"
              dir="ltr"
              inputMode="tel"
              autoComplete="tel-national"
              className={input}
              {...register('phone')}
              {...aria('phone')}
            />
          </div>
        </div>
        {message('country')}
        {message('phone')}
      </fieldset>
      <div>
        <label htmlFor="subject" className="font-medium">
          {text.subject}
        </label>
        <select id="subject" className={input} {...register('subject')} {...aria('subject')}>
          <option value="">{text.chooseSubject}</option>
          {subjects.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </select>
        {message('subject')}
      </div>
      <div>
        <label htmlFor="message" className="font-medium">
          {text.message}
        </label>
        <textarea id="message" rows={6} className={input} {...register('message')} {...aria('message')} />
        <p className="mt-1 text-sm text-muted" aria-live="polite" data-testid="message-count">
          {fillSlots(text.count, { count: messageLength })}
        </p>
        {message('message')}
      </div>
      <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="website">{text.honeypot}</label>
        <input id="website" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {formError ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-testid="contact-error">
          {text.errors[formError as keyof ContactFormText['errors']] ?? text.errors.unexpected}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} label={text.send} pendingLabel={text.sending} className={sendButton} />
    </form>
  )
}
