import type { ReactNode } from 'react'

/**
 * One section of the candidate's profile page (alerts, consents, eligibility, notifications, applications…): a card
 * with its anchor (`#id`, which links and redirects land on), its heading and an optional line of introduction.
 * `className` replaces the card's classes where a section is laid out differently (e.g. tighter on phones).
 */
export function ProfileSection({
  id,
  testId,
  title,
  intro,
  className = 'mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
  children,
}: {
  id: string
  testId: string
  title: ReactNode
  intro?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className} data-testid={testId}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      {children}
    </section>
  )
}
