import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import type { FilterNotice } from '../filters'

/** What the job board changed in the visitor's request (an unknown filter dropped, a page past the last). */
export async function JobNotices({
  locale,
  notices,
  outOfRange,
  requested,
  pages,
}: {
  locale: Locale
  notices: FilterNotice[]
  outOfRange: boolean
  requested: number
  pages: number
}) {
  if (!notices.length && !outOfRange) return null
  const t = await getTranslations({ locale, namespace: 'Jobs' })
  return (
    <ul
      role="status"
      className="mt-4 space-y-1 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="job-notices"
    >
      {notices.map((notice) => (
        <li key={notice}>{t(`notices.${notice}`)}</li>
      ))}
      {outOfRange ? <li>{t('notices.pageOutOfRange', { page: requested, pages })}</li> : null}
    </ul>
  )
}
