import { APIError, type Payload, type PayloadRequest } from 'payload'

import { isCandidate } from '@/access/candidates'
import { normalizePhone, missingForApply } from '@/features/accounts/schema'
import { applyBlock, blockNotice } from '@/features/matching'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'

import { statusLabel } from './statusLabel'
import { applicationErrors, applicationSchema, type ApplicationData, type ApplicationErrorKey, type ApplicationInput } from './schema'
import { translator } from '@/i18n/messages'
import { toLocale } from '@/i18n/locales'

/**
 * The server's checks for an application, whatever path it comes by
 * (page, REST, GraphQL): signed in, valid fields, job open, profile
 * complete, the job's criteria met when it takes only those who meet them,
 * a CV of the candidate's own, and no earlier application.
 */
export type RefusalKind =
  'authRequired' | 'validation' | 'closed' | 'ineligible' | 'profileIncomplete' | 'cvRequired' | 'alreadyApplied' | 'rateLimited'

export class ApplicationRefused extends Error {
  constructor(
    public kind: RefusalKind,
    message: string,
    public details: {
      fieldErrors?: Partial<Record<keyof ApplicationInput, ApplicationErrorKey>>
      missing?: string[]
      existing?: { id: number; status: string; createdAt: string }
      /** `ineligible`: the job's criteria the profile does not meet, and those it does not say (features/matching). */
      fails?: string[]
      unknown?: string[]
    } = {},
  ) {
    super(message)
  }
}

const STATUS: Record<RefusalKind, number> = {
  authRequired: 401,
  validation: 400,
  closed: 409,
  ineligible: 403,
  profileIncomplete: 400,
  cvRequired: 400,
  alreadyApplied: 409,
  rateLimited: 429,
}

export function toApiError(error: ApplicationRefused, locale: string | undefined): APIError {
  return new APIError(error.message, STATUS[error.kind], { kind: error.kind, ...error.details, locale }, true)
}

type Checked = ApplicationData & { candidate: number | string; phoneNumber: string }

export async function checkApplication(payload: Payload, req: Partial<PayloadRequest>, raw: Record<string, unknown>): Promise<Checked> {
  const t = translator(req.locale, 'Applications')
  const user = req.user
  if (!isCandidate(user)) throw new ApplicationRefused('authRequired', t('authRequired'))

  const jobId = Number(raw.job)
  if (raw.job === undefined || raw.job === null || raw.job === '' || !Number.isInteger(jobId) || jobId <= 0) {
    throw new ApplicationRefused('validation', t('errors.jobIdMissing'), { fieldErrors: { job: 'jobIdMissing' } })
  }
  const candidate = await payload.findByID({ collection: 'candidates', id: user.id, depth: 0, overrideAccess: true, req })
  const missing = missingForApply(candidate).filter((key) => key !== 'cv')
  if (missing.length) throw new ApplicationRefused('profileIncomplete', t('profileIncomplete'), { missing })
  // No CV chosen: the profile's CV, if there is one.
  const profileCv = typeof candidate.cv === 'object' && candidate.cv ? candidate.cv.id : candidate.cv
  const input = raw.cv === undefined || raw.cv === null || raw.cv === '' ? { ...raw, cv: profileCv ?? undefined } : raw
  if (input.cv === undefined) throw new ApplicationRefused('cvRequired', t('cvRequired'))

  const parsed = applicationSchema.safeParse(input)
  const fieldErrors = parsed.success ? {} : applicationErrors(parsed.error)
  let phone: string | null = null
  if (!fieldErrors.phoneNumber) {
    phone = await normalizePhone(String(input.phoneNumber ?? ''))
    if (!phone) fieldErrors.phoneNumber = 'phoneInvalid'
  }
  if (fieldErrors.cv) throw new ApplicationRefused('validation', t('errors.cvUrlMissing'), { fieldErrors })
  if (!parsed.success || Object.keys(fieldErrors).length) {
    const messages = Object.values(fieldErrors).map((key) => t(`errors.${key!}`))
    throw new ApplicationRefused('validation', `${t('errors.validationFailed')}: ${messages.join(' ')}`, { fieldErrors })
  }
  const data = parsed.data

  // As the candidate: the public rule (open and not past its closing day) decides.
  const job = await payload.findByID({ collection: 'jobs', id: data.job, depth: 0, overrideAccess: false, user, disableErrors: true, req })
  if (!job) throw new ApplicationRefused('closed', t('closed'))

  // A job only for those who meet its criteria (issue 32): the seeker is told which, in their language.
  const block = await applyBlock(payload, user.id, data.job, req)
  if (block) {
    const { notice } = blockNotice(block, toLocale(req.locale), `/${toLocale(req.locale)}/jobs`)
    throw new ApplicationRefused('ineligible', notice, { fails: block.fails, unknown: block.unknown })
  }

  // The CV must be one of the candidate's own files, still on record.
  const cv = await payload.findByID({
    collection: 'candidate-cvs',
    id: data.cv,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
    req,
  })
  if (!cv?.url) throw new ApplicationRefused('validation', t('errors.cvUrlMissing'), { fieldErrors: { cv: 'cvUrlMissing' } })

  const existing = await findExisting(payload, data.job, user.id, req)
  if (existing) {
    const message = t('alreadyApplied', {
      date: existing.createdAt.slice(0, 10),
      status: statusLabel(toLocale(req.locale), existing.status),
    })
    throw new ApplicationRefused('alreadyApplied', message, { existing })
  }

  // Applications per account and hour (lib/rateLimit.ts), counted once everything else has passed.
  try {
    await consumeRateLimit('apply', `candidates:${user.id}`)
  } catch (error) {
    if (error instanceof RateLimitedError) throw new ApplicationRefused('rateLimited', t('errors.rateLimited'))
    throw error
  }

  return { ...data, candidate: user.id, phoneNumber: phone! }
}

export async function findExisting(payload: Payload, job: number, candidate: number | string, req?: Partial<PayloadRequest>) {
  const found = await payload.find({
    collection: 'applications',
    where: { and: [{ job: { equals: job } }, { candidate: { equals: candidate } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  return doc ? { id: doc.id, status: doc.status, createdAt: doc.createdAt } : undefined
}
