'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useActionState, useMemo } from 'react'
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form'
import type { z } from 'zod'

import type { FormState } from './formState'

type Options<T extends FieldValues, S extends FormState> = {
  schema: z.ZodType<T, T>
  /** A server action taking the posted form: it runs when the form is sent before scripts load. */
  action: (state: S, formData: FormData) => Promise<S>
  defaultValues: DefaultValues<T>
}

/**
 * One form, two ways in. Before its scripts load the form posts itself to `action` (React renders the server
 * action's reference into the form, so nothing ever goes into the URL) and the server draws the page again with
 * the answer: `state` carries the errors and what the visitor typed. Once scripts run, `form` is react-hook-form
 * with the schema both sides share, and the component's submit handler takes over (it prevents the plain post).
 */
export function useActionForm<T extends FieldValues, S extends FormState>({ schema, action, defaultValues }: Options<T, S>) {
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
    resolver: zodResolver(schema as never),
    mode: 'onTouched',
    defaultValues: initial,
    errors: state.errors ? serverErrors : undefined,
  })
  // react-hook-form fills its fields from script; the server's HTML needs the values as attributes.
  const register = <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    defaultValue: (initial as Record<string, unknown>)[name] as string | undefined,
  })
  return { form: { ...form, register }, state, formAction }
}
