'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { notify } from '@/components/ui/toast'
import { useActionForm } from '@/lib/forms/useActionForm'
import { actionFormProps } from '@/lib/forms/formProps'

import { changePasswordAction, updateProfileAction } from '../actions'
import { changePasswordForm, updateProfileForm } from '../formActions'
import type { ProfileInput } from '../schema'
import { type AccountText, formErrorText, type ProfileText } from '../text'
import { Field, FormAlert, inputClass, NewPasswordFields, primaryButton } from '@/components/forms/Field'

type Props = { text: ProfileText; account: AccountText }

/** The schemas (zod) load on the first focus or tap in a form; the server checks every post with them (SignInForm and the other account forms). */
const schemas = () => import('../schema')

/**
 * The profile's details (spec §3, §5). The browser checks what it can;
 * phone numbers are checked on the server (libphonenumber) and come back
 * as field errors, with everything typed left in place.
 */
export function ProfileForm({ text, account, email, initial }: Props & { email: string; initial: ProfileInput }) {
  const router = useRouter()
  const { form, state, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.profileSchema),
    action: updateProfileForm,
    defaultValues: initial,
    errorText: account.errors,
  })
  const { register, formState } = form

  const onSubmit = submit(async (values) => {
    const result = await updateProfileAction(values)
    if (result.ok) {
      notify(text.saved, { type: 'success' })
      router.refresh()
      return
    }
    refuse(result)
    if (!result.formError) notify(account.errors.validationFailed, { type: 'error', duration: 2000 })
  })

  const field = (name: keyof ProfileInput, props: Record<string, unknown> = {}) => ({
    id: name,
    label: text.field[name as keyof ProfileText['field']],
    error: errorOf(name),
    ...register(name),
    ...props,
  })

  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="profile-form">
      {state.done ? <FormAlert tone="success">{text.saved}</FormAlert> : null}
      {formError ? <FormAlert>{formErrorText(account, formError)}</FormAlert> : null}
      <Field {...field('fullName', { autoComplete: 'name' })} />
      <Field id="email" label={text.field.email} value={email} readOnly dir="ltr" hint={text.emailHint} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('phoneNumber_1', { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'tel', hint: text.phoneHint })} />
        <Field {...field('phoneNumber_2', { type: 'tel', dir: 'ltr', inputMode: 'tel', autoComplete: 'off' })} />
      </div>
      <Field {...field('skills', { multiline: true, hint: text.skillsHint })} />
      <Field {...field('experienceYears', { inputMode: 'numeric', dir: 'ltr', maxLength: 2, className: `${inputClass} sm:w-32` })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('city', { autoComplete: 'address-level2' })} />
        <Field {...field('state', { autoComplete: 'address-level1' })} />
      </div>
      <Field {...field('address', { multiline: true, autoComplete: 'street-address' })} />
      <Field {...field('linkedin', { type: 'url', dir: 'ltr', placeholder: 'https://www.linkedin.com/in/…' })} />
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? account.working : text.save}
      </button>
    </form>
  )
}

/** Change password (current, new, confirm); other sessions end on success. */
export function PasswordForm({ text, account }: Props) {
  const { form, state, formAction, formError, errorOf, refuse, submit, preloadValidation } = useActionForm({
    schema: () => schemas().then((module) => module.changePasswordSchema),
    action: changePasswordForm,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    errorText: account.errors,
  })
  const [done, setDone] = useState(Boolean(state.done))
  const { register, reset, formState } = form
  const onSubmit = submit(async (values) => {
    setDone(false)
    const result = await changePasswordAction(values)
    if (!result.ok) return refuse(result)
    reset()
    setDone(true)
    notify(text.passwordChanged, { type: 'success' })
  })
  return (
    <form {...actionFormProps({ formAction, onSubmit, preloadValidation })} className="space-y-4" data-testid="password-form">
      {done ? <FormAlert tone="success">{text.passwordChanged}</FormAlert> : null}
      {formError ? <FormAlert>{formErrorText(account, formError)}</FormAlert> : null}
      <Field
        id="oldPassword"
        type="password"
        autoComplete="current-password"
        label={account.currentPassword}
        error={errorOf('oldPassword')}
        {...register('oldPassword')}
      />
      <NewPasswordFields id="newPassword" label={account.newPassword} text={account} register={register} errorOf={errorOf} />
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? account.working : text.changePassword}
      </button>
    </form>
  )
}
