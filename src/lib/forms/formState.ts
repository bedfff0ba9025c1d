/**
 * What a form's server action answers when the form was sent before its scripts loaded (a plain POST, progressive
 * enhancement): the page is drawn again by the server with these errors and the values the visitor typed (never
 * a password). The same message keys as the scripted path, so both show the same sentences.
 */
export type FormState<Field extends string = string, FormError extends string = string> = {
  /** Message keys per field. */
  errors?: Partial<Record<Field, string>>
  /** A message key for the whole form. */
  formError?: FormError
  /** What the visitor typed, to put back in the fields. */
  values?: Partial<Record<Field, string>>
  /** The form did its work and shows its success state (when it stays on the page). */
  done?: boolean
  /** The sentence to show for it, written by the server in the page's language. */
  notice?: string
}

/** The text fields of a posted form, by name; a missing or non-text field is an empty string. */
export function textFields<Field extends string>(formData: FormData, names: readonly Field[]): Record<Field, string> {
  // A hand-made action call can pass anything: it reads as an empty form.
  const form = formData instanceof FormData ? formData : new FormData()
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  ) as Record<Field, string>
}

/** The fields to put back after a refusal: everything but the secrets. */
export function echoValues<Field extends string>(
  values: Record<Field, string>,
  secret: readonly Field[] = [],
): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name as Field))) as Partial<Record<Field, string>>
}
