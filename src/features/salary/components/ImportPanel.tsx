import type { ServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { messagesOf } from '@/i18n/messages'

import { ImportForm } from './ImportForm'

/** Above the survey rounds' list: the template downloads and the import (admins and recruiters). */
export function ImportPanel({ user, i18n }: ServerProps) {
  if (!isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  return <ImportForm messages={messagesOf(locale, 'Salary').import} />
}
