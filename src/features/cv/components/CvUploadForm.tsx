'use client'

import { useActionState } from 'react'

import { FormAlert, SubmitButton } from '@/components/forms/Field'
import type { ProfileText } from '@/features/accounts/text'
import { uploadCvForm, type CvFormState } from '@/features/applications/formActions'

import type { CvProposalsText } from '../text'

const uploadButton = 'rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50'

/**
 * A CV for the profile, posted with its form (before or after scripts load): stored as the profile's CV by the same
 * checks as every upload, then the review page comes back with what the new CV proposes.
 */
export function CvUploadForm({
  text,
  profile,
  back,
  accept,
}: {
  text: CvProposalsText
  profile: ProfileText
  back: string
  accept: string
}) {
  const [state, formAction, pending] = useActionState<CvFormState, FormData>(uploadCvForm, {})
  const error = state.formError
    ? {
        fileTooBig: profile.fileTooBig,
        fileWrongType: profile.fileWrongType,
        authError: text.errors.sessionExpired,
        unexpected: profile.uploadFailed,
        badRequest: text.errors.badRequest,
      }[state.formError]
    : null
  return (
    <form action={formAction} className="space-y-3" data-testid="cv-upload-form">
      <input type="hidden" name="back" value={back} />
      <label htmlFor="cv-file" className="block font-medium">
        {text.upload}
      </label>
      <input
        id="cv-file"
        name="file"
        type="file"
        accept={accept}
        required
        aria-describedby="cv-file-hint"
        className="block w-full text-sm"
      />
      <p id="cv-file-hint" className="text-sm text-muted">
        {text.uploadHint}
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <SubmitButton pending={pending} label={text.uploadButton} pendingLabel={text.reading} className={uploadButton} />
    </form>
  )
}
