'use client'

import { useActionState } from 'react'

import { FormAlert, inputClass, primaryButton } from '@/components/forms/Field'
import type { AccountText, ProfileText } from '@/features/accounts/text'

import { applyCvProposals, type ReviewState } from '../actions'
import type { Proposal, ProposalField } from '../proposals'
import type { CvProposalsText } from '../text'

type Props = {
  rows: Proposal[]
  /** The proposals ticked when the form opens (proposals.ts, initiallyTicked). */
  preTicked: ProposalField[]
  /** The job being applied for (a local path), carried back to the profile. */
  back: string | null
  text: CvProposalsText
  profile: ProfileText
  account: AccountText
}

const LTR: readonly ProposalField[] = ['phoneNumber_1', 'phoneNumber_2', 'experienceYears']

/**
 * The CV's proposals next to the profile's values (issue 20): each proposal in a field the candidate may correct,
 * with a box to tick to use it; a field the profile still needs is asked for. Posts to a server action, so it works
 * before scripts load; with them, typing in a proposal ticks its box.
 */
export function CvReviewForm({ rows, preTicked, back, text, profile, account }: Props) {
  const [state, formAction, pending] = useActionState<ReviewState, FormData>(applyCvProposals, {})
  // Uncontrolled boxes: after a refusal React resets the form to what was rendered, so each box renders as it was
  // posted (`state.accepted`), or on opening pre-ticked for an empty field (initiallyTicked). Typing in a proposal
  // ticks its box.
  const ticked = new Set<ProposalField>(state.accepted ?? preTicked)
  const tick = (field: ProposalField) => {
    const box = document.getElementById(`accept-${field}`) as HTMLInputElement | null
    if (box) box.checked = true
  }
  const errorOf = (field: ProposalField) => {
    const key = state.errors?.[field]
    return key ? (account.errors[key as keyof AccountText['errors']] ?? account.errors.validationFailed) : null
  }
  return (
    <form action={formAction} noValidate className="space-y-4" data-testid="cv-review-form">
      {back ? <input type="hidden" name="redirect" value={back} /> : null}
      {state.formError ? <FormAlert>{text.errors[state.formError]}</FormAlert> : null}
      <ul className="space-y-4">
        {rows.map((row) => {
          const id = `cv-${row.field}`
          const error = errorOf(row.field)
          const label = profile.field[row.field as keyof ProfileText['field']]
          const value = state.values?.[row.field] ?? row.proposed
          const multiline = row.field === 'skills'
          const common = {
            id,
            name: row.field,
            defaultValue: value,
            dir: LTR.includes(row.field) ? ('ltr' as const) : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': `${id}-now${error ? ` ${id}-error` : ''}`,
            className: inputClass,
            onChange: () => tick(row.field),
          }
          return (
            <li key={row.field} className="rounded-xl border border-slate-200 p-4" data-testid={`proposal-${row.field}`}>
              <label htmlFor={id} className="font-semibold">
                {label}
                {row.needed ? <span className="ms-2 text-sm font-normal text-muted">{text.needed}</span> : null}
              </label>
              <p id={`${id}-now`} className="mt-1 text-sm text-muted">
                {text.current}: <span dir="auto">{row.current || text.emptyValue}</span>
              </p>
              {multiline ? (
                <textarea rows={3} {...common} />
              ) : (
                <input {...common} inputMode={row.field === 'experienceYears' ? 'numeric' : undefined} />
              )}
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
              {row.needed ? (
                // A field the profile needs and the CV did not give: what the candidate types here is their choice.
                <input type="hidden" name="accept" value={row.field} />
              ) : (
                <label className="mt-2 inline-flex items-center gap-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name="accept"
                    value={row.field}
                    id={`accept-${row.field}`}
                    defaultChecked={ticked.has(row.field)}
                    className="h-4 w-4"
                    data-testid={`accept-${row.field}`}
                  />
                  {text.use}
                </label>
              )}
            </li>
          )
        })}
      </ul>
      <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={pending}>
        {pending ? account.working : text.save}
      </button>
    </form>
  )
}
