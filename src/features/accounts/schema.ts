import { firstErrorKeys } from '@/lib/forms/errors'
import { z } from '@/lib/zod'

import { FULL_NAME_MAX, FULL_NAME_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants'

/** The errors of a candidate's details, which the profile and the application form both ask for (same rules). */
export type DetailsErrorKey =
  'fullNameRequired' | 'fullNameLength' | 'phoneRequired' | 'phoneInvalid' | 'cityRequired' | 'stateRequired' | 'skillsRequired'

/**
 * Account forms: one schema per form, run in the browser (lib/forms/useActionForm)
 * and again on the server. Messages are keys of the `Account.errors`
 * namespace, so both sides show the same localized words.
 */
export type AccountErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'passwordsDiffer'
  | DetailsErrorKey
  | 'tooLong'
  | 'linkedinInvalid'
  | 'yearsInvalid'
  | 'oldPasswordRequired'
  | 'samePassword'

const email = z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid'))
const password = z.string().min(1, 'passwordRequired').min(PASSWORD_MIN, 'passwordTooShort').max(PASSWORD_MAX, 'passwordTooLong')
/** The one full-name rule: sign-up, the profile and the application form. */
export const fullNameRule = z
  .string({ error: 'fullNameRequired' })
  .trim()
  .min(1, 'fullNameRequired')
  .min(FULL_NAME_MIN, 'fullNameLength')
  .max(FULL_NAME_MAX, 'fullNameLength')
const fullName = fullNameRule

export const signInSchema = z.object({ email, password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX, 'passwordTooLong') })
export type SignInInput = z.infer<typeof signInSchema>

export const signUpSchema = z
  .object({
    fullName,
    email,
    password,
    confirmPassword: z.string(),
    // Consent to keep the profile for future roles (features/consent): a ticked box, scripted (true) or posted ('on').
    keepConsent: z.union([z.boolean(), z.string().max(10)]).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' })
export type SignUpInput = z.infer<typeof signUpSchema>

export const forgotSchema = z.object({ email })
export type ForgotInput = z.infer<typeof forgotSchema>

export const resetSchema = z
  .object({ token: z.string().min(1).max(200), password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' })
export type ResetInput = z.infer<typeof resetSchema>

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, 'oldPasswordRequired').max(PASSWORD_MAX, 'passwordTooLong'),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' })
  .refine((v) => v.newPassword !== v.oldPassword, { path: ['newPassword'], message: 'samePassword' })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

const required = (key: AccountErrorKey, max: number) => z.string().trim().min(1, key).max(max, 'tooLong')
const optional = (max: number) => z.string().trim().max(max, 'tooLong').optional().default('')

/**
 * Phone numbers are stored in international form (+9665…). The check is
 * libphonenumber's, done by `checkPhones` (loaded lazily in the browser).
 */
export const profileSchema = z.object({
  fullName,
  phoneNumber_1: required('phoneRequired', 32),
  phoneNumber_2: optional(32),
  skills: required('skillsRequired', 1000),
  city: required('cityRequired', 80),
  state: required('stateRequired', 80),
  /** Whole years, 0–60; empty when not given. */
  experienceYears: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) <= 60), 'yearsInvalid')
    .optional()
    .default(''),
  address: optional(300),
  linkedin: z
    .string()
    .trim()
    .max(200, 'tooLong')
    .refine((v) => v === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(v), 'linkedinInvalid')
    .optional()
    .default(''),
})
export type ProfileInput = z.input<typeof profileSchema>
export type Profile = z.output<typeof profileSchema>

export type FieldErrors<T> = Partial<Record<keyof T, AccountErrorKey>>

/** Field → first error key, from a failed parse. */
export const fieldErrors = <T>(error: z.ZodError): FieldErrors<T> => firstErrorKeys(error) as FieldErrors<T>

/** A phone number with its country code, valid for that country. Returns the international form, or null. */
export async function normalizePhone(value: string): Promise<string | null> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/min')
  const phone = parsePhoneNumberFromString(value.trim())
  return phone?.isValid() ? phone.number : null
}

/** The fields a candidate must fill before applying (issue 6 relies on the same list). */
export const APPLY_REQUIRED = ['fullName', 'phoneNumber_1', 'city', 'state', 'skills', 'cv'] as const
export type ApplyRequiredField = (typeof APPLY_REQUIRED)[number]

export function missingForApply(candidate: Partial<Record<ApplyRequiredField, unknown>>): ApplyRequiredField[] {
  return APPLY_REQUIRED.filter((key) => {
    const value = candidate[key]
    return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  })
}
