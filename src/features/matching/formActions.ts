'use server'

import { redirect } from 'next/navigation'

import { candidateAction } from '@/features/accounts/actionClients'
import { publicPost } from '@/lib/forms/clients'
import { textFields } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'

import { safeRedirect } from '@/features/accounts/constants'

import { NOT_INTERESTED_MAX } from './constants'
import { answerSchema, ELIGIBILITY_FIELDS, eligibilitySchema, notInterestedSchema } from './schema'

type Outcome = { ok: boolean; error?: 'invalidSalary' | 'invalid' | 'sessionExpired' }

/** The candidate's own eligibility, through the collection's access rules, as them. */
const saveEligibility = candidateAction(
  {
    schema: eligibilitySchema,
    invalid: (errors) => ({ ok: false, error: errors.expectedSalary === 'invalidSalary' ? 'invalidSalary' : 'invalid' }) as Outcome,
    unauthenticated: { ok: false, error: 'sessionExpired' } as Outcome,
  },
  async (data, { user }): Promise<Outcome> => {
    const payload = await getPayloadClient()
    await payload.update({ collection: 'candidates', id: user.id, user, overrideAccess: false, data: { eligibility: data } })
    return { ok: true }
  },
)

/** The eligibility form on /profile: works before scripts load (POST, then a 303 back to its section). */
export const saveEligibilityForm = publicPost(async (formData, { locale }) => {
  const result = await saveEligibility(textFields(formData, ELIGIBILITY_FIELDS) as Parameters<typeof saveEligibility>[0])
  if (result.error === 'sessionExpired') redirect(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile#eligibility`)}`)
  redirect(`/${locale}/profile?eligibility=${result.ok ? 'saved' : (result.error ?? 'invalid')}#eligibility`)
})

type HideOutcome = { ok: boolean; error?: 'invalid' | 'sessionExpired' }

/** How a one-button action answers a bad input (`invalid`) and a signed-out visitor (`sessionExpired`). */
const refusedAs = <T>() => ({
  invalid: () => ({ ok: false, error: 'invalid' }) as T,
  unauthenticated: { ok: false, error: 'sessionExpired' } as T,
})

/**
 * "Not interested" on a recommended job (and its undo): the job goes on the seeker's own list, through the
 * collection's access rules as them, and is never recommended again (load.ts). Only a job they may see.
 */
const markNotInterested = candidateAction(
  {
    schema: notInterestedSchema,
    ...refusedAs<HideOutcome>(),
  },
  async ({ job, undo }, { user }): Promise<HideOutcome> => {
    const payload = await getPayloadClient()
    const me = await payload.findByID({
      collection: 'candidates',
      id: user.id,
      depth: 0,
      select: { notInterested: true },
      user,
      overrideAccess: false,
    })
    const ids = (me.notInterested ?? []).map((value) => Number(typeof value === 'object' ? value.id : value))
    const rest = ids.filter((id) => id !== job)
    if (!undo) {
      const visible = await payload.findByID({ collection: 'jobs', id: job, depth: 0, user, overrideAccess: false, disableErrors: true })
      if (!visible) return { ok: false, error: 'invalid' }
    }
    const next = undo ? rest : [...rest, job].slice(-NOT_INTERESTED_MAX)
    await payload.update({ collection: 'candidates', id: user.id, user, overrideAccess: false, data: { notInterested: next } })
    return { ok: true }
  },
)

/** The button on each recommended job (works before scripts load): a POST, then a 303 back with an undo. */
export const notInterestedForm = publicPost(async (formData, { locale }) => {
  const fields = textFields(formData, ['job', 'undo', 'back'] as const)
  const back = safeRedirect(fields.back)
  const page = back && /^\/(en|ar)\/profile(\/jobs)?$/.test(back) ? back : `/${locale}/profile/jobs`
  const result = await markNotInterested({ job: fields.job, undo: fields.undo })
  if (result.error === 'sessionExpired') redirect(`/${locale}/login?redirect=${encodeURIComponent(page)}`)
  const answer = !result.ok ? 'hidden=invalid' : fields.undo === '1' ? 'restored=1' : `hidden=${encodeURIComponent(fields.job)}`
  redirect(`${page}?${answer}#recommended`)
})

type AnswerOutcome = { ok: boolean; applied?: boolean; error?: 'invalid' | 'sessionExpired' }

/** The candidate's one answer to an invitation, through the collection's access and hooks as them. */
const answerInvitation = candidateAction(
  {
    schema: answerSchema,
    ...refusedAs<AnswerOutcome>(),
  },
  async ({ invitation, answer }, { user }): Promise<AnswerOutcome> => {
    const payload = await getPayloadClient()
    try {
      const doc = await payload.update({
        collection: 'job-invitations',
        id: invitation,
        data: { status: answer },
        user,
        overrideAccess: false,
      })
      // The application is made once the answer has committed (invitations.ts): read it back.
      const answered = await payload.findByID({ collection: 'job-invitations', id: doc.id, depth: 0, user, overrideAccess: false })
      return { ok: true, applied: Boolean(answered.application) }
    } catch {
      // Another's invitation (404), one already answered (409): nothing changes.
      return { ok: false, error: 'invalid' }
    }
  },
)

/** "Interested" / "Not now" on the profile's invitations (works before scripts load): a POST, then a 303 back. */
export const answerInvitationForm = publicPost(async (formData, { locale }) => {
  const fields = textFields(formData, ['invitation', 'answer'] as const)
  const result = await answerInvitation(fields as Parameters<typeof answerInvitation>[0])
  if (result.error === 'sessionExpired') redirect(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}/profile#invitations`)}`)
  const answer = !result.ok ? 'invalid' : fields.answer === 'interested' && !result.applied ? 'unsent' : fields.answer
  redirect(`/${locale}/profile?invitation=${answer}#invitations`)
})
