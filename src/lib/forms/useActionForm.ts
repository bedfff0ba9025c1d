'use client'

import { useActionState, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type { z } from 'zod'

import { firstErrorKeys } from './errors'
import type { FormState } from './formState'

/** A server action's answer, as the scripted path gets it. */
type ActionAnswer = { ok: boolean; errors?: Partial<Record<string, string>>; formError?: string }

type FieldValues = Record<string, unknown>
type Path<T> = keyof T & string
type Schema<T extends FieldValues> = z.ZodType<T, T>
/** A field's error: `message` is a key of the form's copy (`errorOf` turns it into a sentence). */
export type FieldError = { type?: 'client' | 'server'; message?: string }
type FieldErrors<T> = Partial<Record<Path<T>, FieldError>>
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** What `register` gives a field: uncontrolled (the browser keeps the value), so the server's HTML carries it too. */
export type RegisteredField = {
  name: string
  ref: (element: FieldElement | null) => void
  onChange: (event: ChangeEvent<FieldElement>) => void
  onBlur: () => void
  defaultValue?: string
  defaultChecked?: boolean
}

type Options<T extends FieldValues, S extends FormState> = {
  /**
   * The schema both sides share, or a function loading it: a form whose schema is heavy (zod, phone-number
   * metadata) loads it on the visitor's first interaction instead of with the page (`preloadValidation`).
   */
  schema: Schema<T> | (() => Promise<Schema<T>>)
  /** A server action taking the posted form: it runs when the form is sent before scripts load. */
  action: (state: S, formData: FormData) => Promise<S>
  defaultValues: Partial<T>
  /** The form's error messages by key (its copy's `errors`): what `errorOf` shows for a field. */
  errorText: Partial<Record<string, string>>
}

const valueOf = (element: FieldElement): unknown =>
  element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value

/**
 * One form, two ways in. Before its scripts load the form posts itself to `action` (React renders the server
 * action's reference into the form, so nothing ever goes into the URL) and the server draws the page again with
 * the answer: `state` carries the errors and what the visitor typed. Once scripts run, `submit` takes over (it
 * prevents the plain post), checks the fields with the schema both sides share and calls the scripted action.
 *
 * The form state is this hook's own (about 1 KB), not a form library's: the fields stay uncontrolled, the schema
 * (zod) loads on the first focus or tap (`preloadValidation`) or at the first check, and nothing of either is on
 * the page's first load. A field is checked when it is left (then on every change), every field when the form is
 * sent; a refused send focuses the first field in error.
 *
 * Both ways end in the same place: a field's message (`errorOf`), the alert for the whole form (`formError`, a key
 * the form turns into a sentence; `network` when the call itself failed).
 */
export function useActionForm<T extends FieldValues, S extends FormState>({ schema, action, defaultValues, errorText }: Options<T, S>) {
  const [state, formAction] = useActionState<S, FormData>(action as (state: Awaited<S>, formData: FormData) => Promise<S>, {} as Awaited<S>)
  // What the server echoed after a post without scripts wins over the defaults (never a password: formState.ts).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first render's values are the form's initial ones.
  const initial = useMemo(() => ({ ...defaultValues, ...(state.values ?? {}) }) as FieldValues, [])
  const [errors, setErrors] = useState<FieldErrors<T>>(
    () =>
      Object.fromEntries(
        Object.entries(state.errors ?? {}).map(([field, key]) => [field, { type: 'server', message: key }]),
      ) as FieldErrors<T>,
  )
  const [isSubmitting, setSubmitting] = useState(false)
  const [formError, setFormError] = useState<string | null>(state.formError ?? null)
  const [, rerender] = useState(0)

  // Mutable form state that does not draw anything by itself: the values, the fields' elements, which fields
  // are checked on change, which are watched.
  const store = useRef<{
    values: FieldValues
    elements: Map<string, FieldElement>
    fields: Map<string, RegisteredField>
    live: Set<string>
    watched: Set<string>
    submitted: boolean
    sending: boolean
    checks: Map<string, number>
    schema?: Promise<Schema<T> | null>
  }>(null)
  store.current ??= {
    values: { ...initial },
    elements: new Map(),
    fields: new Map(),
    live: new Set(),
    watched: new Set(),
    submitted: false,
    sending: false,
    checks: new Map(),
  }
  const self = store.current

  /** The schema, loaded once; null when it cannot load (offline): the server's checks then stand alone. */
  const loadSchema = () =>
    (self.schema ??= (typeof schema === 'function' ? schema() : Promise.resolve(schema)).catch(() => {
      self.schema = undefined
      return null
    }))

  /** The schema's verdict on the current values: the parsed values, or the first message key of each field. */
  const check = async (): Promise<{ data?: T; errors: Partial<Record<string, string>> }> => {
    const loaded = await loadSchema()
    if (!loaded) return { data: { ...self.values } as T, errors: {} }
    const result = await loaded.safeParseAsync({ ...self.values })
    return result.success ? { data: result.data, errors: {} } : { errors: firstErrorKeys(result.error) }
  }

  const setFieldError = (name: string, message: string | undefined) =>
    setErrors((current) => {
      const before = (current as Record<string, FieldError | undefined>)[name]
      if (before?.message === message) return current
      const next = { ...current } as Record<string, FieldError>
      if (message) next[name] = { type: 'client', message }
      else delete next[name]
      return next as FieldErrors<T>
    })

  /** Checks one field (the whole schema runs; only this field's message changes). A later check wins. */
  const checkField = async (name: string) => {
    const ticket = (self.checks.get(name) ?? 0) + 1
    self.checks.set(name, ticket)
    const { errors: found } = await check()
    if (self.checks.get(name) === ticket) setFieldError(name, found[name])
  }

  const register = (name: Path<T>): RegisteredField => {
    let field = self.fields.get(name)
    if (!field) {
      // A checkbox is a field whose default is a boolean (after a post without scripts the server echoes 'on').
      const boolean = typeof (defaultValues as FieldValues)[name] === 'boolean'
      const start = initial[name]
      field = {
        name,
        ref: (element) => {
          if (!element) {
            self.elements.delete(name)
            return
          }
          self.elements.set(name, element)
          // What was typed (or filled in by the browser) before scripts ran is the field's value now.
          const shown = valueOf(element)
          if (typeof shown === 'boolean' ? shown !== self.values[name] : shown !== String(self.values[name] ?? ''))
            self.values[name] = shown
        },
        onChange: (event) => {
          self.values[name] = valueOf(event.target)
          if (self.watched.has(name)) rerender((n) => n + 1)
          if (self.live.has(name) || self.submitted) void checkField(name)
        },
        onBlur: () => {
          self.live.add(name)
          void checkField(name)
        },
        ...(boolean
          ? { defaultChecked: start === true || start === 'on' || start === 'true' }
          : { defaultValue: start === undefined || start === null ? undefined : String(start) }),
      }
      self.fields.set(name, field)
    }
    return field
  }

  /** Sets a field's value (a hidden field set by script, e.g. the chosen CV), without checking it. */
  const setValue = (name: Path<T>, value: unknown) => {
    self.values[name] = value
    const element = self.elements.get(name)
    if (element) element.value = value === undefined || value === null ? '' : String(value)
  }

  /** Back to the initial values, with no errors and nothing checked yet. */
  const reset = () => {
    self.values = { ...initial }
    for (const [name, element] of self.elements) {
      const value = initial[name]
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true || value === 'on'
      else element.value = value === undefined || value === null ? '' : String(value)
    }
    self.live.clear()
    self.submitted = false
    setErrors({})
    setFormError(null)
  }

  /** A field's current value, drawing the form again on every change of it. */
  const watch = (name: Path<T>): unknown => {
    self.watched.add(name)
    return self.values[name]
  }

  const setError = (name: Path<T>, error: FieldError) => setFieldError(name, error.message)

  /** The message for a field's error, in the form's language (the key itself if the copy has none). */
  const errorOf = (field: Path<T>): string | undefined => {
    const key = (errors as Record<string, FieldError | undefined>)[field]?.message
    return key ? (errorText[key] ?? key) : undefined
  }

  /** A refusal from the server action: its field errors onto the fields, its form error into the alert. */
  const refuse = (answer: ActionAnswer) => {
    for (const [field, key] of Object.entries(answer.errors ?? {})) if (key) setFieldError(field, key)
    setFormError(answer.formError ?? null)
  }

  /**
   * The scripted submit: the schema first, then `send` with the parsed values; a call that fails outright is a
   * `network` error. `clearOnInvalid` also clears the alert when the schema refuses (the fields say why). A second
   * send while one is under way (a double click) is ignored.
   */
  const submit =
    (send: (values: T) => Promise<void>, { clearOnInvalid = false } = {}) =>
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault()
      if (self.sending) return
      self.sending = true
      self.submitted = true
      setSubmitting(true)
      try {
        const { data, errors: found } = await check()
        setErrors(
          Object.fromEntries(Object.entries(found).map(([field, message]) => [field, { type: 'client', message }])) as FieldErrors<T>,
        )
        if (!data) {
          if (clearOnInvalid) setFormError(null)
          for (const [name, element] of self.elements)
            if (found[name] && !(element instanceof HTMLInputElement && element.type === 'hidden')) {
              element.focus()
              break
            }
          return
        }
        setFormError(null)
        try {
          await send(data)
        } catch {
          setFormError('network')
        }
      } finally {
        self.sending = false
        setSubmitting(false)
      }
    }

  return {
    form: { register, formState: { errors, isSubmitting }, setError, setValue, reset, watch },
    state,
    formAction,
    formError,
    setFormError,
    errorOf,
    refuse,
    submit,
    preloadValidation: () => void loadSchema(),
  }
}
