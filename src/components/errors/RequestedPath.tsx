'use client'

import { usePathname } from 'next/navigation'

/**
 * The path the visitor asked for, shown on the 404 page: the one the server
 * names, else the router's (the not-found boundary after a navigation).
 */
export function RequestedPath({ path }: { path?: string }) {
  const pathname = usePathname()
  return (
    <code dir="ltr" className="rounded bg-slate-100 px-2 py-1 text-sm break-all text-ink" data-testid="requested-path">
      {path ?? pathname}
    </code>
  )
}
