'use client'

import { useRouter } from 'next/navigation'

import { notify } from '@/components/ui/toast'
import { actionFormProps } from '@/lib/forms/formProps'
import { useActionForm } from '@/lib/forms/useActionForm'

import { resetPasswordAction } from '../actions'
import { markSignedIn } from '../authClient'
import { resetPasswordForm } from '../formActions'
import { type AccountText, formErrorText } from '../text'
import { NewPasswordFields, FormAlert, primaryButton } from '@/components/forms/Field'

type Common = { locale: string; text: AccountText }

/**
 * The form's schema (zod) loads on the visitor's first focus or tap in it, not with the page: the server checks
 * every post with the same schema, so a form sent before it arrives gets the same errors. One form per module: a
 * page loads the code of its own form only.
 */
const schemas = () => import('../schema')

/** Reset password from the emailed link; a used or expired link says so and offers a new one. */
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
      <NewPasswordFields id="password" label={text.newPassword} text={text} register={register} errorOf={errorOf} />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? text.working : text.savePassword}
      </button>
    </form>
  )
}
