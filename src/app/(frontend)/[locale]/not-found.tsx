import { getLocale } from 'next-intl/server'

import { NotFoundScreen } from '@/components/errors/NotFoundScreen'
import { isLocale } from '@/i18n/locales'

/**
 * Shown for unknown paths (through the [...rest] catch-all) and when a page
 * calls notFound() for a missing document. Next.js adds `noindex` itself.
 */
export default async function NotFound() {
  const current = await getLocale()
  return <NotFoundScreen locale={isLocale(current) ? current : 'en'} />
}
