'use client'

import { usePathname } from 'next/navigation'

/**
 * The path the visitor asked for, shown on the 404 page. Read from the
 * router (rendered on the server too), so the not-found page stays free of
 * request headers and can be served from the cache.
 */
export function RequestedPath() {
  const pathname = usePathname()
  return (
    <code dir="ltr" className="rounded bg-slate-100 px-2 py-1 text-sm break-all text-ink" data-testid="requested-path">
      {pathname}
    </code>
  )
}
