import type { UIFieldServerProps } from 'payload'

import { hasRole } from '@/access/roles'

import { adminLocale, recruitingMessages } from '../text'
import { TimelineList } from './Timeline.client'

/** On an application's page, for recruiters and admins: its timeline and a box to add a note. */
export function Timeline({ id, data, user, i18n }: UIFieldServerProps) {
  const applicationId = Number(id ?? (data as { id?: number } | undefined)?.id)
  if (!applicationId || !hasRole(user as Parameters<typeof hasRole>[0], 'admin', 'recruiter')) return null
  const locale = adminLocale(i18n?.language)
  return <TimelineList application={applicationId} locale={locale} messages={recruitingMessages(locale)} />
}
