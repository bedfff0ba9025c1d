import type { Payload } from 'payload'

import { interviewPlace, interviewTime } from '@/features/recruiting/interviewHooks'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/env'

import { REMINDER_LEADS } from './constants'
import { queueNews } from './outbox'
import { replyPayload } from './templates'

/**
 * Interview reminders (the queue's `queueInterviewReminders` task, every 5 minutes): 24 hours and 2 hours before a
 * scheduled interview, on the channels the candidate chose. A lead is due while the time left is within it and above
 * its `until` (constants.ts), so an interview booked 5 hours ahead gets the 2-hour reminder only. The key holds
 * the interview, its start and the lead: a moved interview gets reminders for its new time, and the sender skips
 * those of a cancelled or moved one (features/notify/send.ts `stillDue`).
 */
export async function queueInterviewReminders(payload: Payload, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  let queued = 0
  for (const lead of REMINDER_LEADS) {
    const from = new Date(now.getTime() + lead.until)
    const to = new Date(now.getTime() + lead.ms)
    const { docs } = await payload.find({
      collection: 'interviews',
      where: {
        and: [
          { status: { equals: 'scheduled' } },
          { startsAt: { greater_than: from.toISOString() } },
          { startsAt: { less_than_equal: to.toISOString() } },
        ],
      },
      limit: 500,
      depth: 0,
      overrideAccess: true,
    })
    for (const interview of docs) {
      const candidateId = typeof interview.candidate === 'object' ? interview.candidate?.id : interview.candidate
      if (!candidateId) continue
      const candidate = await payload.findByID({
        collection: 'candidates',
        id: candidateId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      if (!candidate) continue
      const locale = toLocale(candidate.preferredLocale)
      const jobId = typeof interview.job === 'object' ? interview.job?.id : interview.job
      const job = jobId
        ? await payload.findByID({ collection: 'jobs', id: jobId, locale, depth: 0, overrideAccess: true, disableErrors: true })
        : null
      const where = interviewPlace(interview) || (interview.videoLink ? translator(locale, 'Notify')('online') : '-')
      const channels = await queueNews(payload, {
        candidate: candidateId,
        purpose: 'interviewReminders',
        key: `interview:${interview.id}:${interview.startsAt}:${lead.key}`,
        template: 'interview_reminder',
        params: {
          job: job?.title ?? '',
          when: interviewTime(interview.startsAt, interview.startsAt_tz, locale),
          where,
          link: `${env.serverUrl}/${locale}/profile/applications#interviews`,
          startsAt: interview.startsAt,
          // The "can't make it" button's payload (replies.ts).
          reply: replyPayload(interview.id, interview.sequence ?? 0),
        },
        url: `${env.serverUrl}/${locale}/profile/applications#interviews`,
        interview: interview.id,
        notBefore: now,
      })
      queued += channels.length
    }
  }
  return queued
}
