import { randomUUID } from 'node:crypto'

import { echoValues, textFields, type FormState } from './formState'

type Outcome<Field extends string, FormError extends string> =
  { ok: true } | { ok: false; errors?: Partial<Record<Field, string>>; formError?: FormError }

/**
 * The plain-POST face of a public form stored once by its `submissionId` (the contact form, the salary report
 * request), for `publicForm`: reads `fields`, keeps the key the page had (or the last refusal carried) or makes one,
 * runs `submit`, and answers `done`, or the refusal with what was typed except the honeypot (`website`).
 */
export function keyedForm<Field extends string, FormError extends string>(
  fields: readonly Field[],
  submit: (values: Record<Field, string>) => Promise<Outcome<Field, FormError>>,
) {
  return async (formData: FormData, { state }: { state?: FormState<Field, FormError> }): Promise<FormState<Field, FormError>> => {
    const values = textFields(formData, fields)
    const key = 'submissionId' as Field
    values[key] ||= state?.values?.[key] || randomUUID()
    const result = await submit(values)
    if (result.ok) return { done: true }
    return { errors: result.errors, formError: result.formError, values: echoValues(values, ['website' as Field]) }
  }
}
