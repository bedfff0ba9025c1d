'use server'

import { redirect } from 'next/navigation'

import { candidateForm } from '@/features/accounts/actionClients'
import { safeRedirect } from '@/features/accounts/constants'
import { PROFILE_FIELDS } from '@/features/accounts/profile'
import { AccountError, updateProfile } from '@/features/accounts/service'
import type { AccountErrorKey } from '@/features/accounts/schema'
import { textFields, type FormState } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'

import { PROPOSAL_FIELDS, type ProposalField } from './proposals'

/**
 * The CV review form (components/CvReviewForm.tsx), with or without scripts: the values the candidate ticked (and
 * what they typed into a field the profile still needs) go onto the profile through the profile's own rules
 * (features/accounts/service.ts, phones in international form), everything else stays as it is. Saved, the
 * candidate is back on their profile (303), still with the way back to the job they were applying for (`redirect`,
 * a local path); refused, the form comes back with the errors, what they typed and ticked.
 */
export type ReviewFormError = 'nothingChosen' | 'sessionExpired' | 'unexpected' | 'validationFailed' | 'badRequest'
export type ReviewState = FormState<ProposalField, ReviewFormError> & { accepted?: ProposalField[] }

/** What was posted and ticked, to send back with a refusal. */
function choicesOf(form: FormData) {
  const values = textFields(form, PROPOSAL_FIELDS)
  const accepted = [...new Set(form.getAll('accept').map(String))].filter((field): field is ProposalField =>
    (PROPOSAL_FIELDS as readonly string[]).includes(field),
  )
  return { values, accepted }
}

const refusal = (form: FormData, formError: ReviewFormError, errors?: ReviewState['errors']): ReviewState => ({
  formError,
  errors,
  ...choicesOf(form),
})

export const applyCvProposals = candidateForm(
  { unauthenticated: (form): ReviewState => refusal(form, 'sessionExpired') },
  async (form, { locale, user: me }): Promise<ReviewState> => {
    const { values: posted, accepted } = choicesOf(form)
    const answer = (formError: ReviewFormError, errors?: ReviewState['errors']) => refusal(form, formError, errors)
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
    // Back on the profile, with the way back to the job being applied for when the candidate came from one.
    const back = safeRedirect(form.get('redirect'))
    redirect(`/${locale}/profile?updated=cv${back ? `&redirect=${encodeURIComponent(back)}` : ''}#cv-proposals`)
  },
)
