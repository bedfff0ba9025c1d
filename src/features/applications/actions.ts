'use server'

import { APIError, ValidationError, type Where } from 'payload'

import { actionCandidate } from '@/features/accounts/current'
import { missingForApply } from '@/features/accounts/schema'
import { isLocale, type Locale } from '@/i18n/locales'
import { idOf } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload'

import { findExisting } from './rules'
import type { ApplicationErrorKey, ApplicationInput } from './schema'

const localeOf = (raw: string): Locale => (isLocale(raw) ? raw : 'en')

export type Existing = { id: number; status: string; createdAt: string }

export type ApplyState =
  | { state: 'signedOut' }
  | { state: 'closed' }
  | { state: 'applied'; existing: Existing }
  | { state: 'profileIncomplete'; missing: string[] }
  | { state: 'cvRequired' }
  | {
      state: 'ready'
      prefill: { fullName: string; phoneNumber: string; city: string; state: string; skills: string }
      cv: { id: number; name: string }
    }

async function openJob(jobId: number, candidate: NonNullable<Awaited<ReturnType<typeof actionCandidate>>>) {
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: false, user: candidate, disableErrors: true })
}

/** What the Apply button should show to this visitor for this job (spec §4 outcomes, in order). */
export async function applyState(jobId: number): Promise<ApplyState> {
  const candidate = await actionCandidate()
  if (!candidate) return { state: 'signedOut' }
  if (!Number.isInteger(jobId) || !(await openJob(jobId, candidate))) return { state: 'closed' }
  const payload = await getPayloadClient()
  const existing = await findExisting(payload, jobId, candidate.id)
  if (existing) return { state: 'applied', existing }
  const me = await payload.findByID({ collection: 'candidates', id: candidate.id, depth: 1, overrideAccess: false, user: candidate })
  const missing = missingForApply({ ...me, cv: me.cv ? 1 : null }).filter((key) => key !== 'cv')
  if (missing.length) return { state: 'profileIncomplete', missing }
  const cv = me.cv && typeof me.cv === 'object' ? me.cv : null
  if (!cv) return { state: 'cvRequired' }
  return {
    state: 'ready',
    prefill: {
      fullName: me.fullName,
      phoneNumber: me.phoneNumber_1 ?? '',
      city: me.city ?? '',
      state: me.state ?? '',
      skills: me.skills ?? '',
    },
    cv: { id: cv.id, name: cv.originalName ?? cv.filename ?? '' },
  }
}

export type SubmitResult =
  | { ok: true; application: Existing }
  | {
      ok: false
      formError:
        'validationFailed' | 'badRequest' | 'authError' | 'unexpected' | 'closed' | 'profileIncomplete' | 'cvRequired' | 'alreadyApplied'
      errors?: Partial<Record<keyof ApplicationInput, ApplicationErrorKey>>
      missing?: string[]
      existing?: Existing
    }

/**
 * Creates the application through the Local API as the candidate, so the
 * collection's own checks decide (the same ones REST and GraphQL get).
 * A repeated or concurrent submission finds the one application there is.
 */
export async function submitApplication(rawLocale: string, input: ApplicationInput): Promise<SubmitResult> {
  const locale = localeOf(rawLocale)
  const candidate = await actionCandidate()
  if (!candidate) return { ok: false, formError: 'authError' }
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: 'applications',
      data: input as never,
      user: candidate,
      overrideAccess: false,
      locale,
      depth: 0,
    })
    return { ok: true, application: { id: doc.id, status: doc.status, createdAt: doc.createdAt } }
  } catch (error) {
    if (error instanceof APIError && error.data && typeof error.data === 'object' && 'kind' in error.data) {
      const data = error.data as {
        kind: string
        fieldErrors?: SubmitResult extends { errors?: infer E } ? E : never
        missing?: string[]
        existing?: Existing
      }
      switch (data.kind) {
        case 'validation':
          return { ok: false, formError: 'validationFailed', errors: data.fieldErrors }
        case 'authRequired':
          return { ok: false, formError: 'authError' }
        case 'closed':
        case 'profileIncomplete':
        case 'cvRequired':
          return { ok: false, formError: data.kind, missing: data.missing }
        case 'alreadyApplied':
          return { ok: false, formError: 'alreadyApplied', existing: data.existing }
      }
    }
    // Two submissions at once: the unique index let one through.
    const job = Number((input as { job?: unknown }).job)
    if (Number.isInteger(job)) {
      const existing = await findExisting(payload, job, candidate.id)
      if (existing) return { ok: false, formError: 'alreadyApplied', existing }
    }
    if (error instanceof ValidationError) return { ok: false, formError: 'badRequest' }
    payload.logger.error({ err: error }, 'Application failed')
    return { ok: false, formError: 'unexpected' }
  }
}

/** The ids of the signed-in candidate's saved jobs, or null for a visitor. */
export async function savedJobIds(): Promise<number[] | null> {
  const candidate = await actionCandidate()
  if (!candidate) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'saved-jobs',
    user: candidate,
    overrideAccess: false,
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { job: true },
  })
  return docs.map((d) => idOf(d.job))
}

/** Saves or unsaves a job for the signed-in candidate; saving twice keeps one. */
export async function setJobSaved(jobId: number, saved: boolean): Promise<{ ok: boolean; signedOut?: boolean }> {
  const candidate = await actionCandidate()
  if (!candidate) return { ok: false, signedOut: true }
  if (!Number.isInteger(jobId)) return { ok: false }
  const payload = await getPayloadClient()
  const where: Where = { and: [{ candidate: { equals: candidate.id } }, { job: { equals: jobId } }] }
  try {
    if (saved) {
      const { totalDocs } = await payload.count({ collection: 'saved-jobs', where, user: candidate, overrideAccess: false })
      if (!totalDocs) {
        const job = await payload.findByID({
          collection: 'jobs',
          id: jobId,
          depth: 0,
          user: candidate,
          overrideAccess: false,
          disableErrors: true,
        })
        if (!job) return { ok: false }
        await payload.create({ collection: 'saved-jobs', data: { job: jobId } as never, user: candidate, overrideAccess: false })
      }
    } else {
      await payload.delete({ collection: 'saved-jobs', where, user: candidate, overrideAccess: false })
    }
    return { ok: true }
  } catch (error) {
    // A second save racing the first hit the unique index: still saved once.
    if (saved && error instanceof ValidationError) return { ok: true }
    payload.logger.error({ err: error }, 'Saving a job failed')
    return { ok: false }
  }
}
