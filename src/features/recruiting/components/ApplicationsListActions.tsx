import type { ServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'

import { EXPORT_MAX_ROWS } from '../constants'
import { recruitingMessages } from '../text'
import { ExportButton } from './ExportButton'

/** Above the applications list: export the list as filtered, and the way to the candidate search. */
export function ApplicationsListActions({ user, i18n }: ServerProps) {
  if (!isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  return <ExportButton locale={locale} messages={recruitingMessages(locale)} max={EXPORT_MAX_ROWS} />
}
