import type { ReactNode, SelectHTMLAttributes } from 'react'

import { inputClass } from './Field'

/**
 * A label over a control the form renders itself (a select, a file input, an input with a datalist…), then the
 * hint (`#{id}-hint`) and error (`#{id}-error`) lines Field draws; the control wires `aria-describedby` to them.
 * `className` is the wrapper's, `labelClassName` replaces the label's "font-medium" where a form sets its labels
 * apart. (Field keeps its own copy of this markup: it is on every account form's first load, where a shared
 * component would cost bytes.)
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

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string
  label: string
  error?: string
  hint?: ReactNode
  options: readonly { value: string; label: ReactNode }[]
  /** The text of an empty first choice ("Any level", "Not said"…); none when omitted. */
  placeholder?: string
}

/** A labelled select of `options`, wired for screen readers as Field wires its input. */
export function SelectField({ id, label, error, hint, options, placeholder, ...select }: SelectProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <Labelled id={id} label={label} hint={hint} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...select}>
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
