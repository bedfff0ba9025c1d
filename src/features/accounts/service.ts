import { APIError, type Payload, type PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { passwordMatches } from '@/collections/shared/passwordRules'

import { passwordProblem } from './password'
import { storedValue, validateProfile } from './profile'
import { changePasswordSchema, type AccountErrorKey } from './schema'
import { resetLink } from './emails'
import { consumeRateLimit } from '@/lib/rateLimit'

import { limitAuthAttempt } from '@/collections/shared/authLimits'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { afterResponse } from '@/lib/afterResponse'
import { firstErrorKeys } from '@/lib/forms/errors'
import { isPayloadError } from '@/lib/payloadErrors'

/**
 * Account operations shared by the pages' server actions and GraphQL, so
 * both paths apply the same rules. `user` is the signed-in candidate as
 * Payload authenticated it; nothing here trusts an id from the client.
 */
export type CandidateUser = { id: number | string; email: string; collection: 'candidates'; fullName?: string | null; _sid?: string }

export class AccountError extends Error {
  constructor(
    public key: AccountErrorKey | 'wrongPassword' | 'validationFailed',
    public fieldErrors?: Record<string, AccountErrorKey>,
  ) {
    super(key)
  }
}

export async function updateProfile(payload: Payload, user: CandidateUser, input: Record<string, unknown>, req?: Partial<PayloadRequest>) {
  const result = await validateProfile(input)
  if (!result.ok) throw new AccountError('validationFailed', result.errors as Record<string, AccountErrorKey>)
  // Optional fields left empty are stored as null, like fields never filled.
  const data = Object.fromEntries(Object.entries(result.data).map(([key, value]) => [key, storedValue(key, value)]))
  return payload.update({
    collection: 'candidates',
    id: user.id,
    data,
    user,
    overrideAccess: false,
    depth: 1,
    req,
  })
}

/**
 * Checks the current password, sets
 * the new one, ends every other session and tells the candidate by email.
 */
export async function changePassword(
  payload: Payload,
  user: CandidateUser,
  input: { oldPassword: string; newPassword: string; confirmPassword?: string },
  locale: string,
) {
  const parsed = changePasswordSchema.safeParse({ confirmPassword: input.newPassword, ...input })
  if (!parsed.success) {
    throw new AccountError('validationFailed', firstErrorKeys<string, AccountErrorKey>(parsed.error) as Record<string, AccountErrorKey>)
  }
  const problem = await passwordProblem(parsed.data.newPassword)
  if (problem) throw new AccountError('validationFailed', { newPassword: problem })
  const stored = await payload.db.findOne<{ id: number | string; hash?: string; salt?: string }>({
    collection: 'candidates',
    where: { id: { equals: user.id } },
  })
  if (!stored || !(await passwordMatches(stored, parsed.data.oldPassword))) {
    throw new AccountError('wrongPassword', { oldPassword: 'wrongPassword' as AccountErrorKey })
  }
  // Verified above (collections/shared/passwordRules.ts lets our own verified change through).
  await payload.update({
    collection: 'candidates',
    id: user.id,
    data: { password: parsed.data.newPassword },
    overrideAccess: true,
    depth: 0,
    // As the candidate, so Payload keeps this session and ends the others.
    user: user as never,
    context: { passwordVerified: true },
  })
  const name = user.fullName ?? ''
  await payload
    .sendEmail({
      to: user.email,
      subject: translator(locale, 'Emails')('passwordChangedSubject', { brand: brandName(locale) }),
      html: emailHtml(
        locale,
        translator(locale, 'Emails')('passwordChangedBody', {
          name,
          brand: brandName(locale),
          link: resetLink(locale, '').replace(/reset-password\?token=$/, 'forget-password'),
        }),
      ),
    })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not send the password-changed email'))
}

/**
 * Always the same answer, in the same time, whether or not the email has an account (spec: errors are not
 * shown; SECURITY.md: no enumeration by timing). The per-address limit is counted here, on the request path;
 * the reset itself (token, email) runs after the answer has gone.
 */
export async function requestPasswordReset(
  payload: Payload,
  email: string,
  locale: string,
  {
    collection = 'candidates',
    req,
    rateLimited = false,
  }: { collection?: 'candidates' | 'users'; req?: Partial<PayloadRequest>; rateLimited?: boolean } = {},
) {
  if (!rateLimited && !isRecruiterUser(req?.user as never)) await limitAuthAttempt('forgotPassword', req?.headers, locale)
  const normalised = String(email ?? '')
    .trim()
    .toLowerCase()
  if (!normalised) return
  try {
    await consumeRateLimit('forgotPasswordAccount', `${collection}:${normalised}`)
  } catch {
    return
  }
  // Known or not, the request does the same work up to here; the lookup, the token and the email run after the
  // answer has been sent, so its time says nothing about the email (issue 26, finding 7c).
  const headers = new Headers(req?.headers ?? undefined)
  afterResponse(
    () =>
      payload.forgotPassword({
        collection,
        data: { email: normalised },
        req: { locale: toLocale(locale), headers },
        context: { rateLimited: true },
      }),
    (error) => payload.logger.warn({ err: error }, 'Forgot-password request failed'),
  )
}

/** A readable API error for GraphQL and REST callers, in the request's language. */
export function toApiError(error: unknown, locale: string | undefined): Error {
  if (error instanceof AccountError) {
    const details = Object.entries(error.fieldErrors ?? {}).map(([field, key]) => ({
      field,
      message: translator(locale, 'Account.errors')(key),
    }))
    const summary =
      error.key === 'validationFailed'
        ? translator(locale, 'Account.errors')('validationFailed')
        : translator(locale, 'Account.errors')(error.key)
    const message = error.key === 'validationFailed' && details.length ? `${summary}: ${details.map((d) => d.message).join(' ')}` : summary
    return new APIError(message, 400, { errors: details }, true)
  }
  // Any copy of Payload's errors (lib/payloadErrors.ts): another bundle's is not an instance of this one's.
  if (isPayloadError(error)) return error
  return new APIError(translator(locale, 'Account')('unexpected'), 500, undefined, false)
}
