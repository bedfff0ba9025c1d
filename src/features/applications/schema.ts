import { firstErrorKeys } from '@/lib/forms/errors'
import { z } from '@/lib/zod'

import { fullNameRule, type DetailsErrorKey } from '@/features/accounts/schema'

/**
 * The application form (spec §3, §5, §8): one schema in the browser and on
 * the server. Messages are keys of `Applications.errors`, which hold the
 * spec's words in English and Arabic.
 */
export const COVER_LETTER_MAX = 3000

export type ApplicationErrorKey = 'jobIdMissing' | 'cvUrlMissing' | DetailsErrorKey | 'coverLetterTooLong' | 'coverLetterInvalid'

const id = (key: ApplicationErrorKey) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), z.number({ error: key }).int(key).positive(key))

export const applicationSchema = z.object({
  job: id('jobIdMissing'),
  cv: id('cvUrlMissing'),
  fullName: fullNameRule,
  phoneNumber: z.string({ error: 'phoneRequired' }).trim().min(1, 'phoneRequired').max(32, 'phoneInvalid'),
  city: z.string({ error: 'cityRequired' }).trim().min(1, 'cityRequired').max(80, 'cityRequired'),
  state: z.string({ error: 'stateRequired' }).trim().min(1, 'stateRequired').max(80, 'stateRequired'),
  skills: z.string({ error: 'skillsRequired' }).trim().min(1, 'skillsRequired').max(1000, 'skillsRequired'),
  coverLetter: z.string({ error: 'coverLetterInvalid' }).trim().max(COVER_LETTER_MAX, 'coverLetterTooLong').optional().default(''),
})

export type ApplicationInput = z.input<typeof applicationSchema>

/**
 * The form's schema: the application, and on a first application the consent-to-keep box (features/consent),
 * which is not part of the application (the collection's schema drops it) but goes into the consent record.
 */
export const applicationFormSchema = applicationSchema.extend({ keepConsent: z.union([z.boolean(), z.string().max(10)]).optional() })
export type ApplicationFormInput = z.input<typeof applicationFormSchema>

/** Whether a posted or scripted form ticked a box (`on`, `true`, or true). */
export const ticked = (value: unknown) => value === true || value === 'on' || value === 'true'

/** The form's fields, as a posted form names them. */
export const APPLICATION_FIELDS = ['job', 'cv', 'fullName', 'phoneNumber', 'city', 'state', 'skills', 'coverLetter'] as const
export type ApplicationData = z.output<typeof applicationSchema>

export const APPLICATION_STATUSES = ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/**
 * Where an application came from (issue 31): a job board's tracked link, a job alert email, a referral, a recruiter's
 * sourcing, the client portal, or directly (the default). Staff set it; the agency's numbers count by it.
 */
export const APPLICATION_SOURCES = ['jobBoard', 'alert', 'referral', 'sourcing', 'portal', 'direct'] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]

/** Field → first error key, from a failed parse. */
export const applicationErrors = (error: z.ZodError) => firstErrorKeys<keyof ApplicationInput, ApplicationErrorKey>(error)
