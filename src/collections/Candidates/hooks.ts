import { APIError, ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { PROFILE_FIELDS, storedValue, validateProfile } from '@/features/accounts/profile'
import { translator } from '@/i18n/messages'

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
      errors: Object.entries(result.errors).map(([path, key]) => ({ path, message: translator(req.locale, 'Account.errors')(key!) })),
    })
  }
  return {
    ...data,
    ...Object.fromEntries(PROFILE_FIELDS.filter((key) => key in data).map((key) => [key, storedValue(key, result.data[key])])),
  }
}

/**
 * The sign-in email is who the account is: whoever changes it can take the account over with a password reset.
 * So no update changes it (not the candidate, not a recruiter); only an admin's audited "Change email" action
 * (`shared/authEndpoints.ts`) does; it is recorded in the audit log and the old address is told (`shared/emailChanges.ts`).
 */
export const protectEmail: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc || data.email === undefined) return data
  if (String(data.email).toLowerCase() === String(originalDoc.email).toLowerCase()) return data
  if (context?.emailChangeAudited === true) return data
  throw new APIError(translator(req.locale, 'Account')('emailChangeRefused'), 403, undefined, true)
}
