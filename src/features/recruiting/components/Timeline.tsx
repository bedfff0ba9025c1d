import type { UIFieldServerProps } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { applicationMessages } from '@/features/notify'
import { adminLocale } from '@/i18n/locales'

import { recruitingMessages } from '../text'
import { TimelineList } from './Timeline.client'

/**
 * On an application's page, for recruiters and admins: its timeline and a box to add a note. The notifications
 * sent about it (email, WhatsApp, device notifications: features/notify) are read here, as the signed-in user, and
 * shown among the timeline's entries.
 */
export async function Timeline({ id, data, user, i18n, req }: UIFieldServerProps) {
  const applicationId = Number(id ?? (data as { id?: number } | undefined)?.id)
  if (!applicationId || !isRecruiterUser(user)) return null
  const locale = adminLocale(i18n)
  const notifications = req ? await applicationMessages(req, applicationId, locale) : []
  return <TimelineList application={applicationId} locale={locale} messages={recruitingMessages(locale)} notifications={notifications} />
}
