'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { publicForm } from '@/lib/forms/clients'
import { echoValues, textFields, type FormState } from '@/lib/forms/formState'

import {
  changePasswordAction,
  forgotPasswordAction,
  resetPasswordAction,
  signInAction,
  signUpAction,
  updateProfileAction,
  type ActionResult,
  type FormError,
} from './actions'
import { FLASH_COOKIE, safeRedirect } from './constants'
import { PROFILE_FIELDS } from './profile'
import type { ChangePasswordInput, ForgotInput, ProfileInput, ResetInput, SignInInput, SignUpInput } from './schema'

/**
 * The account forms sent before their scripts loaded (progressive enhancement): the same actions as the
 * scripted forms (`actions.ts`), reading the posted form and the request's locale. On success the visitor is
 * sent on with a 303, as the scripted form would navigate; otherwise the page is drawn again with the errors
 * and the values typed (passwords never come back). Called with anything but a form (a script can), they answer
 * `badRequest`.
 */
export type AccountFormState<T> = FormState<Extract<keyof T, string>, FormError>

function refused<T>(result: Extract<ActionResult<T>, { ok: false }>, values: Record<string, string>, secret: string[]) {
  return {
    errors: result.errors as AccountFormState<T>['errors'],
    formError: result.formError,
    values: echoValues(values, secret),
  } as AccountFormState<T>
}

/** The solved proof-of-work challenge the form carries (the widget's hidden `altcha` field), if any. */
const challengeOf = (formData: FormData) => textFields(formData, ['altcha'] as const).altcha || null

/** The welcome toast the next page shows once its scripts run (SessionKeeper): the sentence, written here. */
async function welcome(locale: Locale, name: string | undefined, sentence?: string) {
  const t = await getTranslations({ locale, namespace: 'Account' })
  ;(await cookies()).set(FLASH_COOKIE, sentence ?? t('welcome', { name: name ?? '' }), {
    maxAge: 60,
    path: '/',
    sameSite: 'lax',
    secure: env.cookieSecure,
  })
}

/** `redirect=false` keeps the visitor on the page they signed in from (spec §4). */
async function stayingPath(fallback: string): Promise<string> {
  const referer = (await headers()).get('referer')
  try {
    const url = new URL(referer ?? '')
    return safeRedirect(`${url.pathname}${url.search}`) ?? fallback
  } catch {
    return fallback
  }
}

export const signInForm = publicForm({}, async (formData, { locale }): Promise<AccountFormState<SignInInput>> => {
  const values = textFields(formData, ['email', 'password', 'redirect'] as const)
  const stay = values.redirect === 'false'
  const result = await signInAction(
    { email: values.email, password: values.password },
    stay ? null : values.redirect,
    challengeOf(formData),
  )
  if (!result.ok) return refused<SignInInput>(result, values, ['password'])
  await welcome(locale, result.name)
  redirect(stay ? await stayingPath(`/${locale}/login?redirect=false`) : (result.redirectTo ?? `/${locale}/profile`))
})

export const signUpForm = publicForm({}, async (formData, { locale }): Promise<AccountFormState<SignUpInput>> => {
  const values = textFields(formData, ['fullName', 'email', 'password', 'confirmPassword', 'redirect', 'keepConsent'] as const)
  const { redirect: next, ...input } = values
  const result = await signUpAction(input, next, challengeOf(formData))
  if (!result.ok) return refused<SignUpInput>(result, values, ['password', 'confirmPassword'])
  await welcome(locale, result.name, result.notice)
  redirect(result.redirectTo ?? `/${locale}/profile`)
})

export const forgotPasswordForm = publicForm({}, async (formData): Promise<AccountFormState<ForgotInput>> => {
  const values = textFields(formData, ['email'] as const)
  const result = await forgotPasswordAction(values)
  if (!result.ok) return refused<ForgotInput>(result, values, [])
  return { done: true, notice: result.notice, values: { email: values.email.trim() } }
})

export const resetPasswordForm = publicForm({}, async (formData, { locale }): Promise<AccountFormState<ResetInput>> => {
  const values = textFields(formData, ['token', 'password', 'confirmPassword'] as const)
  const result = await resetPasswordAction(values)
  if (!result.ok) return refused<ResetInput>(result, values, ['password', 'confirmPassword'])
  redirect(result.redirectTo ?? `/${locale}/profile`)
})

export const updateProfileForm = publicForm({}, async (formData): Promise<AccountFormState<ProfileInput>> => {
  const values = textFields(formData, PROFILE_FIELDS)
  const result = await updateProfileAction(values)
  if (!result.ok) return refused<ProfileInput>(result, values, [])
  return { done: true }
})

export const changePasswordForm = publicForm({}, async (formData): Promise<AccountFormState<ChangePasswordInput>> => {
  const values = textFields(formData, ['oldPassword', 'newPassword', 'confirmPassword'] as const)
  const result = await changePasswordAction(values)
  if (!result.ok) return refused<ChangePasswordInput>(result, values, ['oldPassword', 'newPassword', 'confirmPassword'])
  return { done: true }
})
