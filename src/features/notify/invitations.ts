import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { whatsappConfig } from './config'
import { queueMessage } from './outbox'
import { replyPayload } from './templates'
import { choiceOf, settingsOf, whatsappAllowed } from './settings'

/**
 * An interview invitation (or its change) over WhatsApp too, when the candidate chose WhatsApp for interview
 * reminders and WhatsApp can carry it now (configured, a verified and consented number). The email with its calendar
 * file always goes (features/recruiting/interviewHooks.ts): WhatsApp is the extra nudge with the "can't make it"
 * button, so it never falls back to email (send.ts `fallBack`), and without WhatsApp nothing more is queued. One per
 * interview revision (the key holds the SEQUENCE).
 */
export async function queueInterviewInvitation(
  payload: Payload,
  invitation: {
    candidate: number
    interview: number
    sequence: number
    startsAt: string
    locale: Locale
    job: string
    when: string
    where: string
    url: string
  },
  now = new Date(),
): Promise<boolean> {
  if (!whatsappConfig()) return false
  const settings = await settingsOf(payload, invitation.candidate)
  if (!choiceOf(settings).interviewReminders.whatsapp || !(await whatsappAllowed(payload, settings))) return false
  const queued = await queueMessage(payload, {
    key: `interview:${invitation.interview}:${invitation.sequence}:invitation:whatsapp`,
    candidate: invitation.candidate,
    purpose: 'interviewReminders',
    channel: 'whatsapp',
    template: 'interview_invitation',
    locale: invitation.locale,
    params: {
      job: invitation.job,
      when: invitation.when,
      where: invitation.where,
      link: invitation.url,
      startsAt: invitation.startsAt,
      reply: replyPayload(invitation.interview, invitation.sequence),
    },
    url: invitation.url,
    interview: invitation.interview,
    notBefore: now,
  })
  return queued !== false
}
