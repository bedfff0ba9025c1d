import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import { beforeAll, describe, expect, it } from 'vitest'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, mailTo, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'

/** Parses the .ics attached to an email with a calendar parser (ical.js), as a calendar app would. */
function calendarOf(mail: ParsedMail) {
  const attachment = mail.attachments.find((a) => a.filename === 'interview.ics')
  expect(attachment?.contentType).toBe('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { method: calendar.getFirstPropertyValue('method'), event, status: event.component.getFirstPropertyValue('status') }
}

/**
 * Templated emails (issue 19): staff edit them per status and language; a move previews them and may skip them;
 * each one sent is on the application's timeline. Interviews: invitation, change and cancellation, each with a
 * calendar file that keeps its UID and raises its SEQUENCE.
 */
describe('recruiting emails and interviews', () => {
  let recruiter: { id: number; auth: Auth }
  let job: number
  let amal: Applicant
  let badr: Applicant
  let amalApp: number
  let badrApp: number

  beforeAll(async () => {
    recruiter = await staffMember('mailer.rec@example.com', ['recruiter'])
    job = await ownedJob(recruiter.id, { title: 'HSE Officer', titleAr: 'مسؤول سلامة' })
    amal = await applicant('amal.mail@example.com', { fullName: 'أمل الحربي' })
    badr = await applicant('badr.mail@example.com', { fullName: 'Badr Haddad' })
    amalApp = await applyTo(amal, job, 'ar', 'أمل الحربي')
    badrApp = await applyTo(badr, job, 'en', 'Badr Haddad')
  })

  it('refuses a template with a placeholder it cannot fill', async () => {
    const payload = await getTestPayload()
    const template = (await payload.find({ collection: 'email-templates', where: { key: { equals: 'shortlisted' } } })).docs[0]!
    const bad = await rest('PATCH', `/email-templates/${template.id}?locale=en`, {
      body: { body: 'Hello {candidate_name}' },
      headers: recruiter.auth,
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('{candidate_name}')
    const editor = await staffMember('editor.templates@example.com', ['editor'])
    expect((await rest('GET', '/email-templates', { headers: editor.auth })).status).toBe(403)
  })

  it('previews each candidate’s email in the language they applied in', async () => {
    const preview = await json<{ emails: { application: number; locale: string; subject: string; body: string }[] }>(
      await rest('POST', '/recruiting/preview', {
        body: { applications: [amalApp, badrApp], status: 'shortlisted' },
        headers: recruiter.auth,
      }),
    )
    const byId = new Map(preview.emails.map((email) => [email.application, email]))
    expect(byId.get(amalApp)).toMatchObject({ locale: 'ar', subject: 'طلبك لوظيفة مسؤول سلامة ينتقل إلى المرحلة التالية' })
    expect(byId.get(amalApp)!.body).toContain('أمل الحربي')
    expect(byId.get(badrApp)).toMatchObject({ locale: 'en', subject: 'Your application for HSE Officer is moving forward' })
    expect(byId.get(badrApp)!.body).toMatch(/^Dear Badr Haddad,/)
    expect((await rest('POST', '/recruiting/preview', { body: { applications: [], status: 'x' }, headers: recruiter.auth })).status).toBe(
      400,
    )
  })

  it('moves two applications in one action, emails both in their language, and records each email on the timeline', async () => {
    const result = await json<{ moved: number[]; emailed: number[] }>(
      await rest('POST', '/recruiting/move', {
        body: { applications: [amalApp, badrApp], status: 'shortlisted', sendEmail: true },
        headers: recruiter.auth,
      }),
    )
    expect(result.moved.sort()).toEqual([amalApp, badrApp].sort())
    expect(result.emailed.sort()).toEqual([amalApp, badrApp].sort())
    const [arabic] = await mailTo(amal.email, 1, (m) => m.subject?.includes('المرحلة التالية') ?? false)
    expect(arabic!.text).toContain('عزيزنا/عزيزتنا أمل الحربي')
    expect(arabic!.html).toContain('dir="rtl"')
    await mailTo(badr.email, 1, (m) => m.subject === 'Your application for HSE Officer is moving forward')
    const payload = await getTestPayload()
    const activities = () =>
      payload.find({ collection: 'application-activities', where: { application: { equals: amalApp } }, sort: 'createdAt' })
    // Emails are recorded once sent, after the request that sent them: wait for the three entries.
    await expect.poll(async () => (await activities()).totalDocs, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    const found = await activities()
    // The confirmation sent when she applied is there too, without a staff member's name.
    const received = found.docs.find((d) => (d.data as { template?: string }).template === 'received')
    expect(received).toMatchObject({ kind: 'email', actor: null })
    const timeline = found.docs.filter((d) => d !== received)
    expect(timeline.map((d) => d.kind)).toEqual(['status', 'email'])
    expect(timeline[0]).toMatchObject({ data: { from: 'submitted', to: 'shortlisted' }, actor: { id: recruiter.id } })
    expect(timeline[1]).toMatchObject({ actor: { id: recruiter.id }, data: { to: amal.email, template: 'shortlisted', locale: 'ar' } })
    expect(timeline[1]!.text).toContain('طلبك لوظيفة مسؤول سلامة')
    const app = await payload.findByID({ collection: 'applications', id: amalApp })
    expect(app.stages?.shortlistedAt).toBeTruthy()
  })

  it('skips the email when the recruiter says so, and says nothing for a status without a template', async () => {
    const before = (await mailTo(badr.email, 1)).length
    const skipped = await json<{ moved: number[]; emailed: number[] }>(
      await rest('POST', '/recruiting/move', {
        body: { applications: [badrApp], status: 'rejected', sendEmail: false },
        headers: recruiter.auth,
      }),
    )
    expect(skipped).toMatchObject({ moved: [badrApp], emailed: [] })
    const none = await json<{ moved: number[]; emailed: number[] }>(
      await rest('POST', '/recruiting/move', {
        body: { applications: [badrApp], status: 'reviewed', sendEmail: true },
        headers: recruiter.auth,
      }),
    )
    expect(none).toMatchObject({ moved: [badrApp], emailed: [] })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await mailTo(badr.email, 1)).toHaveLength(before)
  })

  it('invites to an interview with an .ics a calendar reads, then reschedules and cancels it under the same UID', async () => {
    // 10:30 in Dubai (UTC+4) on a day a week from now.
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const startsAt = new Date(`${day}T06:30:00.000Z`).toISOString()
    const created = await rest('POST', '/interviews', {
      body: {
        application: amalApp,
        startsAt,
        startsAt_tz: 'Asia/Dubai',
        durationMinutes: 45,
        videoLink: 'https://meet.example.com/hse-1',
        interviewers: [recruiter.id],
      },
      headers: recruiter.auth,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const interview = (await json<{ doc: { id: number; uid: string; sequence: number } }>(created)).doc
    const [invitation] = await mailTo(amal.email, 1, (m) => m.subject === 'دعوة إلى مقابلة: مسؤول سلامة')
    expect(invitation!.text).toContain('https://meet.example.com/hse-1')
    expect(invitation!.text).toMatch(/10:30.*(توقيت الخليج|الخليج)/)
    const first = calendarOf(invitation!)
    expect(first.method).toBe('REQUEST')
    expect(first.event.uid).toBe(interview.uid)
    expect(first.event.sequence).toBe(0)
    expect(first.event.startDate.zone?.tzid).toBe('UTC')
    expect(first.event.startDate.toJSDate().toISOString()).toBe(startsAt)
    expect(first.event.duration.toSeconds()).toBe(45 * 60)

    // The organiser is the job's owner (a calendar's reply reaches them, not the no-reply address).
    expect(first.event.organizer.toLowerCase()).toBe('mailto:mailer.rec@example.com')
    // The panel gets the same event (same UID and SEQUENCE) in the language they chose for emails.
    const [panel] = await mailTo('mailer.rec@example.com', 1, (m) => m.subject === 'Interview: أمل الحربي for HSE Officer')
    expect(panel!.text).toContain(`/admin/collections/applications/${amalApp}`)
    expect(panel!.text).toMatch(/10:30/)
    expect([calendarOf(panel!).event.uid, calendarOf(panel!).event.sequence]).toEqual([interview.uid, 0])

    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'applications', id: amalApp })).status).toBe('interview')

    // An interviewer added later is invited alone; the candidate hears nothing (nothing a calendar shows changed).
    const arabicPanel = await staffMember('panel.ar@example.com', ['recruiter'])
    await payload.update({ collection: 'users', id: arabicPanel.id, data: { emailLanguage: 'ar' }, overrideAccess: true })
    const added = await rest('PATCH', `/interviews/${interview.id}`, {
      body: { interviewers: [recruiter.id, arabicPanel.id] },
      headers: recruiter.auth,
    })
    expect(added.status).toBe(200)
    const [arabic] = await mailTo('panel.ar@example.com', 1, (m) => m.subject === 'مقابلة: أمل الحربي لوظيفة مسؤول سلامة')
    expect(calendarOf(arabic!).event.uid).toBe(interview.uid)
    expect(calendarOf(arabic!).event.sequence).toBe(0)

    const later = new Date(`${day}T09:00:00.000Z`).toISOString()
    expect((await rest('PATCH', `/interviews/${interview.id}`, { body: { startsAt: later }, headers: recruiter.auth })).status).toBe(200)
    const [changed] = await mailTo(amal.email, 1, (m) => m.subject === 'تعديل موعد المقابلة: مسؤول سلامة')
    const second = calendarOf(changed!)
    expect([second.method, second.event.uid, second.event.sequence]).toEqual(['REQUEST', interview.uid, 1])
    expect(second.event.startDate.toJSDate().toISOString()).toBe(later)

    expect((await rest('PATCH', `/interviews/${interview.id}`, { body: { status: 'cancelled' }, headers: recruiter.auth })).status).toBe(
      200,
    )
    const [cancelled] = await mailTo(amal.email, 1, (m) => m.subject === 'إلغاء المقابلة: مسؤول سلامة')
    const third = calendarOf(cancelled!)
    expect([third.method, third.event.uid, third.event.sequence, third.status]).toEqual(['CANCEL', interview.uid, 2, 'CANCELLED'])

    // The candidate reads their interview (for /profile), never who interviews them or the calendar internals.
    const own = await json<{ docs: Record<string, unknown>[] }>(await rest('GET', '/interviews', { headers: amal.auth }))
    expect(own.docs).toHaveLength(1)
    expect(own.docs[0]).toMatchObject({ status: 'cancelled', startsAt: later, startsAt_tz: 'Asia/Dubai' })
    for (const field of ['interviewers', 'uid', 'sequence', 'application']) expect(own.docs[0]).not.toHaveProperty(field)
    expect((await json<{ docs: unknown[] }>(await rest('GET', '/interviews', { headers: badr.auth }))).docs).toEqual([])

    const kinds = await payload.find({
      collection: 'application-activities',
      where: { and: [{ application: { equals: amalApp } }, { kind: { equals: 'interview' } }] },
    })
    expect(kinds.docs.map((d) => (d.data as { what: string }).what).sort()).toEqual(['cancelled', 'scheduled', 'updated'])
  })

  it('refuses a video link that is not https', async () => {
    const response = await rest('POST', '/interviews', {
      body: {
        application: badrApp,
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        startsAt_tz: 'Asia/Riyadh',
        durationMinutes: 30,
        videoLink: 'javascript:alert(1)',
      },
      headers: recruiter.auth,
    })
    expect(response.status).toBe(400)
  })
})
