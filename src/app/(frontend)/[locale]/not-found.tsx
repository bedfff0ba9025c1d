import { NotFoundScreen } from '@/features/site/components/NotFoundScreen'
import { requestLocale } from '@/i18n/server'

/**
 * Shown for unknown paths (through the [...rest] catch-all) and when a page
 * calls notFound() for a missing document. Next.js adds `noindex` itself.
 */
export default async function NotFound() {
  return <NotFoundScreen locale={await requestLocale()} />
}
