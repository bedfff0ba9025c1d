'use server'

import { headers } from 'next/headers'
import type { Where } from 'payload'

import { candidateAction, candidateCall, visitorCall } from '@/features/accounts/actionClients'
import { recordConsent } from '@/features/consent'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload'
import { isPayloadError, isValidationError } from '@/lib/payloadErrors'
import { z } from '@/lib/zod'

import { appliedNotice, applyStateFor, missingNotice, type ApplyState, type Existing } from './apply'
import { savedJobIdsOf } from './queries'
import { findExisting } from './rules'
import { sourceOfReferrer, sourceOfToken } from './source'
import { ticked, type ApplicationErrorKey, type ApplicationFormInput, type ApplicationInput } from './schema'

/** What the Apply button should show to this visitor for this job (spec §4 outcomes, in order). */
export const applyState = visitorCall(async ({ locale, user }, jobId: number): Promise<ApplyState> => applyStateFor(user, jobId, locale))

export type SubmitResult =
  | { ok: true; application: Existing }
  | {
      ok: false
      formError:
        | 'validationFailed'
        | 'badRequest'
        | 'authError'
        | 'unexpected'
        | 'closed'
        | 'ineligible'
        | 'profileIncomplete'
        | 'cvRequired'
        | 'alreadyApplied'
        | 'rateLimited'
      errors?: Partial<Record<keyof ApplicationInput, ApplicationErrorKey>>
      missing?: string[]
      existing?: Existing
      /** The refusal in the reader's language, for the states that replace the form (applied, profile incomplete, ineligible). */
      notice?: string
      /** `ineligible`: where the seeker adds what their profile does not say. */
      fill?: { href: string; text: string } | null
    }

/**
 * Creates the application through the Local API as the candidate, so the
 * collection's own checks decide (the same ones REST and GraphQL get).
 * A repeated or concurrent submission finds the one application there is.
 *
 * `keepConsent`: the box of a first application (features/applications/apply.ts `keep`). Ticked, consent to keep
 * is recorded once the application is in, with the sentence the form showed in the page's language (issue 29).
 */
export const submitApplication: (input: ApplicationFormInput) => Promise<SubmitResult> = candidateAction(
  { schema: z.custom<ApplicationFormInput>(), unauthenticated: { ok: false, formError: 'authError' } },
  async (given, { locale, user: candidate }): Promise<SubmitResult> => {
    const payload = await getPayloadClient()
    const { keepConsent, src, ...input } = (given && typeof given === 'object' ? given : {}) as ApplicationFormInput & { src?: unknown }
    try {
      const doc = await payload.create({
        collection: 'applications',
        data: input as never,
        user: candidate,
        overrideAccess: false,
        locale,
        depth: 0,
      })
      // Where it came from: the tracked link the job's page was opened with (the form's `src` before scripts, else
      // the Referer of this request: features/applications/source.ts). Written beside the application, with no
      // hooks: the field is staff's to change, and a wrong token is simply not counted.
      const tracked =
        sourceOfToken(typeof src === 'string' ? src : null) ?? sourceOfReferrer((await headers()).get('referer'), env.origins.all)
      if (tracked) {
        await payload.db
          .updateOne({
            collection: 'applications',
            id: doc.id,
            data: { source: tracked.source, sourceDetail: tracked.sourceDetail ?? null },
          })
          .catch((error: unknown) => payload.logger.error({ err: error }, 'Could not record where an application came from'))
      }
      if (ticked(keepConsent)) {
        await recordConsent(payload, { candidate: candidate.id, purpose: 'keep', language: locale, method: 'application' }).catch(
          (error: unknown) => payload.logger.error({ err: error }, 'Could not record the consent given with an application'),
        )
      }
      return { ok: true, application: { id: doc.id, status: doc.status, createdAt: doc.createdAt } }
    } catch (error) {
      // Payload's errors by shape, not class (lib/payloadErrors.ts).
      if (isPayloadError(error) && error.data && typeof error.data === 'object' && 'kind' in error.data) {
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
          case 'cvRequired':
            return { ok: false, formError: data.kind }
          case 'profileIncomplete':
            return { ok: false, formError: data.kind, missing: data.missing, notice: await missingNotice(data.missing ?? [], locale) }
          case 'ineligible':
            return {
              ok: false,
              formError: 'ineligible',
              ...(await ineligible(candidate, Number((input as { job?: unknown }).job), locale)),
            }
          case 'alreadyApplied':
            return { ok: false, formError: 'alreadyApplied', ...(await alreadyApplied(data.existing, locale)) }
          case 'rateLimited':
            return { ok: false, formError: 'rateLimited' }
        }
      }
      // Two submissions at once: the unique index let one through.
      const job = Number((input as { job?: unknown }).job)
      if (Number.isInteger(job)) {
        const existing = await findExisting(payload, job, candidate.id)
        if (existing) return { ok: false, formError: 'alreadyApplied', ...(await alreadyApplied(existing, locale)) }
      }
      if (isValidationError(error)) return { ok: false, formError: 'badRequest' }
      payload.logger.error({ err: error }, 'Application failed')
      return { ok: false, formError: 'unexpected' }
    }
  },
)

/** The refusal's words and the way forward, as the Apply panel shows them (the same as `applyStateFor`). */
async function ineligible(candidate: Parameters<typeof applyStateFor>[0], job: number, locale: Parameters<typeof appliedNotice>[1]) {
  const state = await applyStateFor(candidate, job, locale)
  return state.state === 'ineligible' ? { notice: state.notice, fill: state.fill } : {}
}

async function alreadyApplied(existing: Existing | undefined, locale: Parameters<typeof appliedNotice>[1]) {
  return existing ? { existing, notice: await appliedNotice(existing, locale) } : {}
}

/** The ids of the signed-in candidate's saved jobs, or null for a visitor. */
export const savedJobIds = candidateCall(null, async ({ user: candidate }): Promise<number[] | null> => savedJobIdsOf(candidate))

/** The jobs the signed-in candidate has applied for (cards and the job page say "Applied"); null for a visitor. */
export const appliedJobIds = candidateCall(null, async ({ user: candidate }): Promise<number[] | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { candidate: { equals: candidate.id } },
    overrideAccess: true,
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { job: true },
  })
  return [...new Set(docs.map((d) => idOf(d.job)))]
})

/** Saves or unsaves a job for the signed-in candidate; saving twice keeps one. */
type SaveResult = { ok: boolean; signedOut?: boolean }

export const setJobSaved = candidateCall(
  { ok: false, signedOut: true } as SaveResult,
  async ({ user: candidate }, jobId: number, saved: boolean): Promise<SaveResult> => {
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
      if (saved && isValidationError(error)) return { ok: true }
      payload.logger.error({ err: error }, 'Saving a job failed')
      return { ok: false }
    }
  },
)
