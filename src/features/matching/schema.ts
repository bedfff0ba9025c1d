import { z } from '@/lib/zod'

import { COUNTRIES, currencies, LEVELS, NOTICE_PERIODS, VISA_STATUSES, YES_NO } from './constants'
import { parseAmount } from './money'

/** The profile's eligibility form (zod, shared by the server action and its tests). Every field may be left empty. */
export const ELIGIBILITY_FIELDS = [
  'nationality',
  'residenceCountry',
  'visaStatus',
  'transferable',
  'noticePeriod',
  'gccYears',
  'arabic',
  'english',
  'expectedSalary',
  'expectedCurrency',
  'relocate',
  'digestRecommendations',
] as const
export type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number]

const optional = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).transform((value) => (value === '' ? null : value))

export const eligibilitySchema = z
  .object({
    nationality: optional(COUNTRIES),
    residenceCountry: optional(COUNTRIES),
    visaStatus: optional(VISA_STATUSES),
    transferable: optional(YES_NO),
    noticePeriod: optional(NOTICE_PERIODS),
    gccYears: z
      .string()
      .max(3)
      .regex(/^\d{0,2}$/, 'invalid')
      .transform((value) => (value === '' ? null : Number(value))),
    arabic: optional(LEVELS),
    english: optional(LEVELS),
    expectedSalary: z.string().max(40),
    expectedCurrency: optional(currencies),
    relocate: optional(YES_NO),
    digestRecommendations: z
      .string()
      .max(10)
      .transform((value) => value === 'on' || value === 'true'),
  })
  .transform((data, ctx) => {
    const text = data.expectedSalary.trim()
    const currency = data.expectedCurrency ?? 'SAR'
    const expectedSalary = text ? parseAmount(text, currency) : null
    if (text && expectedSalary === null) {
      ctx.addIssue({ code: 'custom', path: ['expectedSalary'], message: 'invalidSalary' })
      return z.NEVER
    }
    return { ...data, expectedSalary, expectedCurrency: expectedSalary === null ? data.expectedCurrency : currency }
  })

/** "Not interested" on a recommended job, and its undo. */
export const notInterestedSchema = z.object({
  job: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  undo: z
    .string()
    .max(10)
    .transform((value) => value === '1'),
})

/** An answer to an invitation to apply. */
export const answerSchema = z.object({
  invitation: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  answer: z.enum(['interested', 'declined']),
})
