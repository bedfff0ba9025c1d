'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { notify } from '@/components/ui/toast'
import { useActionForm } from '@/lib/forms/useActionForm'

import { forgotPasswordAction, resetPasswordAction, signInAction, signUpAction, type ActionResult, type FormError } from '../actions'
import { fill } from '@/lib/text'

import { markSignedIn } from '../authClient'
import { forgotPasswordForm, resetPasswordForm, signInForm, signUpForm } from '../formActions'
import {
  forgotSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
  type ForgotInput,
  type ResetInput,
  type SignInInput,
  type SignUpInput,
} from '../schema'
import type { AccountText } from '../text'
import { Field, FormAlert, NewPasswordFields, primaryButton } from './Field'

type ErrorKey = keyof AccountText['errors']

function useErrorText<T extends FieldValues>(text: AccountText, errors: Partial<Record<keyof T, { message?: string }>>) {
  return (field: keyof T) => {
    const key = errors[field]?.message as ErrorKey | undefined
    return key ? (text.errors[key] ?? key) : undefined
  }
}

/** Applies a server action's answer: field errors onto the form, the form error into the alert. */
function applyResult<T extends FieldValues>(
  result: ActionResult<T>,
  setError: UseFormSetError<T>,
  setFormError: (e: FormError | 'network' | null) => void,
) {
  if (result.ok) return
  for (const [field, key] of Object.entries(result.errors ?? {})) setError(field as Path<T>, { message: key as string })
  setFormError(result.formError ?? null)
}

function formErrorText(text: AccountText, error: FormError | 'network' | null, provider?: string) {
  if (!error) return null
  const map: Record<FormError | 'network', string> = {
    invalidCredentials: text.invalidCredentials,
    rateLimited: text.rateLimited,
    unexpected: text.unexpected,
    emailTaken: text.emailTaken,
    resetInvalid: text.resetInvalid,
    sessionExpired: text.sessionExpired,
    failedSetState: text.failedSetState,
    network: text.network,
  }
  return fill(map[error], { provider: provider ?? '' })
}

type Common = { locale: string; text: AccountText }

/**
 * Sign-in (spec §4): on success the visitor goes to `redirect` (a local
 * path) or /profile, with a 2-second welcome toast; `stay` suppresses the
 * redirect (the page reloads its data instead).
 */
export function SignInForm({ locale, text, redirect, stay = false }: Common & { redirect: string | null; stay?: boolean }) {
  const router = useRouter()
  const { form, state, formAction } = useActionForm({
    schema: signInSchema,
    action: signInForm,
    defaultValues: { email: '', password: '' },
  })
  const [formError, setFormError] = useState<FormError | 'network' | null>(state.formError ?? null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const errorOf = useErrorText<SignInInput>(text, errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    let result: ActionResult<SignInInput>
    try {
      result = await signInAction(locale, values, redirect)
    } catch {
      setFormError('network')
      return
    }
    if (!result.ok) {
      if (result.formError === 'failedSetState') notify(text.failedSetState, { type: 'error', duration: 2000 })
      return applyResult(result, setError, setFormError)
    }
    markSignedIn(true)
    notify(fill(text.welcomeBack, { name: result.name ?? '' }), { type: 'success', duration: 2000 })
    if (stay) router.refresh()
    else router.replace(result.redirectTo ?? `/${locale}/profile`)
  })

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-in-form">
      {formError ? <FormAlert>{formErrorText(text, formError)}</FormAlert> : null}
      <input type="hidden" name="redirect" value={stay ? 'false' : (redirect ?? '')} />
      <Field id="email" type="email" dir="ltr" autoComplete="email" label={text.email} error={errorOf('email')} {...register('email')} />
      <Field
        id="password"
        type="password"
        autoComplete="current-password"
        label={text.password}
        error={errorOf('password')}
        {...register('password')}
      />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? text.working : text.signInButton}
      </button>
    </form>
  )
}

export function SignUpForm({ locale, text, redirect }: Common & { redirect: string | null }) {
  const router = useRouter()
  const { form, state, formAction } = useActionForm({
    schema: signUpSchema,
    action: signUpForm,
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  })
  const [formError, setFormError] = useState<FormError | 'network' | null>(state.formError ?? null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const errorOf = useErrorText<SignUpInput>(text, errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    let result: ActionResult<SignUpInput>
    try {
      result = await signUpAction(locale, values, redirect)
    } catch {
      setFormError('network')
      return
    }
    if (!result.ok) {
      if (result.formError === 'failedSetState') notify(text.failedSetState, { type: 'error', duration: 2000 })
      return applyResult(result, setError, setFormError)
    }
    markSignedIn(true)
    notify(fill(text.welcome, { name: result.name ?? '' }), { type: 'success', duration: 2000 })
    router.replace(result.redirectTo ?? `/${locale}/profile`)
  })

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="sign-up-form">
      {formError ? <FormAlert>{formErrorText(text, formError)}</FormAlert> : null}
      <input type="hidden" name="redirect" value={redirect ?? ''} />
      <Field id="fullName" autoComplete="name" label={text.fullName} error={errorOf('fullName')} {...register('fullName')} />
      <Field id="email" type="email" dir="ltr" autoComplete="email" label={text.email} error={errorOf('email')} {...register('email')} />
      <NewPasswordFields
        label={text.password}
        confirmLabel={text.confirmPassword}
        hint={text.passwordHint}
        input={register('password')}
        confirmInput={register('confirmPassword')}
        error={errorOf('password')}
        confirmError={errorOf('confirmPassword')}
      />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? text.working : text.signUpButton}
      </button>
    </form>
  )
}

/** Forgot password: the same answer whether or not the email has an account. */
export function ForgotForm({ locale, text }: Common) {
  const { form, state, formAction } = useActionForm({ schema: forgotSchema, action: forgotPasswordForm, defaultValues: { email: '' } })
  const [sentTo, setSentTo] = useState<string | null>(state.done ? (state.values?.email ?? '') : null)
  const [formError, setFormError] = useState<FormError | 'network' | null>(state.formError ?? null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const errorOf = useErrorText<ForgotInput>(text, errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await forgotPasswordAction(locale, values)
      if (result.ok) setSentTo(values.email.trim())
      else applyResult(result, setError, setFormError)
    } catch {
      setFormError('network')
    }
  })

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="forgot-form">
      {sentTo ? <FormAlert tone="success">{fill(text.forgotSent, { email: sentTo })}</FormAlert> : null}
      {formError ? <FormAlert>{formErrorText(text, formError)}</FormAlert> : null}
      <Field id="email" type="email" dir="ltr" autoComplete="email" label={text.email} error={errorOf('email')} {...register('email')} />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? text.working : text.sendLink}
      </button>
    </form>
  )
}

export function ResetForm({ locale, text, token }: Common & { token: string }) {
  const router = useRouter()
  const { form, state, formAction } = useActionForm({
    schema: resetSchema,
    action: resetPasswordForm,
    defaultValues: { token, password: '', confirmPassword: '' },
  })
  const [formError, setFormError] = useState<FormError | 'network' | null>(state.formError ?? null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const errorOf = useErrorText<ResetInput>(text, errors)

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await resetPasswordAction(locale, values)
      if (!result.ok) return applyResult(result, setError, setFormError)
      markSignedIn(true)
      notify(text.resetDone, { type: 'success' })
      router.replace(result.redirectTo ?? `/${locale}/profile`)
    } catch {
      setFormError('network')
    }
  })

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reset-form">
      {formError ? (
        <FormAlert>
          {formErrorText(text, formError)}{' '}
          {formError === 'resetInvalid' ? (
            <a className="font-semibold underline" href={`/${locale}/forget-password`}>
              {text.askNewLink}
            </a>
          ) : null}
        </FormAlert>
      ) : null}
      <input type="hidden" {...register('token')} />
      <NewPasswordFields
        label={text.newPassword}
        confirmLabel={text.confirmPassword}
        hint={text.passwordHint}
        input={register('password')}
        confirmInput={register('confirmPassword')}
        error={errorOf('password')}
        confirmError={errorOf('confirmPassword')}
      />
      <button type="submit" className={primaryButton} disabled={isSubmitting}>
        {isSubmitting ? text.working : text.savePassword}
      </button>
    </form>
  )
}
