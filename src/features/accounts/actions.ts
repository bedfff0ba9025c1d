'use server'

import { decodeJwt } from 'jose'
import { cookies, headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { publicAction, publicCall } from '@/lib/forms/clients'
import { isAuthenticationError, isFieldRefused } from '@/lib/payloadErrors'
import { z } from '@/lib/zod'
import { recordConsent } from '@/features/consent'
import { getPayloadClient } from '@/lib/payload'

import { safeRedirect } from './constants'
import { candidateAction } from './actionClients'
import { passwordProblem } from './password'
import {
  changePasswordSchema,
  forgotSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
  type AccountErrorKey,
  type ChangePasswordInput,
  type ForgotInput,
  type ProfileInput,
  type ResetInput,
  type SignInInput,
  type SignUpInput,
} from './schema'
import { AccountError, changePassword, requestPasswordReset, updateProfile } from './service'
import { adoptSession, endOtherSessions, sessionCookies, startSession, type SessionTokens } from './session'

/**
 * Server actions of the account pages, each through the one chain (lib/forms/action.ts: validate with the
 * browser's schema → authenticate → count the attempt per client address) and in the request's locale. They
 * answer with message keys (the page shows them in its language) and, on success, the sentence to show
 * (`notice`, written here by next-intl). Nothing here trusts an id sent by the browser.
 */
export type FormError =
  | 'invalidCredentials'
  | 'rateLimited'
  | 'challengeRequired'
  | 'unexpected'
  | 'emailTaken'
  | 'resetInvalid'
  | 'sessionExpired'
  | 'failedSetState'
  | 'badRequest'
export type ActionResult<T> =
  | { ok: true; name?: string; notice?: string; redirectTo?: string }
  | { ok: false; errors?: Partial<Record<keyof T, AccountErrorKey | 'wrongPassword'>>; formError?: FormError }

async function setSessionCookies(tokens: SessionTokens) {
  const jar = await cookies()
  for (const c of sessionCookies(tokens)) {
    jar.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path })
  }
}

function destination(locale: Locale, redirect: string | null | undefined): string {
  return safeRedirect(redirect) ?? `/${locale}/profile`
}

/** A new password that is valid but too common is refused before anything else is counted. */
const commonPassword =
  <T extends Record<K, string>, K extends string>(field: K) =>
  async (data: T): Promise<ActionResult<T> | undefined> => {
    const problem = await passwordProblem(data[field])
    return problem ? { ok: false, errors: { [field]: problem } as ActionResult<T> extends { errors?: infer E } ? E : never } : undefined
  }

/** `challenge`: a solved proof-of-work challenge (lib/proofOfWork.ts), which the form sends once asked for one. */
export const signInAction = publicCall(
  async (_context, input: SignInInput, redirect?: string | null, challenge?: string | null): Promise<ActionResult<SignInInput>> =>
    publicAction({ schema: signInSchema, rateLimit: 'signIn', challenge }, (data, { locale }): Promise<ActionResult<SignInInput>> =>
      startSignedIn(locale, data, redirect),
    )(input),
)

async function startSignedIn(locale: Locale, data: SignInInput, redirect?: string | null): Promise<ActionResult<SignInInput>> {
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof payload.login<'candidates'>>>
  try {
    result = await payload.login({
      collection: 'candidates',
      data: { email: data.email.toLowerCase(), password: data.password },
      // The client address for the per-account throttle (features/accounts/signInThrottle.ts).
      req: { headers: await headers() },
      context: { rateLimited: true },
    })
  } catch (error) {
    // By status, not class: Payload's errors may come from another bundle's copy of it (lib/payloadErrors.ts).
    if (isAuthenticationError(error)) return { ok: false, formError: 'invalidCredentials' }
    payload.logger.error({ err: error }, 'Candidate sign-in failed')
    return { ok: false, formError: 'unexpected' }
  }
  const user = result.user
  if (!user) return { ok: false, formError: 'unexpected' }
  try {
    const sid = String(decodeJwt(result.token ?? '').sid ?? '')
    await setSessionCookies(await adoptSession(payload, user.id, sid))
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not start the candidate session')
    return { ok: false, formError: 'failedSetState' }
  }
  const t = await getTranslations({ locale, namespace: 'Account' })
  return { ok: true, name: user.fullName, notice: t('welcomeBack', { name: user.fullName }), redirectTo: destination(locale, redirect) }
}

export const signUpAction = publicCall(
  async (_context, input: SignUpInput, redirect?: string | null, challenge?: string | null): Promise<ActionResult<SignUpInput>> =>
    publicAction(
      { schema: signUpSchema, check: commonPassword<SignUpInput, 'password'>('password'), rateLimit: 'signUp', challenge },
      async (data, { locale }): Promise<ActionResult<SignUpInput>> => {
        const payload = await getPayloadClient()
        let id: number
        try {
          const doc = await payload.create({
            collection: 'candidates',
            data: { email: data.email.toLowerCase(), password: data.password, fullName: data.fullName, preferredLocale: locale },
            context: { rateLimited: true },
            overrideAccess: false,
          })
          id = doc.id
        } catch (error) {
          if (isFieldRefused(error, 'email')) return { ok: false, formError: 'emailTaken' }
          payload.logger.error({ err: error }, 'Candidate sign-up failed')
          return { ok: false, formError: 'unexpected' }
        }
        // The choice on the form: consent to keep the profile, recorded with the wording shown (docs/PRIVACY.md).
        if (data.keepConsent === true || data.keepConsent === 'on') {
          await recordConsent(payload, { candidate: id, purpose: 'keep', language: locale, method: 'signup' }).catch((error: unknown) =>
            payload.logger.error({ err: error }, 'Could not record the consent given at sign-up'),
          )
        }
        try {
          await setSessionCookies(await startSession(payload, id))
        } catch (error) {
          payload.logger.error({ err: error }, 'Could not start the candidate session')
          return { ok: false, formError: 'failedSetState' }
        }
        const t = await getTranslations({ locale, namespace: 'Account' })
        return {
          ok: true,
          name: data.fullName,
          notice: t('welcomeConfirm', { name: data.fullName, email: data.email.toLowerCase() }),
          redirectTo: destination(locale, redirect),
        }
      },
    )(input),
)

export const forgotPasswordAction: (input: ForgotInput) => Promise<ActionResult<ForgotInput>> = publicAction(
  { schema: forgotSchema, rateLimit: 'forgotPassword' },
  async (data, { locale }): Promise<ActionResult<ForgotInput>> => {
    const payload = await getPayloadClient()
    await requestPasswordReset(payload, data.email, locale, { req: { headers: await headers(), locale }, rateLimited: true })
    const t = await getTranslations({ locale, namespace: 'Account' })
    return { ok: true, notice: t('forgotSent', { email: data.email }) }
  },
)

export const resetPasswordAction: (input: ResetInput) => Promise<ActionResult<ResetInput>> = publicAction(
  { schema: resetSchema, check: commonPassword<ResetInput, 'password'>('password') },
  async (data, { locale }): Promise<ActionResult<ResetInput>> => {
    const payload = await getPayloadClient()
    let id: number
    try {
      const result = await payload.resetPassword({
        collection: 'candidates',
        data: { token: data.token, password: data.password },
        overrideAccess: true,
      })
      id = (result.user as { id: number }).id
    } catch {
      return { ok: false, formError: 'resetInvalid' }
    }
    // Every earlier session ends; this browser signs in afresh.
    await endOtherSessions(payload, id)
    await setSessionCookies(await startSession(payload, id))
    return { ok: true, redirectTo: `/${locale}/profile` }
  },
)

/** The profile's own rules (phones in international form) run in `updateProfile`, on every path that changes it. */
export const updateProfileAction: (input: ProfileInput) => Promise<ActionResult<ProfileInput>> = candidateAction(
  { schema: z.custom<ProfileInput>() },
  async (input, { user }): Promise<ActionResult<ProfileInput>> => {
    const payload = await getPayloadClient()
    try {
      const { address, linkedin, ...rest } = input
      await updateProfile(payload, user, { ...rest, address: address ?? '', linkedin: linkedin ?? '' })
      return { ok: true }
    } catch (error) {
      if (error instanceof AccountError)
        return { ok: false, errors: error.fieldErrors as Partial<Record<keyof ProfileInput, AccountErrorKey>> }
      payload.logger.error({ err: error }, 'Profile update failed')
      return { ok: false, formError: 'unexpected' }
    }
  },
)

export const changePasswordAction: (input: ChangePasswordInput) => Promise<ActionResult<ChangePasswordInput>> = candidateAction(
  { schema: changePasswordSchema },
  async (data, { locale, user }): Promise<ActionResult<ChangePasswordInput>> => {
    const payload = await getPayloadClient()
    try {
      await changePassword(payload, user, data, locale)
      return { ok: true }
    } catch (error) {
      if (error instanceof AccountError) {
        return {
          ok: false,
          errors: (error.fieldErrors ?? {}) as Partial<Record<keyof ChangePasswordInput, AccountErrorKey | 'wrongPassword'>>,
        }
      }
      payload.logger.error({ err: error }, 'Password change failed')
      return { ok: false, formError: 'unexpected' }
    }
  },
)
