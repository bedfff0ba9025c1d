import type { ReactNode } from 'react'

/** The title block every content page opens with. */
export function PageHero({
  title,
  lead,
  eyebrow,
  children,
}: {
  title: string
  lead?: string | null
  eyebrow?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="mx-auto w-full max-w-6xl px-4 pt-10 pb-6">
      {eyebrow ? <div className="text-sm font-semibold text-brand-700">{eyebrow}</div> : null}
      <h1 className="mt-2 text-3xl leading-tight font-bold text-brand-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{lead}</p> : null}
      {children}
    </header>
  )
}
