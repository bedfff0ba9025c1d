import type { ComponentProps, ReactNode } from 'react'

/**
 * A form that is one button: a plain POST of `fields` (as hidden inputs, in their order) to `action`, which works
 * before scripts load. A candidate's answer to a representation request, the confirmation of an interview…
 */
export function OneButtonForm({
  action,
  fields,
  className,
  testId,
  children,
}: {
  action: ComponentProps<'form'>['action']
  fields: Record<string, string | number>
  className: string
  testId?: string
  children: ReactNode
}) {
  return (
    <form action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={className} data-testid={testId}>
        {children}
      </button>
    </form>
  )
}
