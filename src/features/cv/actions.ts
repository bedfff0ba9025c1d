'use server'

import { redirect } from 'next/navigation'

import { actionCandidate } from '@/features/accounts/current'
import { PROFILE_FIELDS } from '@/features/accounts/profile'
import { AccountError, updateProfile } from '@/features/accounts/service'
import type { AccountErrorKey } from '@/features/accounts/schema'
import { requestLocale } from '@/i18n/server'
import { isForm } from '@/lib/forms/action'
import { textFields, type FormState } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'

import { PROPOSAL_FIELDS, type ProposalField } from './proposals'

/**
 * The CV review form (components/CvReviewForm.tsx), with or without scripts: the values the candidate ticked (and
 * what they typed into a field the profile still needs) go onto the profile through the profile's own rules
 * (features/accounts/service.ts, phones in international form), everything else stays as it is. Saved, the
 * candidate is back on their profile (303); refused, the form comes back with the errors, what they typed and ticked.
 */
export type ReviewFormError = 'nothingChosen' | 'sessionExpired' | 'unexpected' | 'validationFailed' | 'badRequest'
export type ReviewState = FormState<ProposalField, ReviewFormError> & { accepted?: ProposalField[] }

export async function applyCvProposals(_state: ReviewState, formData: FormData): Promise<ReviewState> {
  if (!isForm(formData)) return { formError: 'badRequest' }
  const form = formData
  const posted = textFields(form, PROPOSAL_FIELDS)
  const accepted = [...new Set(form.getAll('accept').map(String))].filter((field): field is ProposalField =>
    (PROPOSAL_FIELDS as readonly string[]).includes(field),
  )
  const answer = (formError: ReviewFormError, errors?: ReviewState['errors']): ReviewState => ({
    formError,
    errors,
    values: posted,
    accepted,
  })
  const me = await actionCandidate()
  if (!me) return answer('sessionExpired')
  const payload = await getPayloadClient()
  const candidate = (await payload.findByID({
    collection: 'candidates',
    id: me.id,
    depth: 0,
    overrideAccess: false,
    user: me,
  })) as unknown as Record<string, unknown>
  const current = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, candidate[field] === null || candidate[field] === undefined ? '' : String(candidate[field])]),
  )
  const chosen: Partial<Record<ProposalField, string>> = {}
  for (const field of PROPOSAL_FIELDS) {
    // Only what was ticked (a field the profile needs is ticked by the form itself): left empty there, it is not a choice.
    if (accepted.includes(field) && (posted[field].trim() || current[field])) chosen[field] = posted[field]
  }
  if (!Object.keys(chosen).length) return answer('nothingChosen')
  try {
    await updateProfile(payload, me, { ...current, ...chosen })
  } catch (error) {
    if (error instanceof AccountError)
      return answer('validationFailed', error.fieldErrors as Partial<Record<ProposalField, AccountErrorKey>>)
    payload.logger.error({ err: error }, 'Saving CV proposals failed')
    return answer('unexpected')
  }
  redirect(`/${await requestLocale()}/profile?updated=cv#cv-proposals`)
}
