import { z } from '@/lib/zod'

import { COUNTRY_KEYS, JOB_FAMILY_KEYS } from './constants'

/**
 * An employer's request for the full benchmark report (issue 33): who they are, how to reach them, the role and
 * country they hire for, and their consent to be contacted about it. Error messages are keys of
 * `Salary.report.errors`. Checked on the server only: the form posts with or without scripts.
 */
export const REPORT_FIELDS = ['company', 'name', 'email', 'phone', 'family', 'country', 'consent', 'website', 'submissionId'] as const

export const reportRequestSchema = z.object({
  company: z.string().trim().min(1, 'companyRequired').max(120, 'tooLong'),
  name: z.string().trim().min(1, 'nameRequired').max(80, 'tooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  /** Optional; digits, spaces and the usual signs, 6 to 30 of them. */
  phone: z
    .string()
    .trim()
    .max(30, 'phoneInvalid')
    .refine((value) => value === '' || /^\+?[\d\s().-]{6,30}$/.test(value), 'phoneInvalid'),
  family: z.enum(JOB_FAMILY_KEYS, 'familyRequired'),
  country: z.enum(COUNTRY_KEYS, 'countryRequired'),
  /** The checkbox's value: it must be ticked. */
  consent: z.literal('yes', 'consentRequired'),
  /** Honeypot: people never see it; bots fill it. */
  website: z.string().max(0, 'spam').optional(),
  /** One per form, so a double click or a resent form stores one request. */
  submissionId: z.uuid('retry'),
})

export type ReportRequestInput = z.input<typeof reportRequestSchema>
export type ReportErrorKey =
  | 'companyRequired'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'familyRequired'
  | 'countryRequired'
  | 'consentRequired'
  | 'tooLong'
  | 'spam'
  | 'retry'
