import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'

import { recruitingMessages } from '../text'
import { TimelineList } from './Timeline.client'

/** On an application's page, for recruiters and admins: its timeline and a box to add a note. */
export function Timeline({ id, data, user, i18n }: UIFieldServerProps) {
  const applicationId = Number(id ?? (data as { id?: number } | undefined)?.id)
  if (!applicationId || !isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  return <TimelineList application={applicationId} locale={locale} messages={recruitingMessages(locale)} />
}
