import {
  APIError,
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { isCandidate } from '@/access/candidates'
import { hasRole } from '@/access/roles'
import { accountError, accountMessage } from '@/features/accounts/messages'
import { passwordProblem } from '@/features/accounts/password'
import { PROFILE_FIELDS, validateProfile } from '@/features/accounts/profile'
import { clientAddress, consumeAuthAttempt, RateLimitedError, type AuthAction } from '@/features/accounts/rateLimit'

const limited: Partial<Record<string, AuthAction>> = { login: 'signIn', create: 'signUp', forgotPassword: 'forgotPassword' }

/**
 * Before login, sign-up and forgot-password on any path (REST, GraphQL,
 * server actions): a per-address rate limit, and the password policy on
 * create, update and reset. Server actions count the attempt themselves and
 * say so in `context.rateLimited`.
 */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req, context }) => {
  const action = limited[operation]
  if (action && !context?.rateLimited && !hasRole(req.user, 'admin', 'recruiter')) {
    const address = clientAddress(req.headers)
    if (address) {
      try {
        await consumeAuthAttempt(action, address)
      } catch (error) {
        if (error instanceof RateLimitedError) throw new APIError(accountMessage(req.locale, 'rateLimited'), 429, undefined, true)
        throw error
      }
    }
  }
  if (operation === 'create' || operation === 'update' || operation === 'resetPassword') {
    const password = (args as { data?: { password?: unknown } }).data?.password
    if (typeof password === 'string') {
      const problem = await passwordProblem(password)
      if (problem) {
        throw new ValidationError({ collection: 'candidates', errors: [{ path: 'password', message: accountError(req.locale, problem) }] })
      }
    }
  }
  return args
}

/**
 * Profile rules (spec §5) when an update touches the profile: fullName,
 * city, phoneNumber_1, skills and state required, phones valid with a
 * country code. Sign-up only needs the name.
 */
export const validateProfileUpdate: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  // Payload's own auth operations (reset password) run this hook without originalDoc and change no profile field.
  if (operation !== 'update' || !data || !originalDoc) return data
  // Internal updates (login attempts, reset tokens) resend the whole document: only real changes count.
  const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '')
  if (!PROFILE_FIELDS.some((key) => key in data && !same(data[key], originalDoc?.[key]))) return data
  const merged: Record<string, unknown> = {}
  for (const key of PROFILE_FIELDS) merged[key] = key in data ? data[key] : originalDoc?.[key]
  const result = await validateProfile(merged)
  if (!result.ok) {
    throw new ValidationError({
      collection: 'candidates',
      errors: Object.entries(result.errors).map(([path, key]) => ({ path, message: accountError(req.locale, key!) })),
    })
  }
  return {
    ...data,
    ...Object.fromEntries(
      PROFILE_FIELDS.filter((key) => key in data).map((key) => [key, result.data[key] === '' ? null : result.data[key]]),
    ),
  }
}

/** The sign-in email changes only through staff (a candidate would need to prove the new address first). */
export const protectEmail: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.email === undefined) return data
  if (String(data.email).toLowerCase() === String(originalDoc.email).toLowerCase()) return data
  if (isCandidate(req.user)) {
    throw new APIError(accountMessage(req.locale, 'unexpected'), 403, undefined, true)
  }
  return data
}
