'use client'

import { useActionState, useState, useSyncExternalStore } from 'react'

import { ensureFreshToken } from '@/features/accounts/authClient'
import { CV_MAX_BYTES, CV_MIME_TYPES } from '@/features/accounts/constants'
import { describeFetchError, fetchErrorKind, request } from '@/lib/http/client'

import { uploadCvForm, type CvFormState } from '../formActions'
import type { ApplicationsText } from '../text'

type Uploaded = { id: number; name: string }

const noSubscription = () => () => {}
/** False in the server's HTML and until hydration, true once this page's scripts run. */
const useScripts = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** The same answers as the profile's CV upload (FileUpload), wherever a CV is chosen. */
function useUpload(text: ApplicationsText, purpose: 'profile' | 'application', onUploaded: (cv: Uploaded) => void) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    setError(null)
    if (file.size > CV_MAX_BYTES) return setError(text.errors.fileTooBig)
    if (file.type && !CV_MIME_TYPES.includes(file.type)) return setError(text.errors.fileWrongType)
    setBusy(true)
    try {
      await ensureFreshToken()
      const form = new FormData()
      form.append('file', file)
      form.append('_payload', JSON.stringify({ purpose }))
      const { doc } = await request<{ doc: { id: number; originalName?: string } }>('/api/candidate-cvs', { method: 'POST', body: form })
      onUploaded({ id: doc.id, name: doc.originalName ?? file.name })
    } catch (failure) {
      const kind = fetchErrorKind(failure)
      setError(
        kind === 'tooLarge'
          ? text.errors.fileTooBig
          : kind === 'badRequest'
            ? text.errors.fileWrongType
            : describeFetchError(failure, { network: text.errors.network, auth: text.errors.authError, generic: text.errors.generic }),
      )
    } finally {
      setBusy(false)
    }
  }
  return { error, busy, upload }
}

const chooser =
  'inline-flex cursor-pointer items-center rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700'

/**
 * "Choose a file": once scripts run, a button-like label that uploads the file as soon as it is chosen; before,
 * the browser's own file input (full width, so it fits a phone), sent with its form.
 */
function CvFileInput({
  text,
  name,
  testId,
  busy,
  upload,
}: {
  text: ApplicationsText
  name: string
  testId: string
  busy: boolean
  upload: (file: File) => Promise<void>
}) {
  const scripts = useScripts()
  return (
    <label className={scripts ? chooser : 'block text-sm font-medium'}>
      {text.chooseFile}
      <input
        type="file"
        name={name}
        accept={CV_MIME_TYPES.join(',')}
        className={scripts ? 'sr-only' : 'mt-1 block w-full max-w-full text-sm'}
        disabled={busy}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
      />
    </label>
  )
}

/**
 * A CV for this one application, chosen inside the apply form. With scripts it is uploaded at once and the form
 * sends its id; without them it goes with the form as `cvFile` (applyForm stores it).
 */
export function ApplicationCvPicker({ text, onUploaded }: { text: ApplicationsText; onUploaded: (cv: Uploaded) => void }) {
  const { error, busy, upload } = useUpload(text, 'application', onUploaded)
  return (
    <div className="mt-2">
      <CvFileInput text={text} name="cvFile" testId="cv-input-application" busy={busy} upload={upload} />
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  )
}

/**
 * The profile's CV, uploaded from the panel when the candidate has none. Its own form: with scripts the file is
 * uploaded as soon as it is chosen; without them the Upload button posts it (uploadCvForm) and the page comes
 * back at `back` with the application form.
 */
export function ProfileCvPicker({ text, back, onUploaded }: { text: ApplicationsText; back: string; onUploaded: (cv: Uploaded) => void }) {
  const scripts = useScripts()
  const { error, busy, upload } = useUpload(text, 'profile', onUploaded)
  const [state, formAction] = useActionState<CvFormState, FormData>(uploadCvForm, {})
  const posted = state.formError ? (text.errors[state.formError] ?? text.errors.generic) : null
  return (
    <form action={formAction} className="mt-2" data-testid="cv-form">
      <input type="hidden" name="back" value={back} />
      <CvFileInput text={text} name="file" testId="cv-input-profile" busy={busy} upload={upload} />
      {scripts ? null : (
        <button type="submit" className="mt-2 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white" data-testid="cv-upload">
          {text.uploadCv}
        </button>
      )}
      {(error ?? posted) ? <p className="mt-1 text-sm text-red-700">{error ?? posted}</p> : null}
    </form>
  )
}
