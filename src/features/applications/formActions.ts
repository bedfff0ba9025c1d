'use server'

import { redirect } from 'next/navigation'

import { safeRedirect } from '@/features/accounts/constants'
import { candidateForm, visitorCall } from '@/features/accounts/actionClients'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { publicForm } from '@/lib/forms/clients'
import { echoValues, textFields, type FormState } from '@/lib/forms/formState'
import { getPayloadClient } from '@/lib/payload'
import { payloadErrorStatus } from '@/lib/payloadErrors'

import { applyStateFor, type ApplyState } from './apply'
import { submitApplication, type SubmitResult } from './actions'
import { APPLICATION_FIELDS } from './schema'

/**
 * The Apply panel's forms sent before their scripts loaded (progressive enhancement, on `/jobs/{id}/apply`): the
 * same action as the scripted form (`submitApplication`), and the CV uploads that the scripted panel sends to
 * REST, here as files posted with the form. The page is drawn again with the answer: the errors and what was typed,
 * the confirmation, or the panel's next state.
 */
type ApplyField = (typeof APPLICATION_FIELDS)[number] | 'keepConsent'
type ApplyFormError = Exclude<SubmitResult, { ok: true }>['formError'] | 'fileTooBig' | 'fileWrongType'
export type ApplyFormState = FormState<ApplyField, ApplyFormError> & { next?: ApplyState }
export type CvFormState = FormState<'file', 'fileTooBig' | 'fileWrongType' | 'authError' | 'unexpected' | 'badRequest'>

/** A CV posted with a form, stored as the candidate's own file: for the profile, or for this application only. */
async function storeCv(candidate: CurrentCandidate, file: File, purpose: 'profile' | 'application', locale: Locale) {
  const payload = await getPayloadClient()
  try {
    const doc = await payload.create({
      collection: 'candidate-cvs',
      data: { purpose } as never,
      file: { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name, size: file.size },
      user: candidate,
      overrideAccess: false,
      locale,
      depth: 0,
    })
    return { id: doc.id }
  } catch (error) {
    // The same refusals as the REST upload, in the same words (CandidateFiles' checks).
    // By status: Payload's errors may be another bundle's copy of its classes (lib/payloadErrors.ts).
    if (payloadErrorStatus(error) === 413) return { error: 'fileTooBig' as const }
    if (payloadErrorStatus(error) === 400) return { error: 'fileWrongType' as const }
    payload.logger.error({ err: error }, 'CV upload failed')
    return { error: 'unexpected' as const }
  }
}

const postedFile = (formData: FormData, name: string): File | null => {
  const value = formData instanceof FormData ? formData.get(name) : null
  return value instanceof File && value.size > 0 ? value : null
}

/** The signed-in candidate, or null: a visitor's application is refused by `submitApplication` itself. */
const signedIn = visitorCall(async ({ user }) => user)

export const applyForm = publicForm({}, async (formData, { locale }): Promise<ApplyFormState> => {
  const values = textFields(formData, [...APPLICATION_FIELDS, 'keepConsent', 'src'] as const)
  const file = postedFile(formData, 'cvFile')
  if (file) {
    const candidate = await signedIn()
    if (!candidate) return { formError: 'authError', values: echoValues(values) }
    const stored = await storeCv(candidate, file, 'application', locale)
    if ('error' in stored) {
      return stored.error === 'unexpected'
        ? { formError: 'unexpected', values: echoValues(values) }
        : { errors: { cv: stored.error }, formError: 'validationFailed', values: echoValues(values) }
    }
    values.cv = String(stored.id)
  }
  const result = await submitApplication(values)
  if (result.ok) {
    // Post, then redirect: the page shows the confirmation, and a reload does not send the form again.
    const back = new URL(safeRedirect(textFields(formData, ['back'] as const).back) ?? `/${locale}/profile`, 'http://site')
    back.searchParams.set('sent', String(result.application.id))
    redirect(`${back.pathname}${back.search}`)
  }
  if (result.formError === 'validationFailed' || result.formError === 'badRequest' || result.formError === 'unexpected') {
    return { errors: result.errors, formError: result.formError, values: echoValues(values) }
  }
  // Refusals that replace the form: the panel shows where the visitor stands now.
  const next = await applyStateFor(await signedIn(), Number(values.job), locale)
  return { formError: result.formError, next, values: echoValues(values) }
})

/** The profile CV, uploaded from the panel; back to the panel (`back`), which now shows the form. */
export const uploadCvForm = candidateForm(
  { unauthenticated: (): CvFormState => ({ formError: 'authError' }) },
  async (formData, { locale, user: candidate }): Promise<CvFormState> => {
    const file = postedFile(formData, 'file')
    if (!file) return { formError: 'fileWrongType' }
    const stored = await storeCv(candidate, file, 'profile', locale)
    if ('error' in stored) return { formError: stored.error }
    const back = textFields(formData, ['back'] as const).back
    redirect(safeRedirect(back) ?? `/${locale}/profile`)
  },
)
