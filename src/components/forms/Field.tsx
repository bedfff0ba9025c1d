import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react'

/**
 * The site's form pieces, used by every form (accounts, applications, CVs, data rights): a labelled input or select, a
 * label over a control of the form's own, the form's alert, the primary button, the new-password pair. Their copy comes in
 * as props.
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

/** What Field and SelectField give their control: its id, its invalid state and what describes it (error, hint). */
function wiring(id: string, error?: string, hint?: ReactNode) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClass }
}

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ id, label, error, hint, multiline, ...input }: Props) {
  const common = wiring(id, error, hint)
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...common} rows={4} {...(input as unknown as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...common} {...input} />
      )}
    </Labelled>
  )
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  options: readonly { value: string; label: ReactNode }[]
  /** The text of an empty first choice ("Any level", "Not said"…); none when omitted. */
  placeholder?: string
}

/** A labelled select of `options`, wired for screen readers like Field. */
export function SelectField({ id, label, error, hint, options, placeholder, ...select }: SelectProps) {
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <select {...wiring(id, error, hint)} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

/**
 * A label over a control the form renders itself (a select, a file input, an input with a datalist…), then the same
 * hint (`#{id}-hint`) and error (`#{id}-error`) lines as Field; the control wires `aria-describedby` to them.
 * `className` is the wrapper's, `labelClassName` replaces the label's "font-medium" where a form sets its labels apart.
 */
export function Labelled({
  id,
  label,
  hint,
  error,
  className,
  labelClassName = 'font-medium',
  children,
}: {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  className?: string
  labelClassName?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
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

/** The new-password and confirm pair of sign-up, reset and change-password. */
export function NewPasswordFields({
  id = 'password',
  label,
  confirmLabel,
  hint,
  input,
  confirmInput,
  error,
  confirmError,
}: {
  id?: string
  label: string
  confirmLabel: string
  hint: string
  input: InputProps
  confirmInput: InputProps
  error?: string
  confirmError?: string
}) {
  return (
    <>
      <Field id={id} type="password" autoComplete="new-password" label={label} hint={hint} error={error} {...input} />
      <Field id="confirmPassword" type="password" autoComplete="new-password" label={confirmLabel} error={confirmError} {...confirmInput} />
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
