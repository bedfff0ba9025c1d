import type { z } from 'zod'

import { requestLocale } from '@/i18n/server'

import { isForm, serverAction, type ActionContext, type Steps } from './action'

/**
 * Named action clients (dub's and next-safe-action's shape): every exported server action is built by one of them,
 * so none skips the chain (validate → authenticate → rate-limit, `serverAction`). A client fixes who may call;
 * the action gives its steps and its work. `tests/unit/serverActions.test.ts` fails on an export of a `'use server'`
 * file that is not `export const name = <client>(…)`.
 *
 * Three shapes, each with the same guards:
 * - `action`: one object of fields (a scripted form), through `serverAction`: not an object answers `badRequest`.
 * - `form`: `(previousState, formData)`, a form posted with or without scripts (`useActionState`): not a FormData
 *   answers `{ formError: 'badRequest' }`; then who is signed in, then the work with the posted form.
 * - `post`: `(formData)`, a button that always redirects: anything but a FormData reads as an empty form.
 * - `call`: plain arguments (a job's id): the work gets the request's locale and the signed-in user first.
 */
type Authenticate<User> = () => Promise<User | null>

export type ActionClient<User> = <Schema extends z.ZodType, Result extends { ok: boolean }>(
  steps: Omit<Steps<Schema, User, Result>, 'authenticate'>,
  run: (data: z.output<Schema>, context: ActionContext<User>) => Promise<Result>,
) => (input: z.input<Schema>) => Promise<Result>

/** Object input through the chain, signed in through `authenticate` when there is one. */
export function actionClient<User = undefined>(authenticate?: Authenticate<User>): ActionClient<User> {
  return (steps, run) => serverAction({ ...steps, authenticate }, run)
}

type FormStateLike = { formError?: string }

/**
 * `(previousState, formData)` forms. `unauthenticated` is the answer to a visitor where someone must be signed in
 * (given the posted form, to send what was typed back); without `authenticate`, the user is `undefined`.
 */
export function formClient<User = undefined>(authenticate?: Authenticate<User>) {
  return <State extends FormStateLike>(
      steps: { unauthenticated?: (formData: FormData) => State },
      run: (formData: FormData, context: ActionContext<User> & { state: State }) => Promise<State>,
    ) =>
    async (state: State, formData: FormData): Promise<State> => {
      if (!isForm(formData)) return { formError: 'badRequest' } as State
      const user = authenticate ? await authenticate() : undefined
      if (authenticate && !user) return steps.unauthenticated?.(formData) ?? ({ formError: 'sessionExpired' } as State)
      return run(formData, { locale: await requestLocale(), user: user as User, state })
    }
}

/** `(formData)` buttons that redirect whatever happens: a visitor where someone must be signed in goes on too (`run` decides). */
export function postClient<User = undefined>(authenticate?: Authenticate<User>) {
  return (run: (formData: FormData, context: ActionContext<User | null>) => Promise<void>) =>
    async (formData: FormData): Promise<void> => {
      const form = isForm(formData) ? formData : new FormData()
      const user = authenticate ? await authenticate() : undefined
      return run(form, { locale: await requestLocale(), user: user as User | null })
    }
}

/**
 * Plain arguments. With `authenticate`, the user may be null (a visitor): `run` answers for them (a visitor's
 * Apply button, a signed-out save).
 */
export function callClient<User = undefined>(authenticate?: Authenticate<User>) {
  return <Args extends unknown[], Result>(run: (context: ActionContext<User | null>, ...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const user = authenticate ? await authenticate() : undefined
      return run({ locale: await requestLocale(), user: user as User | null }, ...args)
    }
}

/** Plain arguments for the signed-in only: a visitor gets `unauthenticated` and the work does not run. */
export function signedInCallClient<User>(authenticate: Authenticate<User>) {
  return <Args extends unknown[], Result>(unauthenticated: Result, run: (context: ActionContext<User>, ...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const user = await authenticate()
      if (!user) return unauthenticated
      return run({ locale: await requestLocale(), user }, ...args)
    }
}

/** Anyone: the visitor's forms (contact, sign-in, job alerts by email). */
export const publicAction = actionClient()
export const publicForm = formClient()
export const publicPost = postClient()
export const publicCall = callClient()
