'use client'

import { useActionState } from 'react'

import { Field, FormAlert, SubmitButton } from '@/components/forms/Field'

import { deleteMyAccount, requestMyData, type DeleteState, type ExportState } from '../actions'
import type { DataRightsText } from '../text'

const exportButton = 'rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50'
const deleteButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60'

/** "Download my data": asks for a one-time link, then shows it (it works once, for its owner, for a while). */
export function ExportForm({ text }: { text: DataRightsText }) {
  const [state, formAction, pending] = useActionState<ExportState, FormData>(requestMyData, {})
  return (
    <form action={formAction} className="space-y-3" data-testid="export-form">
      {state.formError ? <FormAlert>{text.errors[state.formError]}</FormAlert> : null}
      {state.done && state.link ? (
        <div className="space-y-2" role="status">
          <p>{state.notice}</p>
          <a
            href={state.link}
            className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            data-testid="export-link"
          >
            {text.exportLink}
          </a>
        </div>
      ) : (
        <SubmitButton pending={pending} label={text.exportButton} pendingLabel={text.preparing} className={exportButton} />
      )}
    </form>
  )
}

/**
 * "Delete my account": the password confirms it; an account that signs in with a provider may instead sign in with
 * it again and come back within a few minutes (`fresh`), when the password may stay empty.
 */
export function DeleteAccountForm({ text, fresh, freshNote }: { text: DataRightsText; fresh: boolean; freshNote?: string }) {
  const [state, formAction, pending] = useActionState<DeleteState, FormData>(deleteMyAccount, {})
  const passwordError = state.errors?.password ? text.errors[state.errors.password as keyof DataRightsText['errors']] : undefined
  return (
    <form action={formAction} noValidate className="space-y-4" data-testid="delete-account-form">
      {state.formError && !state.errors ? <FormAlert>{text.errors[state.formError]}</FormAlert> : null}
      {fresh && freshNote ? <p className="text-sm">{freshNote}</p> : null}
      <Field
        id="delete-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={text.deletePassword}
        hint={text.deletePasswordHint}
        error={passwordError}
      />
      <SubmitButton pending={pending} label={text.deleteButton} pendingLabel={text.deleting} className={deleteButton} />
    </form>
  )
}
