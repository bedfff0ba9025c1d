import { headers } from 'next/headers'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { requestLocale } from '@/i18n/server'
import { clientAddress } from '@/lib/http/clientAddress'
import { admitAttempt, isChallengePurpose } from '@/lib/proofOfWork'
import { consumeRateLimit, RateLimitedError, type RateLimitPolicy } from '@/lib/rateLimit'

import { firstErrorKeys } from './errors'

/**
 * What an action answers: `{ ok: true, … }`, or `{ ok: false }` with message keys per field (`errors`) or for the
 * whole form (`formError`). The chain's own refusals are of this shape: the schema's keys, `sessionExpired`,
 * `rateLimited`, `challengeRequired`.
 */
type Answer = { ok: boolean }

export type Steps<Schema extends z.ZodType, User, Result> = {
  /** The form's schema, the same one the browser runs. Without it the input goes through as it came. */
  schema?: Schema
  /** The answer to input the schema refused (default: its first error key per field). */
  invalid?: (errors: Partial<Record<string, string>>) => Result
  /** Checks of valid input that need the server (a common password, a message already stored): an answer, or nothing to go on. */
  check?: (data: z.output<Schema>) => Promise<Result | undefined>
  /** Who must be signed in; no one refuses the action with `unauthenticated` (default: `sessionExpired`). */
  authenticate?: () => Promise<User | null>
  unauthenticated?: Result
  /**
   * The per-address allowance counted once the input is valid (lib/rateLimit.ts); over it, `rateLimited`. Sign-in
   * and sign-up go past it with a solved challenge (`challenge`, lib/proofOfWork.ts): without one the answer is
   * `challengeRequired`, and `rateLimited` only past their ceiling.
   */
  rateLimit?: RateLimitPolicy
  /** The proof-of-work solution the form sent (the widget's `altcha` field), if any. */
  challenge?: string | null
}

/** What the action's own work gets: the valid input, the request's locale and the signed-in user. */
export type ActionContext<User> = { locale: Locale; user: User }

/**
 * One server action: validate → authenticate → rate-limit, in that order, then the work (the shape of dub's and
 * next-safe-action's middleware chains). The locale is the request's (the page's `[locale]`), never an argument
 * the browser sends. Refusals are message keys, which the form shows in its language.
 *
 * An action is a public endpoint: a script can call it with anything. Input that is not an object of fields (`null`,
 * a number, a string, a list) is refused first with `badRequest` (issue 26, finding 6), before a schema or a check
 * reads it.
 */
export function serverAction<Schema extends z.ZodType, Result extends Answer, User = undefined>(
  steps: Steps<Schema, User, Result>,
  run: (data: z.output<Schema>, context: ActionContext<User>) => Promise<Result>,
): (input: z.input<Schema>) => Promise<Result> {
  return async (input) => {
    if (!isFields(input)) return { ok: false, formError: 'badRequest' } as unknown as Result
    let data = input as z.output<Schema>
    if (steps.schema) {
      const parsed = steps.schema.safeParse(input)
      if (!parsed.success) {
        const errors = firstErrorKeys(parsed.error)
        return steps.invalid ? steps.invalid(errors) : ({ ok: false, errors } as unknown as Result)
      }
      data = parsed.data
    }
    const early = await steps.check?.(data)
    if (early !== undefined) return early
    const user = (steps.authenticate ? await steps.authenticate() : undefined) as User | null
    if (steps.authenticate && !user) return steps.unauthenticated ?? ({ ok: false, formError: 'sessionExpired' } as unknown as Result)
    if (steps.rateLimit) {
      const refusal = await addressRefusal(steps.rateLimit, steps.challenge)
      if (refusal) return { ok: false, formError: refusal } as unknown as Result
    }
    return run(data, { locale: await requestLocale(), user: user as User })
  }
}

/** Counts one attempt for the client's address: nothing when it goes on, else the form error to answer. */
async function addressRefusal(policy: RateLimitPolicy, challenge: string | null | undefined) {
  if (!isChallengePurpose(policy)) return (await withinLimit(policy)) ? null : 'rateLimited'
  const admission = await admitAttempt(policy, clientAddress(await headers()) ?? 'local', challenge)
  return admission === 'admitted' ? null : admission === 'challenge' ? 'challengeRequired' : 'rateLimited'
}

/** An object of fields, as every form's input is (not null, a list, a FormData or a primitive). */
export const isFields = (input: unknown): input is Record<string, unknown> =>
  Boolean(input) && typeof input === 'object' && !Array.isArray(input) && !(input instanceof FormData)

/** A posted form, as the form actions take it (a script may pass anything instead). */
export const isForm = (formData: unknown): formData is FormData => formData instanceof FormData

/** Counts one attempt for the client's address; false when it is over its allowance. */
export async function withinLimit(policy: RateLimitPolicy): Promise<boolean> {
  try {
    await consumeRateLimit(policy, clientAddress(await headers()) ?? 'local')
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}
