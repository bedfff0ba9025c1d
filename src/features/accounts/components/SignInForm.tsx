'use client'

import { useRouter } from 'next/navigation'

import { notify } from '@/components/ui/toast'
import { actionFormProps } from '@/lib/forms/formProps'
import { useActionForm } from '@/lib/forms/useActionForm'

import { signInAction } from '../actions'
import { markSignedIn } from '../authClient'
import { signInForm } from '../formActions'
import type { AccountText } from '../text'
import { Field, FormAlert, primaryButton } from '@/components/forms/Field'
import { ProofOfWork, useProofOfWork } from './ProofOfWork'

type Common = { locale: string; text: AccountText }

/**
 * The form's schema (zod) loads on the visitor's first focus or tap in it, not with the page: the server checks
 * every post with the same schema, so a form sent before it arrives gets the same errors. One form per module: a
 * page loads the code of its own form only.
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
