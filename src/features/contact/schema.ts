import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min'
import { firstErrorKeys } from '@/lib/forms/errors'
import { z } from '@/lib/zod'

import { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX } from './limits'

export { MESSAGE_MAX, MESSAGE_MIN, NAME_MAX }

/**
 * One schema for the browser and the server. Error messages are keys of the
 * `Contact.errors` messages, so each side shows them in the visitor's language.
 */
export const contactSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(NAME_MAX, 'nameTooLong'),
    email: z.string().trim().min(1, 'emailRequired').pipe(z.email('emailInvalid')),
    country: z.string().regex(/^[A-Z]{2}$/, 'countryRequired'),
    phone: z.string().trim().min(1, 'phoneRequired').max(30, 'phoneInvalid'),
    subject: z.string().min(1, 'subjectRequired'),
    message: z.string().trim().min(1, 'messageRequired').min(MESSAGE_MIN, 'messageTooShort').max(MESSAGE_MAX, 'messageTooLong'),
    /** Honeypot: people never see it; bots fill it. */
    website: z.string().max(0, 'spam').optional(),
    /** One per form, so a double click or a retried request stores one submission. */
    submissionId: z.uuid('retry'),
  })
  .superRefine((data, ctx) => {
    if (!/^[A-Z]{2}$/.test(data.country) || !data.phone) return
    let valid = false
    try {
      valid = isValidPhoneNumber(data.phone, data.country as CountryCode)
    } catch {
      valid = false
    }
    if (!valid) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneInvalid' })
  })

export type ContactInput = z.input<typeof contactSchema>
/** The form's fields, as posted. */
export const CONTACT_FIELDS = ['name', 'email', 'country', 'phone', 'subject', 'message', 'website', 'submissionId'] as const
export type ContactData = z.output<typeof contactSchema>
export type ContactErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'countryRequired'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'spam'
  | 'retry'

/** Field → first error key, from a failed parse. */
export const fieldErrors = (error: z.ZodError) => firstErrorKeys<keyof ContactInput, ContactErrorKey>(error)
