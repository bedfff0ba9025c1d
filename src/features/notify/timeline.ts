import type { PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { CHANNELS, MESSAGE_STATUSES, type Channel, type MessageStatus } from './constants'

/**
 * The notifications about an application on its timeline (issue 34): every message recorded in
 * `notification-messages` for it, read when the timeline is shown rather than copied into `application-activities`.
 * A message is about an application when its key is the application's news (`application:<id>:…`: received, each
 * move sent with "email the candidate") or it belongs to one of the application's interviews (reminders,
 * invitations). The caller's own email of application news is already on the timeline as the email it was
 * (features/recruiting's `recordActivity`), so it is left out unless WhatsApp or push fell back to it or it failed.
 *
 * Access: the application is read as the signed-in user (the applications collection's own rule: admins, and the
 * recruiters of its job), so nobody else gets a line, whichever way they ask.
 */
export type TimelineMessage = {
  id: string
  at: string
  channel: Channel
  status: MessageStatus
  /** What staff read, in the admin's language. */
  text: string
  /** The reason it was held, fell back or failed, as the sender recorded it (English, for staff). */
  detail?: string
}

const TEMPLATE_LABELS = ['application_update', 'interview_reminder', 'interview_invitation', 'job_alert'] as const

export async function applicationMessages(req: PayloadRequest, applicationId: number, locale: Locale): Promise<TimelineMessage[]> {
  const { payload, user } = req
  if (!isRecruiterUser(user) || !Number.isSafeInteger(applicationId) || applicationId <= 0) return []
  const application = await payload.findByID({
    collection: 'applications',
    id: applicationId,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
    select: { job: true },
  })
  if (!application) return []
  const { docs: interviews } = await payload.find({
    collection: 'interviews',
    where: { application: { equals: applicationId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { application: true },
  })
  const { docs } = await payload.find({
    collection: 'notification-messages',
    where: {
      or: [
        { key: { like: `application:${applicationId}:` } },
        ...(interviews.length ? [{ interview: { in: interviews.map((i) => i.id) } }] : []),
      ],
    },
    sort: '-createdAt',
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  const t = translator(locale, 'Recruiting')
  const lines: TimelineMessage[] = []
  for (const doc of docs) {
    // A staff member's own notice (their new-application push) is theirs and admins' to read, not the timeline's.
    if (!doc.candidate) continue
    // `like` matches inside the key too: only this application's own news keys.
    if (!doc.interview && !doc.key.startsWith(`application:${applicationId}:`)) continue
    const channel = doc.channel as Channel
    const status = doc.status as MessageStatus
    if (!CHANNELS.includes(channel) || !MESSAGE_STATUSES.includes(status)) continue
    const ownEmail = channel === 'email' && !doc.interview && !doc.fellBackFrom && status === 'sent'
    if (ownEmail) continue
    const template = (TEMPLATE_LABELS as readonly string[]).includes(doc.template) ? doc.template : 'other'
    const values = {
      channel: t(`timeline.message.channel.${channel}`),
      template: t(`timeline.message.template.${template}` as 'timeline.message.template.other'),
      status: t(`timeline.message.status.${status}`),
    }
    const text = doc.fellBackFrom
      ? t('timeline.message.fellBack', { ...values, from: t(`timeline.message.channel.${doc.fellBackFrom as Channel}`) })
      : t('timeline.message.line', values)
    lines.push({
      id: `message-${doc.id}`,
      at: doc.sentAt ?? doc.createdAt,
      channel,
      status,
      text,
      detail: doc.error ?? undefined,
    })
  }
  return lines
}
