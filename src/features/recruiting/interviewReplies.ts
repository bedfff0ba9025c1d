import type { Payload } from 'payload'

import { idOf } from '@/lib/ids'

import { interviewCalendar } from './ics'
import type { InterviewDoc } from './interviewHooks'
import { recordActivity } from './timeline'

export const INTERVIEW_REPLIES = ['confirmed', 'reschedule'] as const
export type InterviewReply = (typeof INTERVIEW_REPLIES)[number]
export const REPLY_NOTE_MAX = 1000

/** An interview as the reply reads it: its references as ids. */
type OwnInterview = Omit<InterviewDoc, 'application' | 'job' | 'candidate' | 'candidateName' | 'interviewers'> & {
  application: number
  job: number
}

/** One of the candidate's own interviews (read by the server, the candidate checked here), or null. */
async function ownInterview(payload: Payload, candidateId: number, interviewId: number): Promise<OwnInterview | null> {
  if (!Number.isSafeInteger(interviewId) || interviewId <= 0) return null
  const doc = await payload.findByID({ collection: 'interviews', id: interviewId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!doc || !doc.candidate || idOf(doc.candidate) !== candidateId) return null
  return { ...doc, application: idOf(doc.application), job: idOf(doc.job!) } as OwnInterview
}

/**
 * The candidate's answer to an invitation, for this revision of it (its SEQUENCE): "I'll be there" or "please find
 * another time" with an optional note. It goes on the application's timeline, where the recruiter sees it; a later
 * change of the interview (a new SEQUENCE) asks again. Nothing for a cancelled or past interview, or someone else's.
 */
export async function replyToInterview(
  payload: Payload,
  { candidateId, interviewId, reply, note }: { candidateId: number; interviewId: number; reply: InterviewReply; note?: string },
): Promise<'confirmed' | 'reschedule' | 'closed' | 'invalid'> {
  const interview = await ownInterview(payload, candidateId, interviewId)
  if (!interview) return 'invalid'
  if (interview.status === 'cancelled' || new Date(interview.startsAt).getTime() < Date.now()) return 'closed'
  const text = reply === 'reschedule' ? note?.trim().slice(0, REPLY_NOTE_MAX) || undefined : undefined
  await recordActivity(
    { payload },
    {
      application: interview.application,
      job: interview.job,
      kind: 'interview',
      text,
      data: {
        interview: interview.id,
        what: reply,
        by: 'candidate',
        startsAt: interview.startsAt,
        timeZone: interview.startsAt_tz,
        sequence: interview.sequence,
      },
    },
  )
  return reply
}

/** The candidate's latest answer to each of these interviews, for its current revision only. */
export async function repliesTo(
  payload: Payload,
  interviews: { id: number; application: number; sequence: number }[],
): Promise<Map<number, InterviewReply>> {
  const replies = new Map<number, InterviewReply>()
  if (!interviews.length) return replies
  const { docs } = await payload.find({
    collection: 'application-activities',
    where: { and: [{ application: { in: [...new Set(interviews.map((i) => i.application))] } }, { kind: { equals: 'interview' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { data: true },
  })
  const current = new Map(interviews.map((i) => [i.id, i.sequence]))
  for (const doc of docs) {
    const data = (doc.data ?? {}) as Record<string, unknown>
    const id = Number(data.interview)
    if (data.by !== 'candidate' || current.get(id) !== Number(data.sequence)) continue
    if (data.what === 'confirmed' || data.what === 'reschedule') replies.set(id, data.what)
    // "Can't make it" on WhatsApp (features/notify/replies.ts) asks for another time as well.
    else if (data.what === 'cantMakeIt') replies.set(id, 'reschedule')
  }
  return replies
}

/**
 * "Add to calendar": the candidate's own interview as a calendar file to import (METHOD:PUBLISH, no RSVP), with the
 * emailed invitation's UID and SEQUENCE, so a calendar that has the invitation updates it instead of adding another.
 */
export async function calendarFileFor(
  payload: Payload,
  { candidateId, interviewId, title, description }: { candidateId: number; interviewId: number; title: string; description: string },
): Promise<string | null> {
  const interview = await ownInterview(payload, candidateId, interviewId)
  if (!interview) return null
  return interviewCalendar(interview, {
    cancelled: interview.status === 'cancelled',
    publish: true,
    title,
    description,
  })
}
