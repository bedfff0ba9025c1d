'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { notify } from '@/components/ui/toast'
import { useActionForm } from '@/lib/forms/useActionForm'
import { actionFormProps } from '@/lib/forms/formProps'

import { forgotPasswordAction, resetPasswordAction, signInAction, signUpAction } from '../actions'
import { markSignedIn } from '../authClient'
import { forgotPasswordForm, resetPasswordForm, signInForm, signUpForm } from '../formActions'
import { type AccountText, formErrorText } from '../text'
import { Field, FormAlert, NewPasswordFields, primaryButton } from '@/components/forms/Field'
import { ProofOfWork, useProofOfWork } from './ProofOfWork'

type Common = { locale: string; text: AccountText }

/**
 * The forms' schemas (zod, 60 KB gzip) load on the visitor's first focus or tap in a form, not with the page: the
 * server checks every post with the same schemas, so a form sent before they arrive gets the same errors.
 */
const schemas = () => import('../schema')

/**
 * Sign-in (spec §4): on success the visitor goes to `redirect` (a local
 * path) or /profile, with a 2-second welcome toast; `stay` suppresses the
 * redirect (the page reloads its data instead). Past the per-address
 * threshold the server asks for a proof-of-work challenge (ProofOfWork).
 */
export function SignInForm({ locale, text, redirect, stay = false }: Common & { redirect: string | null; stay?: boolean }) {
  const router = useRouter()
  const { form, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.signInSchema),
    action: signInForm,
    defaultValues: { email: '', password: '' },
    errorText: text.errors,
  })
  const { register, formState } = form
  const challenge = useProofOfWork(text, formError)

  const onSubmit = submit(async (values) => {
    const result = await signInAction(values, redirect, await challenge.take())
    if (!result.ok) {
      if (result.formError === 'failedSetState') notify(text.failedSetState, { type: 'error', duration: 2000 })
      return refuse(result)
    }
    markSignedIn(true)
    if (result.notice) notify(result.notice, { type: 'success', duration: 2000 })
    if (stay) router.refresh()
    else router.replace(result.redirectTo ?? `/${locale}/profile`)
  })

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="sign-in-form">
      {formError ? <FormAlert>{challenge.alert(formError)}</FormAlert> : null}
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
      <ProofOfWork control={challenge} purpose="signIn" locale={locale} text={text} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.working : text.signInButton}
      </button>
    </form>
  )
}

/** `keep`: the consent-to-keep sentence (features/consent, with the term from site settings), unticked until the visitor ticks it. */
export function SignUpForm({
  locale,
  text,
  redirect,
  keep,
}: Common & { redirect: string | null; keep?: { label: string; href: string; link: string } }) {
  const router = useRouter()
  const { form, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.signUpSchema),
    action: signUpForm,
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', keepConsent: false },
    errorText: text.errors,
  })
  const { register, formState } = form
  const challenge = useProofOfWork(text, formError)

  const onSubmit = submit(async (values) => {
    const result = await signUpAction(values, redirect, await challenge.take())
    if (!result.ok) {
      if (result.formError === 'failedSetState') notify(text.failedSetState, { type: 'error', duration: 2000 })
      return refuse(result)
    }
    markSignedIn(true)
    if (result.notice) notify(result.notice, { type: 'success', duration: 2000 })
    router.replace(result.redirectTo ?? `/${locale}/profile`)
  })

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="sign-up-form">
      {formError ? <FormAlert>{challenge.alert(formError)}</FormAlert> : null}
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
      {keep ? (
        <div className="flex items-start gap-2 text-sm">
          <input id="keepConsent" type="checkbox" value="on" className="mt-1 size-4 shrink-0" {...register('keepConsent')} />
          <label htmlFor="keepConsent">
            {keep.label}{' '}
            <a href={keep.href} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
              {keep.link}
            </a>
          </label>
        </div>
      ) : null}
      <p className="text-sm text-muted" data-testid="signup-collected">
        {text.signUpCollected}{' '}
        <a href={`/${locale}/privacy-policy`} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
          {text.privacyLink}
        </a>
      </p>
      <ProofOfWork control={challenge} purpose="signUp" locale={locale} text={text} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.working : text.signUpButton}
      </button>
    </form>
  )
}

/** Forgot password: the same answer whether or not the email has an account. */
export function ForgotForm({ text }: Common) {
  const { form, state, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.forgotSchema),
    action: forgotPasswordForm,
    defaultValues: { email: '' },
    errorText: text.errors,
  })
  const [sent, setSent] = useState<string | null>(state.done ? (state.notice ?? null) : null)
  const { register, formState } = form

  const onSubmit = submit(async (values) => {
    const result = await forgotPasswordAction(values)
    if (result.ok) setSent(result.notice ?? null)
    else refuse(result)
  })

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="forgot-form">
      {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
      {formError ? <FormAlert>{formErrorText(text, formError)}</FormAlert> : null}
      <Field id="email" type="email" dir="ltr" autoComplete="email" label={text.email} error={errorOf('email')} {...register('email')} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.working : text.sendLink}
      </button>
    </form>
  )
}

export function ResetForm({ locale, text, token }: Common & { token: string }) {
  const router = useRouter()
  const { form, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.resetSchema),
    action: resetPasswordForm,
    defaultValues: { token, password: '', confirmPassword: '' },
    errorText: text.errors,
  })
  const { register, formState } = form

  const onSubmit = submit(async (values) => {
    const result = await resetPasswordAction(values)
    if (!result.ok) return refuse(result)
    markSignedIn(true)
    notify(text.resetDone, { type: 'success' })
    router.replace(result.redirectTo ?? `/${locale}/profile`)
  })

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="reset-form">
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
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.working : text.savePassword}
      </button>
    </form>
  )
}
