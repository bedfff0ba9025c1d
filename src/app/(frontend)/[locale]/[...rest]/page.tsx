import { notFound } from 'next/navigation'

/**
 * Any path under /{locale} that no page matches. Rendered per request (not
 * cached) so that arbitrary URLs cannot fill the page cache.
 */
export const dynamic = 'force-dynamic'

export default function CatchAll(): never {
  notFound()
}
