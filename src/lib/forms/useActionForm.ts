'use client'

import { useActionState, useMemo, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form'
import type { z } from 'zod'

import type { FormState } from './formState'

/** A server action's answer, as the scripted path gets it. */
type ActionAnswer = { ok: boolean; errors?: Partial<Record<string, string>>; formError?: string }

type Schema<T extends FieldValues> = z.ZodType<T, T>

type Options<T extends FieldValues, S extends FormState> = {
  /**
   * The schema both sides share, or a function loading it: a form whose schema is heavy (zod, phone-number
   * metadata) loads it on the visitor's first interaction instead of with the page (`preloadValidation`).
   */
  schema: Schema<T> | (() => Promise<Schema<T>>)
  /** A server action taking the posted form: it runs when the form is sent before scripts load. */
  action: (state: S, formData: FormData) => Promise<S>
  defaultValues: DefaultValues<T>
  /** The form's error messages by key (its copy's `errors`): what `errorOf` shows for a field. */
  errorText: Partial<Record<string, string>>
}

/**
 * One form, two ways in. Before its scripts load the form posts itself to `action` (React renders the server
 * action's reference into the form, so nothing ever goes into the URL) and the server draws the page again with
 * the answer: `state` carries the errors and what the visitor typed. Once scripts run, `form` is react-hook-form
 * with the schema both sides share, and `submit` takes over (it prevents the plain post).
 *
 * Both ways end in the same place: a field's message (`errorOf`), the alert for the whole form (`formError`, a key
 * the form turns into a sentence; `network` when the call itself failed).
 */
export function useActionForm<T extends FieldValues, S extends FormState>({ schema, action, defaultValues, errorText }: Options<T, S>) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one resolver per form: the schema never changes.
  const validation = useMemo(() => lazyZodResolver(schema), [])
  const [state, formAction] = useActionState<S, FormData>(action as (state: Awaited<S>, formData: FormData) => Promise<S>, {} as Awaited<S>)
  const serverErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(state.errors ?? {}).map(([field, key]) => [field, { type: 'server', message: key }]),
      ) as FieldErrors<T>,
    [state.errors],
  )
  const initial = { ...defaultValues, ...(state.values ?? {}) } as DefaultValues<T>
  const form = useForm<T>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: initial,
    errors: state.errors ? serverErrors : undefined,
  })
  const [formError, setFormError] = useState<string | null>(state.formError ?? null)

  // react-hook-form fills its fields from script; the server's HTML needs the values as attributes.
  const register = <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    defaultValue: (initial as Record<string, unknown>)[name] as string | undefined,
  })

  /** The message for a field's error, in the form's language (the key itself if the copy has none). */
  const errorOf = (field: Path<T>): string | undefined => {
    const key = (form.formState.errors as Record<string, { message?: string } | undefined>)[field]?.message
    return key ? (errorText[key] ?? key) : undefined
  }

  /** A refusal from the server action: its field errors onto the fields, its form error into the alert. */
  const refuse = (answer: ActionAnswer) => {
    for (const [field, key] of Object.entries(answer.errors ?? {})) if (key) form.setError(field as Path<T>, { message: key })
    setFormError(answer.formError ?? null)
  }

  /**
   * The scripted submit: the schema first, then `send`; a call that fails outright is a `network` error.
   * `clearOnInvalid` also clears the alert when the schema refuses (the fields say why).
   */
  const submit = (send: (values: T) => Promise<void>, { clearOnInvalid = false } = {}) =>
    form.handleSubmit(
      async (values) => {
        setFormError(null)
        try {
          await send(values)
        } catch {
          setFormError('network')
        }
      },
      () => {
        if (clearOnInvalid) setFormError(null)
      },
    )

  return {
    form: { ...form, register },
    state,
    formAction,
    formError,
    setFormError,
    errorOf,
    refuse,
    submit,
    preloadValidation: validation.preload,
  }
}

/**
 * react-hook-form's zod resolver, loaded with the schema when first needed (a field left, the form sent) or
 * when `preload` is called. Submitting waits for it: the plain post is prevented before validation starts.
 */
function lazyZodResolver<T extends FieldValues>(schema: Schema<T> | (() => Promise<Schema<T>>)) {
  let loaded: Promise<Resolver<T>> | undefined
  const preload = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/zod'), typeof schema === 'function' ? schema() : schema]).then(
      ([{ zodResolver }, zodSchema]) => zodResolver(zodSchema as never) as unknown as Resolver<T>,
    ))
  const resolver: Resolver<T> = async (values, context, options) => (await preload())(values, context, options)
  return { resolver, preload: () => void preload() }
}
