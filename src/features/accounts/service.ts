import { APIError, type Payload, type PayloadRequest } from 'payload'

import { accountError, accountMessage } from './messages'
import { passwordProblem } from './password'
import { validateProfile } from './profile'
import { changePasswordSchema, type AccountErrorKey } from './schema'
import { brandOf, emailHtml, emailText, resetLink } from './emails'

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
  const data = Object.fromEntries(Object.entries(result.data).map(([key, value]) => [key, value === '' ? null : value]))
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
 * Checks the current password (failures count towards the lockout), sets
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
    const fieldErrors: Record<string, AccountErrorKey> = {}
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message as AccountErrorKey
    throw new AccountError('validationFailed', fieldErrors)
  }
  const problem = await passwordProblem(parsed.data.newPassword)
  if (problem) throw new AccountError('validationFailed', { newPassword: problem })
  try {
    await payload.login({
      collection: 'candidates',
      data: { email: user.email, password: parsed.data.oldPassword },
      context: { rateLimited: true },
    })
  } catch {
    throw new AccountError('wrongPassword', { oldPassword: 'wrongPassword' as AccountErrorKey })
  }
  const before = (await payload.findByID({
    collection: 'candidates',
    id: user.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })) as {
    sessions?: { id: string; createdAt?: string | null; expiresAt: string }[] | null
  }
  const current = (before.sessions ?? []).filter((s) => s.id === user._sid)
  await payload.update({
    collection: 'candidates',
    id: user.id,
    data: { password: parsed.data.newPassword },
    overrideAccess: true,
    depth: 0,
  })
  // Every other session ends; this one stays signed in.
  await payload.db.updateOne({ collection: 'candidates', id: user.id, data: { sessions: current }, returning: false })
  const name = user.fullName ?? ''
  await payload
    .sendEmail({
      to: user.email,
      subject: emailText(locale, 'passwordChangedSubject', { brand: brandOf(locale) }),
      html: emailHtml(
        locale,
        emailText(locale, 'passwordChangedBody', {
          name,
          brand: brandOf(locale),
          link: resetLink(locale, '').replace(/reset-password\?token=$/, 'forget-password'),
        }),
      ),
    })
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not send the password-changed email'))
}

/** Always the same answer whether or not the email has an account (spec: errors are not shown). */
export async function requestPasswordReset(
  payload: Payload,
  email: string,
  locale: string,
  { req, rateLimited = false }: { req?: Partial<PayloadRequest>; rateLimited?: boolean } = {},
) {
  try {
    await payload.forgotPassword({
      collection: 'candidates',
      data: { email: email.trim().toLowerCase() },
      // A full request (GraphQL) keeps its own locale; a server action passes { headers, locale }.
      req: req ?? { locale: locale === 'ar' ? 'ar' : 'en' },
      context: { rateLimited },
    })
  } catch (error) {
    if (error instanceof APIError && error.status === 429) throw error
    payload.logger.warn({ err: error }, 'Forgot-password request failed')
  }
}

/** A readable API error for GraphQL and REST callers, in the request's language. */
export function toApiError(error: unknown, locale: string | undefined): Error {
  if (error instanceof AccountError) {
    const details = Object.entries(error.fieldErrors ?? {}).map(([field, key]) => ({ field, message: accountError(locale, key) }))
    const summary = error.key === 'validationFailed' ? accountError(locale, 'validationFailed') : accountError(locale, error.key)
    const message = error.key === 'validationFailed' && details.length ? `${summary}: ${details.map((d) => d.message).join(' ')}` : summary
    return new APIError(message, 400, { errors: details }, true)
  }
  if (error instanceof APIError) return error
  return new APIError(accountMessage(locale, 'unexpected'), 500, undefined, false)
}
