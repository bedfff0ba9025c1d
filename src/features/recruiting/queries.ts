import 'server-only'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload'

import { repliesTo, type InterviewReply } from './interviewReplies'

export type MyInterview = {
  id: number
  jobTitle: string
  startsAt: string
  timeZone: string
  durationMinutes: number
  location: string | null
  videoLink: string | null
  cancelled: boolean
  /** The candidate's answer to this revision of the invitation, if any. */
  reply: InterviewReply | null
  /** Still ahead and not cancelled: the candidate may confirm or ask for another time. */
  open: boolean
}

/**
 * The signed-in candidate's interviews for /profile, read as the candidate (the interviews collection gives them
 * their own, without interviewers or calendar internals), upcoming first; past ones drop off after a day.
 */
export async function myInterviews(candidate: CurrentCandidate, locale: Locale): Promise<MyInterview[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'interviews',
    where: { startsAt: { greater_than_equal: new Date(Date.now() - 86_400_000).toISOString() } },
    sort: 'startsAt',
    limit: 50,
    depth: 0,
    user: candidate,
    overrideAccess: false,
  })
  if (!docs.length) return []
  // Titles of the jobs of the candidate's own interviews (a closed job's too, which the public read would hide).
  const jobs = await payload.find({
    collection: 'jobs',
    where: { id: { in: [...new Set(docs.map((doc) => idOf(doc.job!)))] } },
    select: { title: true },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const titles = new Map(jobs.docs.map((job) => [job.id, job.title]))
  // Which application and revision each one is (fields the candidate does not read), for their answers.
  const internal = await payload.find({
    collection: 'interviews',
    where: { id: { in: docs.map((doc) => doc.id) } },
    select: { application: true, sequence: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const replies = await repliesTo(
    payload,
    internal.docs.map((doc) => ({ id: doc.id, application: idOf(doc.application), sequence: doc.sequence ?? 0 })),
  )
  const now = Date.now()
  return docs.map((doc) => ({
    id: doc.id,
    jobTitle: titles.get(idOf(doc.job!)) ?? '',
    startsAt: doc.startsAt,
    timeZone: doc.startsAt_tz,
    durationMinutes: doc.durationMinutes,
    location: doc.location ?? null,
    videoLink: doc.videoLink ?? null,
    cancelled: doc.status === 'cancelled',
    reply: replies.get(doc.id) ?? null,
    open: doc.status !== 'cancelled' && new Date(doc.startsAt).getTime() > now,
  }))
}
