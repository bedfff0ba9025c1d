import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'

import { calendarFileFor, repliesTo, replyToInterview } from '@/features/recruiting/interviewReplies'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'

/**
 * My applications (issue 28, item 5): the candidate confirms an interview or asks for another time, and the answer
 * is on the recruiter's timeline (for that revision of the invitation only); "Add to calendar" gives the candidate's
 * own interview as a file to import, under the invitation's UID. Nobody answers or downloads another's interview.
 */
describe('interview replies and calendar files', () => {
  let recruiter: { id: number; auth: Auth }
  let noura: Applicant
  let omar: Applicant
  let application: number
  let interview: { id: number; uid: string; sequence: number }
  const inDays = (days: number, hour = '07:00') =>
    new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${hour}:00.000Z`).toISOString()

  beforeAll(async () => {
    recruiter = await staffMember('replies.rec@example.com', ['recruiter'])
    const job = await ownedJob(recruiter.id, { title: 'Payroll Specialist', titleAr: 'أخصائي رواتب' })
    noura = await applicant('noura.replies@example.com', { fullName: 'نورة القحطاني' })
    omar = await applicant('omar.replies@example.com', { fullName: 'Omar Khalid' })
    application = await applyTo(noura, job, 'ar', 'نورة القحطاني')
    await applyTo(omar, job, 'en', 'Omar Khalid')
    const created = await rest('POST', '/interviews', {
      body: { application, startsAt: inDays(5), startsAt_tz: 'Asia/Riyadh', durationMinutes: 30, location: 'Olaya Towers, Riyadh' },
      headers: recruiter.auth,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    interview = (await json<{ doc: { id: number; uid: string; sequence: number } }>(created)).doc
  })

  const timeline = async () => {
    const found = await json<{ docs: { kind: string; text?: string | null; actor?: unknown; data: Record<string, unknown> }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${application}&sort=createdAt&limit=50`, {
        headers: recruiter.auth,
      }),
    )
    return found.docs.filter((entry) => entry.kind === 'interview' && entry.data.by === 'candidate')
  }

  it('takes the candidate’s confirmation to the recruiter’s timeline, and asks again after the time changes', async () => {
    const payload = await getTestPayload()
    expect(await replyToInterview(payload, { candidateId: omar.id, interviewId: interview.id, reply: 'confirmed' })).toBe('invalid')
    expect(await replyToInterview(payload, { candidateId: noura.id, interviewId: 987654, reply: 'confirmed' })).toBe('invalid')
    expect(await timeline()).toEqual([])

    expect(await replyToInterview(payload, { candidateId: noura.id, interviewId: interview.id, reply: 'confirmed' })).toBe('confirmed')
    const [confirmed] = await timeline()
    expect(confirmed).toMatchObject({ data: { what: 'confirmed', interview: interview.id, sequence: 0 } })
    expect(confirmed!.actor ?? null).toBeNull()
    const current = () => repliesTo(payload, [{ id: interview.id, application, sequence: interview.sequence }])
    expect((await current()).get(interview.id)).toBe('confirmed')

    // The recruiter moves it: the confirmation was for the old time, so the page asks again.
    expect((await rest('PATCH', `/interviews/${interview.id}`, { body: { startsAt: inDays(6) }, headers: recruiter.auth })).status).toBe(
      200,
    )
    interview.sequence = (await payload.findByID({ collection: 'interviews', id: interview.id, depth: 0 })).sequence ?? 0
    expect(interview.sequence).toBe(1)
    expect((await current()).has(interview.id)).toBe(false)

    const note = 'Any morning next week, please.'
    expect(await replyToInterview(payload, { candidateId: noura.id, interviewId: interview.id, reply: 'reschedule', note })).toBe(
      'reschedule',
    )
    expect((await timeline()).at(-1)).toMatchObject({ text: note, data: { what: 'reschedule', sequence: 1 } })
    expect((await current()).get(interview.id)).toBe('reschedule')
  })

  it('gives the candidate their own interview as a calendar file to import, under the invitation’s UID', async () => {
    const payload = await getTestPayload()
    const args = { interviewId: interview.id, title: 'مقابلة: أخصائي رواتب', description: 'Olaya Towers, Riyadh' }
    expect(await calendarFileFor(payload, { ...args, candidateId: omar.id })).toBeNull()
    const file = await calendarFileFor(payload, { ...args, candidateId: noura.id })
    const calendar = new ICAL.Component(ICAL.parse(file!))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect([event.uid, event.sequence, event.summary, event.location]).toEqual([interview.uid, 1, args.title, 'Olaya Towers, Riyadh'])
    expect(event.startDate.toJSDate().toISOString()).toBe(inDays(6))
    expect(event.attendees).toEqual([])
  })

  it('takes no answer to a cancelled interview', async () => {
    const payload = await getTestPayload()
    expect((await rest('PATCH', `/interviews/${interview.id}`, { body: { status: 'cancelled' }, headers: recruiter.auth })).status).toBe(
      200,
    )
    expect(await replyToInterview(payload, { candidateId: noura.id, interviewId: interview.id, reply: 'confirmed' })).toBe('closed')
  })
})
