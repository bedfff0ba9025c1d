'use client'

import { useRouter } from 'next/navigation'

import { notify } from '@/components/ui/toast'
import { actionFormProps } from '@/lib/forms/formProps'
import { useActionForm } from '@/lib/forms/useActionForm'

import { signUpAction } from '../actions'
import { markSignedIn } from '../authClient'
import { signUpForm } from '../formActions'
import type { AccountText } from '../text'
import { Field, FormAlert, NewPasswordFields, primaryButton } from '@/components/forms/Field'
import { ProofOfWork, useProofOfWork } from './ProofOfWork'

type Common = { locale: string; text: AccountText }

/**
 * The form's schema (zod) loads on the visitor's first focus or tap in it, not with the page: the server checks
 * every post with the same schema, so a form sent before it arrives gets the same errors. One form per module: a
 * page loads the code of its own form only.
 */
const schemas = () => import('../schema')

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
      <NewPasswordFields id="password" label={text.password} text={text} register={register} errorOf={errorOf} />
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
