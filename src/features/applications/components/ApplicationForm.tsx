'use client'

import { useState, type ReactNode } from 'react'

import { notify } from '@/components/ui/toast'
import { ensureFreshToken } from '@/features/accounts/authClient'
import { Field, FormAlert, primaryButton } from '@/components/forms/Field'
import { useActionForm } from '@/lib/forms/useActionForm'
import { actionFormProps } from '@/lib/forms/formProps'

import { sessionSrcKey } from '../source'
import { submitApplication } from '../actions'
import type { ApplyState, Existing } from '../apply'
import { applyForm } from '../formActions'
import type { ApplicationsText } from '../text'
import { ApplicationCvPicker } from './CvPicker'

type Ready = Extract<ApplyState, { state: 'ready' }>

type Props = {
  jobId: number
  /** The page the form is on: after a submission sent before scripts loaded, the browser is sent back there. */
  back: string
  text: ApplicationsText
  ready: Ready
  /** After a scripted submit: the confirmation, or the state that replaces the form (applied, closed…). */
  onSubmitted: (application: Existing) => void
  onState: (state: ApplyState) => void
  /** How the panel draws those, for the answer of a form sent before scripts loaded. */
  renderState: (state: ApplyState) => ReactNode
  /** The tracked link's `src` the page was reached from, posted with the form (features/applications/source.ts). */
  src?: string
}

/**
 * The application form (spec §3, §5, §8), prefilled from the profile. It posts to `applyForm` before scripts load
 * (the CV for this application only goes with it as a file) and calls `submitApplication` once they run; both
 * run the same checks and keep what the candidate typed.
 */
export function ApplicationForm({ jobId, back, text, ready, onSubmitted, onState, renderState, src }: Props) {
  const { form, state, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    // zod loads on the first focus or tap in the form; the server checks every post with the same schema.
    schema: () => import('../schema').then((module) => module.applicationFormSchema),
    action: applyForm,
    defaultValues: { job: jobId, cv: ready.cv.id, ...ready.prefill, coverLetter: '', keepConsent: false },
    errorText: text.errors,
  })
  const { register, setValue, formState } = form
  const [otherCv, setOtherCv] = useState<{ id: number; name: string } | null>(null)
  const [choice, setChoice] = useState<'profile' | 'other'>('profile')
  const choose = (next: 'profile' | 'other', cv = next === 'profile' ? ready.cv : otherCv) => {
    if (!cv) return
    setChoice(next)
    setValue('cv', cv.id)
  }

  const onSubmit = submit(
    async (values) => {
      await ensureFreshToken()
      const tracked = sessionStorage.getItem(sessionSrcKey(jobId)) ?? src
      const result = await submitApplication(tracked ? ({ ...values, src: tracked } as typeof values) : values)
      if (result.ok) {
        notify(text.success, { type: 'success' })
        return onSubmitted(result.application)
      }
      switch (result.formError) {
        case 'alreadyApplied':
          return result.existing
            ? onState({ state: 'applied', existing: result.existing, notice: result.notice ?? '' })
            : refuse({ ok: false, formError: 'badRequest' })
        case 'profileIncomplete':
          return onState({ state: 'profileIncomplete', missing: result.missing ?? [], notice: result.notice ?? '' })
        case 'ineligible':
          return onState({ state: 'ineligible', notice: result.notice ?? '', fill: result.fill ?? null })
        case 'cvRequired':
          return onState({ state: 'cvRequired' })
        case 'closed':
          return onState({ state: 'closed' })
        default:
          return refuse(result)
      }
    },
    { clearOnInvalid: true },
  )

  // The answer to a form sent before scripts loaded (a sent application redirects: applyForm).
  if (state.next && state.next.state !== 'ready') return renderState(state.next)

  const hasFieldErrors = Object.keys(formState.errors).length > 0
  const panelErrors: Record<string, string> = {
    closed: text.closed,
    profileIncomplete: text.profileIncomplete,
    cvRequired: text.cvRequired,
    alreadyApplied: text.errors.generic,
  }
  const alert = formError
    ? (panelErrors[formError] ?? (text.errors as Record<string, string>)[formError] ?? text.errors.generic)
    : hasFieldErrors
      ? text.errors.validationFailed
      : null

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="apply-form">
      <h2 className="text-lg font-bold text-brand-900">{text.applyTitle}</h2>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {formState.errors.job ? <FormAlert>{errorOf('job')}</FormAlert> : null}
      <input type="hidden" {...register('job')} />
      <input type="hidden" name="back" value={back} />
      {src ? <input type="hidden" name="src" value={src} /> : null}
      <Field id="apply-fullName" label={text.fullName} autoComplete="name" error={errorOf('fullName')} {...register('fullName')} />
      <Field
        id="apply-phoneNumber"
        label={text.phoneNumber}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        error={errorOf('phoneNumber')}
        {...register('phoneNumber')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="apply-city" label={text.city} error={errorOf('city')} {...register('city')} />
        <Field id="apply-state" label={text.state} error={errorOf('state')} {...register('state')} />
      </div>
      <Field id="apply-skills" label={text.skills} multiline error={errorOf('skills')} {...register('skills')} />
      <fieldset>
        <legend className="font-medium">{text.cv}</legend>
        <input type="hidden" {...register('cv')} />
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="radio" name="cv-choice" checked={choice === 'profile'} onChange={() => choose('profile')} />
          <span dir="auto">{ready.cv.label}</span>
        </label>
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input type="radio" name="cv-choice" disabled={!otherCv} checked={choice === 'other'} onChange={() => choose('other')} />
          <span dir="auto">{otherCv ? otherCv.name : text.useOtherCv}</span>
        </label>
        <ApplicationCvPicker
          text={text}
          onUploaded={(cv) => {
            setOtherCv(cv)
            choose('other', cv)
          }}
        />
        {formState.errors.cv ? <p className="mt-1 text-sm text-red-700">{errorOf('cv')}</p> : null}
      </fieldset>
      <Field
        id="apply-coverLetter"
        label={text.coverLetter}
        multiline
        hint={text.coverLetterHint}
        error={errorOf('coverLetter')}
        {...register('coverLetter')}
      />
      {ready.keep ? (
        <div className="flex items-start gap-2 text-sm" data-testid="apply-keep-consent">
          <input
            id="apply-keepConsent"
            type="checkbox"
            value="on"
            className="mt-1 size-4 shrink-0"
            {...register('keepConsent')}
            defaultValue={undefined}
            defaultChecked={state.values?.keepConsent === 'on'}
          />
          <label htmlFor="apply-keepConsent">
            {ready.keep.label}{' '}
            <a href={ready.keep.href} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
              {ready.keep.link}
            </a>
          </label>
        </div>
      ) : null}
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  )
}
