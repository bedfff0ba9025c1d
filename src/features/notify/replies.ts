import type { Payload } from 'payload'

import { recordActivity } from '@/features/recruiting/timeline'
import { interviewTime } from '@/features/recruiting/interviewHooks'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/env'
import { emailHtml } from '@/lib/email/frame'
import { staffLocale } from '@/lib/email/staffLocale'
import { idOf } from '@/lib/ids'

/**
 * "Can't make it" over WhatsApp (issue 34): the interview messages (invitation, reminders) carry a quick-reply
 * button whose payload names the interview and its revision (`cant:<interview>:<sequence>`); a press, or the reply
 * "can't make it" / "لا أستطيع الحضور" typed out, reaches the recruiter: an entry on the application's timeline
 * ("the candidate can't make it") and an email to the job's owner in the language they chose for emails. Once per
 * interview revision: a second press (or the webhook delivered again, or two replies at the same moment) records and
 * sends nothing more. The entry's unique key (`once`: `cantMakeIt:<interview>:<sequence>`) decides which of two
 * concurrent replies is the one; only that one emails.
 */
/** Case, Arabic diacritics and tatweel, alef forms, curly apostrophes and end punctuation aside. */
export const normalizeReply = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[.!؟?،,]+$/, '')

const CANT_WORDS = [
  "can't make it",
  'cant make it',
  'cannot make it',
  'can not make it',
  "i can't make it",
  "i can't attend",
  'لا أستطيع الحضور',
  'لن أستطيع الحضور',
  'لا يمكنني الحضور',
  'لا أقدر أحضر',
  'ما أقدر أحضر',
].map(normalizeReply)

export const isCantMakeIt = (text: string | undefined) => Boolean(text && CANT_WORDS.includes(normalizeReply(text)))

export type CantOutcome = 'recorded' | 'already' | 'closed' | 'invalid'

/**
 * The candidate cannot attend this interview (its revision `sequence` when the button said which; the current one
 * otherwise). Only the interview's own candidate, only a scheduled interview still ahead, only its current revision
 * (a button from before the interview moved says nothing about the new time).
 */
export async function cantMakeIt(
  payload: Payload,
  {
    candidate,
    interview: interviewId,
    sequence,
    now = new Date(),
  }: { candidate: number; interview: number; sequence?: number; now?: Date },
): Promise<CantOutcome> {
  const interview = await payload.findByID({
    collection: 'interviews',
    id: interviewId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!interview || !interview.candidate || idOf(interview.candidate) !== candidate) return 'invalid'
  if (interview.status !== 'scheduled' || new Date(interview.startsAt).getTime() <= now.getTime()) return 'closed'
  if (sequence !== undefined && sequence !== interview.sequence) return 'closed'
  const application = idOf(interview.application)
  const { docs: earlier } = await payload.find({
    collection: 'application-activities',
    where: { and: [{ application: { equals: application } }, { kind: { equals: 'interview' } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { data: true },
  })
  const said = earlier.some((entry) => {
    const data = (entry.data ?? {}) as Record<string, unknown>
    return data.what === 'cantMakeIt' && Number(data.interview) === interview.id && Number(data.sequence) === interview.sequence
  })
  if (said) return 'already'
  const app = await payload.findByID({ collection: 'applications', id: application, depth: 0, overrideAccess: true })
  const recorded = await recordActivity(
    { payload },
    {
      application,
      job: idOf(app.job),
      kind: 'interview',
      once: `cantMakeIt:${interview.id}:${interview.sequence}`,
      data: {
        interview: interview.id,
        what: 'cantMakeIt',
        by: 'candidate',
        via: 'whatsapp',
        startsAt: interview.startsAt,
        timeZone: interview.startsAt_tz,
        sequence: interview.sequence,
      },
    },
  )
  if (!recorded) return 'already'
  await tellRecruiter(payload, { job: idOf(app.job), application, candidateName: app.fullName, interview })
  return 'recorded'
}

/** The job's owner by email, in the language they chose for emails. */
async function tellRecruiter(
  payload: Payload,
  {
    job,
    application,
    candidateName,
    interview,
  }: { job: number; application: number; candidateName: string; interview: { startsAt: string; startsAt_tz?: string | null } },
) {
  const found = await payload.findByID({
    collection: 'jobs',
    id: job,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { owner: true },
  })
  const ownerId = found?.owner ? idOf(found.owner) : null
  const owner = ownerId
    ? await payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!owner?.email) return
  const locale = staffLocale(owner)
  const titled = await payload.findByID({ collection: 'jobs', id: job, locale, depth: 0, overrideAccess: true, select: { title: true } })
  const t = translator(locale, 'Notify')
  const values = {
    name: owner.name || owner.email,
    candidate: candidateName,
    job: titled.title ?? '',
    time: interviewTime(interview.startsAt, interview.startsAt_tz, locale),
  }
  const link = `${env.serverUrl}/admin/collections/applications/${application}`
  const subject = t('cantMakeIt.subject', values)
  const body = t('cantMakeIt.body', values)
  await payload.sendEmail({
    to: owner.email,
    subject,
    text: `${body}\n\n${link}`,
    html: emailHtml(locale, body, { href: link, label: t('cantMakeIt.open') }),
  })
}

/** The candidate's next interview still ahead (for a typed reply that does not say which). */
export async function nextInterviewOf(payload: Payload, candidate: number, now = new Date()): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'interviews',
    where: {
      and: [{ candidate: { equals: candidate } }, { status: { equals: 'scheduled' } }, { startsAt: { greater_than: now.toISOString() } }],
    },
    sort: 'startsAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { startsAt: true },
  })
  return docs[0]?.id ?? null
}
