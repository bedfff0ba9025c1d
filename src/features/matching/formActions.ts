'use server'

import { redirect } from 'next/navigation'

import { candidateAction } from '@/features/accounts/actionClients'
import { publicPost } from '@/lib/forms/clients'
import { textFields } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'

import { ELIGIBILITY_FIELDS, eligibilitySchema } from './schema'

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
