import type { z } from 'zod'

/**
 * The first message of each field a schema refused (`{ email: 'emailInvalid' }`). Schemas here use message keys
 * of the form's copy as their messages, so both the browser and the server show the same sentences.
 */
export function firstErrorKeys<Field extends string, Key extends string>(error: z.ZodError): Partial<Record<Field, Key>> {
  const out: Partial<Record<Field, Key>> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as Field
    out[field] ??= issue.message as Key
  }
  return out
}
