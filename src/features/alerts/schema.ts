import { z } from '@/lib/zod'

import { ALERT_FREQUENCIES } from './constants'

/**
 * "Email me jobs like these": one schema for the browser and the server (messages are keys of `Alerts.errors`).
 * The search comes with the form as hidden fields, the ones /jobs itself has in its URL; the server keeps them to
 * what /jobs accepts (search.ts cleanSearch).
 */
const search = {
  q: z.string().max(300).optional(),
  industry: z.string().max(100).optional(),
  location: z.string().max(100).optional(),
  workplace: z.string().max(30).optional(),
  type: z.string().max(30).optional(),
  experience: z.string().max(30).optional(),
}

/** Daily or weekly (posted as text). */
export const frequencyField = z.string().pipe(z.enum(ALERT_FREQUENCIES))

export const candidateAlertSchema = z.object({ frequency: frequencyField, ...search })

export const visitorAlertSchema = candidateAlertSchema.extend({
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
})

export type CandidateAlertInput = z.input<typeof candidateAlertSchema>
export type VisitorAlertInput = z.input<typeof visitorAlertSchema>
export type AlertErrorKey = 'emailRequired' | 'emailInvalid'
export type AlertFormError = 'rateLimited' | 'unexpected' | 'sessionExpired' | 'badRequest'

/** The form's fields, as posted. */
export const ALERT_FIELDS = ['email', 'frequency', 'q', 'industry', 'location', 'workplace', 'type', 'experience'] as const
