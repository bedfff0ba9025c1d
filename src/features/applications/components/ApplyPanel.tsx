'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'

import { notify } from '@/components/ui/toast'
import { ensureFreshToken, waitForAuth } from '@/features/accounts/authClient'
import { Field, FormAlert, primaryButton } from '@/features/accounts/components/Field'
import { CV_MAX_BYTES, CV_MIME_TYPES } from '@/features/accounts/constants'
import { formatDate } from '@/features/jobs/format'
import type { Locale } from '@/i18n/locales'
import { describeFetchError, fetchErrorKind, request } from '@/lib/http/client'

import { applyState, submitApplication, type ApplyState, type Existing, type SubmitResult } from '../actions'
import type { ApplicationsText } from '../messages'
import { statusLabel } from '../statusLabel'
import { applicationSchema, type ApplicationInput } from '../schema'
import { applyButton } from './styles'

type Props = {
  locale: string
  jobId: number
  /** This job's page, where sign-in and the profile come back to. */
  jobPath: string
  text: ApplicationsText
  fieldLabels: Record<string, string>
}

type Phase = { kind: 'idle' } | { kind: 'checking' } | { kind: 'state'; value: ApplyState } | { kind: 'submitted'; application: Existing }

/**
 * The Apply button and what follows it (spec §4, §5, §8): each refusal in
 * the spec's words with the way forward, else the form prefilled from the
 * profile. Whatever the server answers, what the candidate typed stays.
 */
export function ApplyPanel(props: Props) {
  const { locale, jobId, jobPath, text } = props
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const back = `${jobPath}?apply=1`

  const check = async () => {
    setPhase({ kind: 'checking' })
    if (!(await waitForAuth())) return setPhase({ kind: 'state', value: { state: 'signedOut' } })
    try {
      await ensureFreshToken()
      setPhase({ kind: 'state', value: await applyState(jobId) })
    } catch {
      setPhase({ kind: 'idle' })
      notify(text.errors.network, { type: 'error' })
    }
  }

  // Focus follows the visitor's action (issue 15, item 10): when the panel or the confirmation replaces the Apply
  // button, focus goes to its first field, else to the panel itself, never to the page body.
  const focusTarget = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (phase.kind !== 'state' && phase.kind !== 'submitted') return
    const root = focusTarget.current
    if (!root) return
    const field = root.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea')
    ;(field ?? root).focus()
  }, [phase.kind])

  // Mounted when the visitor clicked Apply or came back with ?apply=1: check at once, once.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void check()
    // Mount only: `check` is a new function each render and must not re-run the check (a request each time).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (phase.kind === 'idle' || phase.kind === 'checking') {
    return (
      <button type="button" onClick={check} disabled={phase.kind === 'checking'} className={applyButton} data-testid="apply">
        {phase.kind === 'checking' ? text.checking : text.apply}
      </button>
    )
  }
  if (phase.kind === 'submitted') {
    return (
      <div ref={focusTarget} tabIndex={-1} className="outline-none">
        <Submitted {...props} application={phase.application} />
      </div>
    )
  }

  const state = phase.value
  const link = 'font-semibold text-brand-700 underline'
  return (
    <div ref={focusTarget} tabIndex={-1} className="mt-4 rounded-xl border border-slate-200 p-4 outline-none" data-testid="apply-panel">
      {state.state === 'signedOut' ? (
        <Notice>
          <p>{text.authRequired}</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a className={link} href={`/${locale}/login?redirect=${encodeURIComponent(back)}`}>
              {text.signInToApply}
            </a>
            <a className={link} href={`/${locale}/signup?redirect=${encodeURIComponent(back)}`}>
              {text.createAccount}
            </a>
          </p>
        </Notice>
      ) : state.state === 'closed' ? (
        <Notice>{text.closed}</Notice>
      ) : state.state === 'applied' ? (
        <AlreadyApplied {...props} existing={state.existing} />
      ) : state.state === 'profileIncomplete' ? (
        <Notice>
          <p>{text.profileIncomplete}</p>
          <p className="mt-1 text-sm">
            {text.missingFields.replace(
              '{fields}',
              new Intl.ListFormat(locale, { type: 'conjunction' }).format(state.missing.map((key) => props.fieldLabels[key] ?? key)),
            )}
          </p>
          <a className={`${link} mt-2 inline-block`} href={`/${locale}/profile?redirect=${encodeURIComponent(back)}`}>
            {text.completeProfile}
          </a>
        </Notice>
      ) : state.state === 'cvRequired' ? (
        <Notice>
          <p>{text.cvRequired}</p>
          <CvPicker text={text} purpose="profile" onUploaded={() => void check()} />
        </Notice>
      ) : (
        <ApplicationForm
          {...props}
          ready={state}
          onSubmitted={(application) => setPhase({ kind: 'submitted', application })}
          onState={(value) => setPhase({ kind: 'state', value })}
        />
      )}
    </div>
  )
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="text-sm text-ink">
      {children}
    </div>
  )
}

function AlreadyApplied({ text, locale, existing }: Props & { existing: Existing }) {
  return (
    <div role="status" className="text-sm" data-testid="already-applied">
      <p>
        {text.alreadyApplied
          .replace('{date}', formatDate(existing.createdAt, locale as Locale))
          .replace('{status}', statusLabel(text, existing.status))}
      </p>
      <a className="mt-2 inline-block font-semibold text-brand-700 underline" href={`/${locale}/profile#applications`}>
        {text.viewApplications}
      </a>
    </div>
  )
}

function Submitted({ text, locale, application }: Props & { application: Existing }) {
  return (
    <div role="status" className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900" data-testid="apply-success">
      <p className="font-semibold">{text.success}</p>
      <p className="mt-1 text-sm">{text.successBody}</p>
      <a
        className="mt-2 inline-block text-sm font-semibold underline"
        href={`/${locale}/profile#applications`}
        data-application={application.id}
      >
        {text.viewApplications}
      </a>
    </div>
  )
}

/** Uploads a CV: to the profile (replacing its CV), or for this one application. */
function CvPicker({
  text,
  purpose,
  onUploaded,
}: {
  text: ApplicationsText
  purpose: 'profile' | 'application'
  onUploaded: (cv: { id: number; name: string }) => void
}) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    setError(null)
    // The same answers as the profile's CV upload (FileUpload), wherever a CV is chosen.
    if (file.size > CV_MAX_BYTES) return setError(text.errors.fileTooBig)
    if (file.type && !CV_MIME_TYPES.includes(file.type)) return setError(text.errors.fileWrongType)
    setBusy(true)
    try {
      await ensureFreshToken()
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify({ purpose }))
      const { doc } = await request<{ doc: { id: number; originalName?: string } }>('/api/candidate-cvs', { method: 'POST', body: form })
      onUploaded({ id: doc.id, name: doc.originalName ?? file.name })
    } catch (error) {
      const kind = fetchErrorKind(error)
      setError(
        kind === 'tooLarge'
          ? text.errors.fileTooBig
          : kind === 'badRequest'
            ? text.errors.fileWrongType
            : describeFetchError(error, { network: text.errors.network, auth: text.errors.authError, generic: text.errors.generic }),
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="mt-2">
      <label className="inline-flex cursor-pointer items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700">
        {text.chooseFile}
        <input
          type="file"
          accept={CV_MIME_TYPES.join(',')}
          className="sr-only"
          disabled={busy}
          data-testid={`cv-input-${purpose}`}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void upload(file)
          }}
        />
      </label>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}

type FormErrorKey = Exclude<SubmitResult, { ok: true }>['formError'] | 'network'

function ApplicationForm({
  locale,
  jobId,
  text,
  ready,
  onSubmitted,
  onState,
}: Props & { ready: Extract<ApplyState, { state: 'ready' }>; onSubmitted: (a: Existing) => void; onState: (s: ApplyState) => void }) {
  const [formError, setFormError] = useState<FormErrorKey | null>(null)
  const [otherCv, setOtherCv] = useState<{ id: number; name: string } | null>(null)
  const [choice, setChoice] = useState<'profile' | 'other'>('profile')
  const choose = (next: 'profile' | 'other', cv = next === 'profile' ? ready.cv : otherCv) => {
    if (!cv) return
    setChoice(next)
    setValue('cv', cv.id)
  }
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput>({
    resolver: zodResolver(applicationSchema),
    mode: 'onTouched',
    defaultValues: { job: jobId, cv: ready.cv.id, ...ready.prefill, coverLetter: '' },
  })
  const errorOf = (name: keyof ApplicationInput) => {
    const key = errors[name]?.message as keyof ApplicationsText['errors'] | undefined
    return key ? (text.errors[key] ?? key) : undefined
  }
  const hasFieldErrors = Object.keys(errors).length > 0

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null)
      let result: SubmitResult
      try {
        await ensureFreshToken()
        result = await submitApplication(locale, values)
      } catch {
        return setFormError('network')
      }
      if (result.ok) {
        notify(text.success, { type: 'success' })
        return onSubmitted(result.application)
      }
      switch (result.formError) {
        case 'alreadyApplied':
          return result.existing ? onState({ state: 'applied', existing: result.existing }) : setFormError('badRequest')
        case 'profileIncomplete':
          return onState({ state: 'profileIncomplete', missing: result.missing ?? [] })
        case 'cvRequired':
          return onState({ state: 'cvRequired' })
        case 'closed':
          return onState({ state: 'closed' })
        case 'validationFailed':
          for (const [name, key] of Object.entries(result.errors ?? {})) setError(name as Path<ApplicationInput>, { message: key })
          return setFormError('validationFailed')
        default:
          return setFormError(result.formError)
      }
    },
    () => setFormError(null),
  )

  const message: Record<FormErrorKey, string> = {
    validationFailed: text.errors.validationFailed,
    badRequest: text.errors.badRequest,
    authError: text.errors.authError,
    unexpected: text.errors.unexpected,
    network: text.errors.network,
    closed: text.closed,
    profileIncomplete: text.profileIncomplete,
    cvRequired: text.cvRequired,
    alreadyApplied: text.errors.generic,
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="apply-form">
      <h2 className="text-lg font-bold text-brand-900">{text.applyTitle}</h2>
      {formError || hasFieldErrors ? (
        <FormAlert>{formError ? (message[formError] ?? text.errors.generic) : text.errors.validationFailed}</FormAlert>
      ) : null}
      {errors.job ? <FormAlert>{errorOf('job')}</FormAlert> : null}
      <input type="hidden" {...register('job')} />
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
        <label className="mt-2 flex items-center gap-2 text-sm">
          <input type="radio" name="cv-choice" checked={choice === 'profile'} onChange={() => choose('profile')} />
          <span dir="auto">{text.useProfileCv.replace('{name}', ready.cv.name)}</span>
        </label>
        <label className="mt-1 flex items-center gap-2 text-sm">
          <input type="radio" name="cv-choice" disabled={!otherCv} checked={choice === 'other'} onChange={() => choose('other')} />
          <span dir="auto">{otherCv ? otherCv.name : text.useOtherCv}</span>
        </label>
        <CvPicker
          text={text}
          purpose="application"
          onUploaded={(cv) => {
            setOtherCv(cv)
            choose('other', cv)
          }}
        />
        {errors.cv ? <p className="mt-1 text-sm text-red-700">{errorOf('cv')}</p> : null}
      </fieldset>
      <Field
        id="apply-coverLetter"
        label={text.coverLetter}
        multiline
        hint={text.coverLetterHint}
        error={errorOf('coverLetter')}
        {...register('coverLetter')}
      />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? text.submitting : text.submit}
      </button>
    </form>
  )
}
