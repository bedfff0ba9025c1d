import type { ReactNode } from 'react'

/** A section of a public page under its own heading (`#{id}-title` names the section for screen readers). */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
