import { randomUUID } from 'node:crypto'

import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'

import { ownsJob } from '@/access/ownership'
import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailHtml } from '@/lib/email/frame'
import { MAIL_FROM_NAME } from '@/lib/brand'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'

import { queueInterviewInvitation } from '@/features/notify'
import { afterTransaction } from '@/lib/db/transactionEvents'

import { PIPELINE } from './constants'
import { renderFor, sendToCandidate, type ApplicationForEmail } from './emails'
import { interviewCalendar } from './ics'
import { interviewTime } from './interviewTime'
import { recordActivity } from './timeline'

type Rel = number | { id: number }
export type InterviewDoc = {
  id: number
  application: Rel
  job: Rel
  candidate?: Rel | null
  candidateName?: string | null
  startsAt: string
  startsAt_tz?: string | null
  durationMinutes: number
  location?: string | null
  videoLink?: string | null
  status: 'scheduled' | 'cancelled'
  uid: string
  sequence: number
  interviewers?: Rel[] | null
}

/** What the calendar, the candidate and the recruiter see change; anything else (interviewers) keeps the SEQUENCE. */
const CALENDAR_FIELDS = ['startsAt', 'startsAt_tz', 'durationMinutes', 'location', 'videoLink', 'status'] as const

export { interviewTime } from './interviewTime'

export const interviewPlace = (interview: Pick<InterviewDoc, 'location' | 'videoLink'>) =>
  [interview.location, interview.videoLink].filter(Boolean).join(' — ')

/**
 * A new interview belongs to an application of a job the scheduler owns (or any, for admins); the job,
 * candidate, name and language come from the application, the calendar UID is made here once.
 */
export const scheduleFromApplication: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const id = Number(typeof data.application === 'object' && data.application ? data.application.id : data.application)
  const application = Number.isInteger(id)
    ? await req.payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true, req, disableErrors: true })
    : null
  // A signed-in scheduler must own the job (create access already let only recruiters and admins this far); the
  // Local API without a user is the server itself (seed, tests).
  if (!application || (req.user && !(await ownsJob(req, idOf(application.job))))) {
    throw new APIError(req.t('error:notFound'), 404, undefined, true)
  }
  return {
    ...data,
    application: application.id,
    job: idOf(application.job),
    candidate: application.candidate ? idOf(application.candidate) : null,
    candidateName: application.fullName,
    locale: toLocale(application.locale),
    uid: `${randomUUID()}@${new URL(env.serverUrl).hostname}`,
    sequence: 0,
    status: 'scheduled',
  }
}

/** Each change a calendar would show raises SEQUENCE; the UID, application and people never change. */
export const bumpSequence: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const before = originalDoc as InterviewDoc
  const kept = { uid: before.uid, application: before.application, job: before.job, candidate: before.candidate }
  if (before.status === 'cancelled') return { ...data, ...kept, sequence: before.sequence, status: 'cancelled' }
  const changed = CALENDAR_FIELDS.some((field) => {
    const next = data[field]
    return next !== undefined && String(next ?? '') !== String(before[field] ?? '')
  })
  return { ...data, ...kept, sequence: changed ? before.sequence + 1 : before.sequence }
}

/**
 * After a save: the candidate gets the invitation, the change or the cancellation with its .ics (sent after the
 * write commits, never inside it), the timeline records it, and a newly invited candidate moves to "interview".
 */
export const notifyInterview: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const interview = doc as InterviewDoc
  const before = previousDoc as InterviewDoc | undefined
  const created = operation === 'create'
  const interviewers = (interview.interviewers ?? []).map(idOf)
  if (!created && before && before.sequence === interview.sequence) {
    // No change a calendar shows: only interviewers added now get the invitation.
    const had = new Set((before.interviewers ?? []).map(idOf))
    const added = interviewers.filter((id) => !had.has(id))
    if (added.length && interview.status !== 'cancelled') {
      void inviteInterviewers(req.payload, interview, added, 'scheduled').catch((error: unknown) =>
        req.payload.logger.error({ err: error }, `Could not invite the interviewers of interview ${interview.id}`),
      )
    }
    return doc
  }
  const { payload } = req
  const application = (await payload.findByID({
    collection: 'applications',
    id: idOf(interview.application),
    depth: 0,
    overrideAccess: true,
    req,
  })) as ApplicationForEmail
  const cancelled = interview.status === 'cancelled'
  const what = created ? 'scheduled' : cancelled ? 'cancelled' : 'updated'
  await recordActivity(
    { payload, req },
    {
      application: application.id,
      job: idOf(application.job),
      kind: 'interview',
      data: { interview: interview.id, what, startsAt: interview.startsAt, timeZone: interview.startsAt_tz, sequence: interview.sequence },
    },
  )
  if (created && PIPELINE.indexOf(application.status as never) < PIPELINE.indexOf('interview')) {
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'interview' },
      req,
      depth: 0,
      overrideAccess: true,
    })
    application.status = 'interview'
  }
  const locale = toLocale(application.locale)
  const key = created ? 'interview-invitation' : cancelled ? 'interview-cancelled' : 'interview-updated'
  const values = {
    interviewTime: interviewTime(interview.startsAt, interview.startsAt_tz, locale),
    interviewPlace: interviewPlace(interview),
  }
  const actor = { user: req.user }
  // One lookup of the job's owner for the candidate's event and the panel's.
  const organizer = organizerOf(payload, idOf(application.job))
  organizer.catch(() => undefined)
  void inviteInterviewers(payload, interview, interviewers, what, organizer).catch((error: unknown) =>
    payload.logger.error({ err: error }, `Could not invite the interviewers of interview ${interview.id}`),
  )
  void (async () => {
    const email = await renderFor(payload, application, key, values)
    const candidate = application.candidate
      ? await payload.findByID({
          collection: 'candidates',
          id: idOf(application.candidate),
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!email || !candidate?.email) return
    const ics = interviewCalendar(interview, {
      cancelled,
      title: email.subject,
      description: email.body,
      organizer: await organizer,
      attendee: { name: application.fullName, email: candidate.email },
    })
    await sendToCandidate(
      payload,
      application,
      {
        ...email,
        template: key,
        attachments: [
          {
            filename: 'interview.ics',
            content: ics,
            contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
          },
        ],
      },
      actor,
    )
  })().catch((error: unknown) => payload.logger.error({ err: error }, `Could not send the email of interview ${interview.id}`))
  // The invitation or its change over WhatsApp too, when the candidate chose it for interview reminders
  // (features/notify), once the interview has committed: the sender's row refers to it.
  const candidateId = application.candidate ? idOf(application.candidate) : null
  if (!cancelled && candidateId) {
    await afterTransaction(req, {
      // Awaited: the save returns once the WhatsApp invitation is queued (the sender sends it).
      committed: () =>
        (async () => {
          const job = await payload.findByID({
            collection: 'jobs',
            id: idOf(application.job),
            locale,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            select: { title: true },
          })
          const url = `${env.serverUrl}/${locale}/profile/applications#interviews`
          await queueInterviewInvitation(payload, {
            candidate: candidateId,
            interview: interview.id,
            sequence: interview.sequence,
            startsAt: interview.startsAt,
            locale,
            job: job?.title ?? '',
            when: values.interviewTime,
            where: values.interviewPlace || (interview.videoLink ? translator(locale, 'Notify')('online') : '-'),
            url,
          })
        })().catch((error: unknown) =>
          payload.logger.error({ err: error }, `Could not queue the WhatsApp invitation of interview ${interview.id}`),
        ),
    })
  }
  return doc
}

type Staff = { id: number; email: string; name?: string | null; emailLanguage?: string | null }

/**
 * The calendar event's organiser: the job's owner, so that a calendar's reply ("accept", "decline") reaches the
 * recruiter who handles the application rather than the no-reply address; the agency's sender when the job has
 * no owner. The candidate's answer also has its own place on /profile, which writes it on the timeline.
 */
async function organizerOf(payload: Parameters<CollectionAfterChangeHook>[0]['req']['payload'], job: number) {
  const found = await payload.findByID({
    collection: 'jobs',
    id: job,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    select: { owner: true },
  })
  const owner = found?.owner && typeof found.owner === 'object' ? (found.owner as Staff) : null
  return owner?.email ? { name: owner.name || MAIL_FROM_NAME, email: owner.email } : { name: MAIL_FROM_NAME, email: env.mailFrom }
}

/**
 * Each interviewer gets the same calendar event as the candidate (same UID and SEQUENCE, so a change or a
 * cancellation updates it in their calendar), with the candidate, the job, the time in the interview's zone, the
 * place and a link to the application, in the language they chose for emails.
 */
async function inviteInterviewers(
  payload: Parameters<CollectionAfterChangeHook>[0]['req']['payload'],
  interview: InterviewDoc,
  ids: number[],
  what: 'scheduled' | 'updated' | 'cancelled',
  organizerOfJob: Promise<{ name: string; email: string }> = organizerOf(payload, idOf(interview.job)),
): Promise<void> {
  if (!ids.length) return
  const people = (
    await payload.find({
      collection: 'users',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
      select: { email: true, name: true, emailLanguage: true } as never,
    })
  ).docs as unknown as Staff[]
  const organizer = await organizerOfJob
  const cancelled = what === 'cancelled'
  // The job's title once per language, not once per interviewer.
  const titles = new Map<Locale, Promise<string>>()
  const titleIn = (locale: Locale) => {
    if (!titles.has(locale)) {
      titles.set(
        locale,
        payload
          .findByID({ collection: 'jobs', id: idOf(interview.job), depth: 0, locale, overrideAccess: true, select: { title: true } })
          .then((job) => String(job.title ?? '')),
      )
    }
    return titles.get(locale)!
  }
  for (const person of people) {
    const locale = toLocale(person.emailLanguage)
    const t = translator(locale, 'Recruiting.interviewerEmail')
    const values = {
      name: person.name ?? '',
      candidate: interview.candidateName ?? '',
      job: await titleIn(locale),
      time: interviewTime(interview.startsAt, interview.startsAt_tz, locale),
      place: interviewPlace(interview) || '—',
    }
    const subject = t(`subject.${what}`, values)
    const body = t(`body.${what}`, values)
    const link = `${env.serverUrl}/admin/collections/applications/${idOf(interview.application)}`
    const ics = interviewCalendar(interview, {
      cancelled,
      title: subject,
      description: body,
      organizer,
      attendee: { name: person.name || person.email, email: person.email },
    })
    await payload.sendEmail({
      to: person.email,
      subject,
      text: `${body}\n\n${link}`,
      html: emailHtml(locale, body, { href: link, label: t('button') }),
      attachments: [
        {
          filename: 'interview.ics',
          content: ics,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
        },
      ],
    })
  }
}
