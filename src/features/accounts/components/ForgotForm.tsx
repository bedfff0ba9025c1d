'use client'

import { useState } from 'react'

import { actionFormProps } from '@/lib/forms/formProps'
import { useActionForm } from '@/lib/forms/useActionForm'

import { forgotPasswordAction } from '../actions'
import { forgotPasswordForm } from '../formActions'
import { type AccountText, formErrorText } from '../text'
import { Field, FormAlert, primaryButton } from '@/components/forms/Field'

type Common = { locale: string; text: AccountText }

/**
 * The form's schema (zod) loads on the visitor's first focus or tap in it, not with the page: the server checks
 * every post with the same schema, so a form sent before it arrives gets the same errors. One form per module: a
 * page loads the code of its own form only.
 */
const schemas = () => import('../schema')

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
