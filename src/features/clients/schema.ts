import { parseAmount } from '@/lib/money'
import { z } from '@/lib/zod'

/**
 * Where a contact who was asked to sign in goes back to once signed in (a submittal from the email that told them of
 * it, a vacancy, the intake form): a portal path without its locale, of those shapes only; anything else is ignored.
 */
export function portalReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  return /^\/clients\/(?:(?:jobs|submittals)\/[1-9]\d{0,9}|vacancies\/new)$/.test(value) ? value : undefined
}

/** Pure rules and schemas of the client portal (issue 30), shared by its forms, actions, endpoints and collections. */
export const SUBMITTAL_STATUSES = ['submitted', 'approved', 'rejected', 'question', 'withdrawn'] as const
export type SubmittalStatus = (typeof SUBMITTAL_STATUSES)[number]
export const REJECTION_REASONS = ['experience', 'skills', 'salary', 'location', 'notice', 'filled', 'other'] as const
export const REQUISITION_STATUSES = ['received', 'inProgress', 'published', 'filled', 'closed'] as const
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number]
export const CV_KINDS = ['blind', 'original'] as const
export const HELD_EMAIL_STATES = ['none', 'held', 'released'] as const
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const
export const CURRENCIES = ['SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'USD', 'EUR'] as const

/** What a client's decision does to the application on the board. */
export const DECISION_STAGE = { approved: 'interview', rejected: 'rejected' } as const

export const decisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    submittal: z.coerce.number().int().positive(),
    comment: z.string().trim().max(2000).default(''),
  }),
  z.object({
    decision: z.literal('reject'),
    submittal: z.coerce.number().int().positive(),
    reason: z.enum(REJECTION_REASONS),
    comment: z.string().trim().max(2000).default(''),
  }),
  z.object({ decision: z.literal('ask'), submittal: z.coerce.number().int().positive(), comment: z.string().trim().min(2).max(2000) }),
  z.object({ decision: z.literal('comment'), submittal: z.coerce.number().int().positive(), comment: z.string().trim().min(2).max(2000) }),
  z.object({ decision: z.literal('rate'), submittal: z.coerce.number().int().positive(), rating: z.coerce.number().int().min(1).max(5) }),
])
export type Decision = z.output<typeof decisionSchema>

/** Money is integer minor units (halalas, fils, cents); a band's top is not below its bottom. */
export const intakeSchema = z
  .object({
    title: z.string().trim().min(2).max(160),
    description: z.string().trim().min(10).max(10_000),
    location: z.string().trim().min(2).max(160),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    salaryMin: z.coerce.number().int().min(0).max(100_000_000_00).optional(),
    salaryMax: z.coerce.number().int().min(0).max(100_000_000_00).optional(),
    currency: z.enum(CURRENCIES),
    headcount: z.coerce.number().int().min(1).max(500),
    startDate: z.iso.date().optional(),
    localisation: z.string().trim().max(1000).default(''),
  })
  .refine((v) => v.salaryMin === undefined || v.salaryMax === undefined || v.salaryMax >= v.salaryMin, {
    path: ['salaryMax'],
    message: 'salaryBand',
  })
export type Intake = z.output<typeof intakeSchema>

/**
 * An amount typed by a person ("12,500", "١٢٬٥٠٠", "1,250.500") as integer minor units of its currency (×100 for
 * SAR, ×1,000 for KWD, BHD and OMR: lib/money.ts), undefined when left empty, NaN (refused by the schema) when it is
 * not an amount.
 */
export function toMinorUnits(typed: unknown, currency: unknown): number | undefined {
  if (typeof typed !== 'string' || !typed.trim()) return undefined
  return parseAmount(typed, typeof currency === 'string' ? currency : '') ?? Number.NaN
}

export const submitSchema = z.object({
  applications: z.array(z.number().int().positive()).min(1).max(20),
  cvKind: z.enum(CV_KINDS).default('blind'),
  summary: z.string().trim().max(4000).default(''),
  summaryAr: z.string().trim().max(4000).default(''),
  salaryExpectation: z.number().int().min(0).max(100_000_000_00).optional(),
  currency: z.enum(CURRENCIES).default('SAR'),
  noticePeriod: z.string().trim().max(120).default(''),
})
