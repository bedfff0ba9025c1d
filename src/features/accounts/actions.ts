'use server'

import { decodeJwt } from 'jose'
import { cookies, headers } from 'next/headers'
import { AuthenticationError, LockedAuth, ValidationError } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { oneAtATime, signInKey } from '@/lib/http/oneAtATime'
import { getPayloadClient } from '@/lib/payload'

import { safeRedirect } from './constants'
import { actionCandidate } from './current'
import { passwordProblem } from './password'
import { clientAddress, consumeAuthAttempt, RateLimitedError, type AuthAction } from './rateLimit'
import {
  changePasswordSchema,
  fieldErrors,
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
 * Server actions of the account pages. Each validates with the same schema
 * as the browser, counts the attempt per client address, and answers with
 * message keys (the page shows them in its language). Nothing here trusts
 * an id sent by the browser.
 */
export type FormError =
  'invalidCredentials' | 'rateLimited' | 'unexpected' | 'emailTaken' | 'resetInvalid' | 'sessionExpired' | 'failedSetState'
export type ActionResult<T> =
  | { ok: true; name?: string; redirectTo?: string }
  | { ok: false; errors?: Partial<Record<keyof T, AccountErrorKey | 'wrongPassword'>>; formError?: FormError }

const localeOf = (raw: string): Locale => (isLocale(raw) ? raw : 'en')

async function limit(action: AuthAction): Promise<boolean> {
  const address = clientAddress(await headers()) ?? 'local'
  try {
    await consumeAuthAttempt(action, address)
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}

async function setSessionCookies(tokens: SessionTokens) {
  const jar = await cookies()
  for (const c of sessionCookies(tokens)) {
    jar.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path })
  }
}

function destination(locale: Locale, redirect: string | null | undefined): string {
  return safeRedirect(redirect) ?? `/${locale}/profile`
}

export async function signInAction(rawLocale: string, input: SignInInput, redirect?: string | null): Promise<ActionResult<SignInInput>> {
  const locale = localeOf(rawLocale)
  const parsed = signInSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors<SignInInput>(parsed.error) }
  if (!(await limit('signIn'))) return { ok: false, formError: 'rateLimited' }
  // Two sign-ins to one account at once must not lose a session (lib/http/oneAtATime.ts).
  return oneAtATime(signInKey('candidates', parsed.data.email), () => signIn(locale, parsed.data, redirect))
}

async function signIn(locale: Locale, data: SignInInput, redirect?: string | null): Promise<ActionResult<SignInInput>> {
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
    if (error instanceof AuthenticationError || error instanceof LockedAuth) return { ok: false, formError: 'invalidCredentials' }
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
  return { ok: true, name: user.fullName, redirectTo: destination(locale, redirect) }
}

export async function signUpAction(rawLocale: string, input: SignUpInput, redirect?: string | null): Promise<ActionResult<SignUpInput>> {
  const locale = localeOf(rawLocale)
  const parsed = signUpSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors<SignUpInput>(parsed.error) }
  const problem = await passwordProblem(parsed.data.password)
  if (problem) return { ok: false, errors: { password: problem } }
  if (!(await limit('signUp'))) return { ok: false, formError: 'rateLimited' }
  const payload = await getPayloadClient()
  let id: number
  try {
    const doc = await payload.create({
      collection: 'candidates',
      data: {
        email: parsed.data.email.toLowerCase(),
        password: parsed.data.password,
        fullName: parsed.data.fullName,
        preferredLocale: locale,
      },
      context: { rateLimited: true },
      overrideAccess: false,
    })
    id = doc.id
  } catch (error) {
    if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'email')) return { ok: false, formError: 'emailTaken' }
    payload.logger.error({ err: error }, 'Candidate sign-up failed')
    return { ok: false, formError: 'unexpected' }
  }
  try {
    await setSessionCookies(await startSession(payload, id))
  } catch (error) {
    payload.logger.error({ err: error }, 'Could not start the candidate session')
    return { ok: false, formError: 'failedSetState' }
  }
  return { ok: true, name: parsed.data.fullName, redirectTo: destination(locale, redirect) }
}

export async function forgotPasswordAction(rawLocale: string, input: ForgotInput): Promise<ActionResult<ForgotInput>> {
  const locale = localeOf(rawLocale)
  const parsed = forgotSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors<ForgotInput>(parsed.error) }
  if (!(await limit('forgotPassword'))) return { ok: false, formError: 'rateLimited' }
  const payload = await getPayloadClient()
  await requestPasswordReset(payload, parsed.data.email, locale, { req: { headers: await headers(), locale }, rateLimited: true })
  return { ok: true }
}

export async function resetPasswordAction(rawLocale: string, input: ResetInput): Promise<ActionResult<ResetInput>> {
  const locale = localeOf(rawLocale)
  const parsed = resetSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors<ResetInput>(parsed.error) }
  const problem = await passwordProblem(parsed.data.password)
  if (problem) return { ok: false, errors: { password: problem } }
  const payload = await getPayloadClient()
  let id: number
  try {
    const result = await payload.resetPassword({
      collection: 'candidates',
      data: { token: parsed.data.token, password: parsed.data.password },
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
}

export async function updateProfileAction(rawLocale: string, input: ProfileInput): Promise<ActionResult<ProfileInput>> {
  void localeOf(rawLocale)
  const candidate = await actionCandidate()
  if (!candidate) return { ok: false, formError: 'sessionExpired' }
  const payload = await getPayloadClient()
  try {
    const { address, linkedin, ...rest } = input
    await updateProfile(payload, candidate, { ...rest, address: address ?? '', linkedin: linkedin ?? '' })
    return { ok: true }
  } catch (error) {
    if (error instanceof AccountError)
      return { ok: false, errors: error.fieldErrors as Partial<Record<keyof ProfileInput, AccountErrorKey>> }
    payload.logger.error({ err: error }, 'Profile update failed')
    return { ok: false, formError: 'unexpected' }
  }
}

export async function changePasswordAction(rawLocale: string, input: ChangePasswordInput): Promise<ActionResult<ChangePasswordInput>> {
  const locale = localeOf(rawLocale)
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors<ChangePasswordInput>(parsed.error) }
  const candidate = await actionCandidate()
  if (!candidate) return { ok: false, formError: 'sessionExpired' }
  const payload = await getPayloadClient()
  try {
    await changePassword(payload, candidate, parsed.data, locale)
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
}
