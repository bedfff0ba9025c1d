import type { InputHTMLAttributes, ReactNode } from 'react'

/**
 * The site's form pieces, used by every form (accounts, applications, CVs, data rights): a labelled input, the
 * form's alert, the primary button, the new-password pair. Their copy comes in as props. A label over a control
 * of the form's own, and a labelled select: ./Labelled.tsx.
 */

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600 read-only:bg-slate-50 read-only:text-muted'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  multiline?: boolean
}

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ id, label, error, hint, multiline, ...input }: Props) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClass }
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} {...(input as unknown as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...common} {...input} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${tone === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-emerald-300 bg-emerald-50 text-emerald-900'}`}
    >
      {children}
    </p>
  )
}

export const primaryButton =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60'

type InputProps = InputHTMLAttributes<HTMLInputElement>

/**
 * The new-password and confirm pair of sign-up, reset and change-password: the fields named `id` and
 * `confirmPassword` of the form whose `register` and `errorOf` (lib/forms/useActionForm) are given; `text` is the
 * form's copy.
 */
export function NewPasswordFields<N extends string>({
  id,
  label,
  text,
  register,
  errorOf,
}: {
  id: N
  label: string
  text: { confirmPassword: string; passwordHint: string }
  register: (name: N | 'confirmPassword') => InputProps
  errorOf: (name: N | 'confirmPassword') => string | undefined
}) {
  const field = (name: N | 'confirmPassword', fieldLabel: string, hint?: string) => (
    <Field id={name} type="password" autoComplete="new-password" label={fieldLabel} hint={hint} error={errorOf(name)} {...register(name)} />
  )
  return (
    <>
      {field(id, label, text.passwordHint)}
      {field('confirmPassword', text.confirmPassword)}
    </>
  )
}

/** A form's submit button, disabled and saying `pendingLabel` while the form is being sent. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean
  label: ReactNode
  pendingLabel: ReactNode
  className: string
}) {
  return (
    <button type="submit" disabled={pending} className={className}>
      {pending ? pendingLabel : label}
    </button>
  )
}
