import { createLocalReq, type Payload, type UIFieldServerProps } from 'payload'
import type { ReactElement } from 'react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { TimelineMessage } from '@/features/notify'
import { queueInterviewReminders } from '@/features/notify/reminders'
import { sendDueMessages } from '@/features/notify/send'
import { Timeline } from '@/features/recruiting/components/Timeline'

import { unique } from '../fixtures/people'
import { startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { choose, envSwitch, messageRows, notifyCandidate, verifiedWhatsapp } from './helpers/notify'
import { rest } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'
import { applyTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 34: the notifications sent about an application (received, moves, interview reminders; by WhatsApp, push
 * or email) are on the application's timeline in the admin, in the admin's language, for the staff who may see
 * the application only. The timeline's server component (features/recruiting/components/Timeline.tsx) is rendered
 * here as the admin page renders it, and what it hands the list is what staff read.
 */
// The list is the admin's client component (Payload's UI kit): the server component's props are what it shows.
vi.mock('@/features/recruiting/components/Timeline.client', () => ({ TimelineList: () => null }))

let payload: Payload
let wa: WhatsappStandIn
const env = envSwitch()

beforeAll(async () => {
  payload = await getTestPayload()
  wa = await startWhatsappStandIn()
  env.use(wa.env())
})

afterAll(async () => {
  env.restore()
  await wa.close()
})

/** The timeline's lines about notifications, as the admin page renders them for this staff member and language. */
async function timelineAs(user: { id: number }, application: number, language: 'en' | 'ar'): Promise<TimelineMessage[] | null> {
  const staff = await payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })
  const req = await createLocalReq({ user: { ...staff, collection: 'users' } as never }, payload)
  const element = (await Timeline({
    id: application,
    data: { id: application },
    user: req.user,
    i18n: { language },
    req,
  } as unknown as UIFieldServerProps)) as ReactElement<{ notifications: TimelineMessage[] }> | null
  return element ? element.props.notifications : null
}

describe('notifications on the application timeline', () => {
  it('shows WhatsApp sends, a fallback to email and interview reminders, in English and Arabic, to the job’s staff only', async () => {
    const owner = await staffMember(unique('timeline-owner'), ['recruiter'])
    const outsider = await staffMember(unique('timeline-outsider'), ['recruiter'])
    const admin = await staffMember(unique('timeline-admin'), ['admin'])
    const editor = await staffMember(unique('timeline-editor'), ['editor'])
    const who = await notifyCandidate(payload, 'timeline-candidate', 'ar')
    await verifiedWhatsapp(payload, wa, who)
    await choose(payload, who, 'applicationUpdates', { whatsapp: true })
    await choose(payload, who, 'interviewReminders', { whatsapp: true })
    const job = await ownedJob(owner.id, { title: 'Fleet Supervisor', titleAr: 'مشرف أسطول' })
    const application = await applyTo(who, job, 'ar')
    // Another application of the same candidate: its news stays off this timeline.
    const other = await applyTo(who, await ownedJob(owner.id), 'ar')
    await expect.poll(async () => (await messageRows(payload, who, 'applicationUpdates')).length, { timeout: 15_000 }).toBe(2)
    await sendDueMessages(payload)

    const created = await rest('POST', '/interviews', {
      body: {
        application,
        startsAt: new Date(Date.now() + 20 * 3_600_000).toISOString(),
        startsAt_tz: 'Asia/Riyadh',
        durationMinutes: 30,
        location: 'Riyadh',
      },
      headers: owner.auth,
    })
    expect(created.status).toBe(201)
    // The invitation over WhatsApp too (queued once the interview has committed).
    await expect.poll(async () => (await messageRows(payload, who, 'interviewReminders')).length, { timeout: 15_000 }).toBe(1)
    await sendDueMessages(payload)
    await queueInterviewReminders(payload)
    // The Cloud API refuses the reminder (a number that left WhatsApp): by email instead.
    wa.script([400])
    await sendDueMessages(payload)

    const english = await timelineAs(owner, application, 'en')
    // Newest first is the list's own order; here each line once, whatever the clock's resolution.
    expect(new Set(english!.map((line) => line.text))).toEqual(
      new Set([
        'Email to the candidate instead of WhatsApp message: interview reminder, sent',
        'WhatsApp message to the candidate: interview reminder, not delivered',
        'WhatsApp message to the candidate: interview invitation, sent',
        'WhatsApp message to the candidate: application update, sent',
      ]),
    )
    expect(english).toHaveLength(4)
    expect(english!.find((line) => line.status === 'failed')!.detail).toMatch(/whatsapp: 400/)

    const arabic = await timelineAs(admin, application, 'ar')
    expect(new Set(arabic!.map((line) => line.text))).toEqual(
      new Set([
        'بريد إلكتروني إلى المرشح بدلًا من رسالة واتساب: تذكير بالمقابلة، تم الإرسال',
        'رسالة واتساب إلى المرشح: تذكير بالمقابلة، لم يتم التسليم',
        'رسالة واتساب إلى المرشح: دعوة إلى مقابلة، تم الإرسال',
        'رسالة واتساب إلى المرشح: مستجدات الطلب، تم الإرسال',
      ]),
    )
    expect((await timelineAs(owner, other, 'en'))!.map((line) => line.text)).toEqual([
      'WhatsApp message to the candidate: application update, sent',
    ])

    // Staff who may not see the application get no line; an editor no timeline at all.
    expect(await timelineAs(outsider, application, 'en')).toEqual([])
    expect(await timelineAs(editor, application, 'en')).toBeNull()
  }, 180_000)

  it('the seed’s demo job seekers: WhatsApp verified and consented, quiet hours, and messages on their timelines in both languages', async () => {
    const { hasConsent } = await import('@/features/consent')
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: ADMIN.email } }, limit: 1, depth: 0 })).docs[0]!
    const lines: Record<string, string[]> = {}
    for (const [email, locale] of [
      ['omar.demo@seekers.example', 'ar'],
      ['maria.demo@seekers.example', 'en'],
    ] as const) {
      const seeker = (await payload.find({ collection: 'candidates', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]!
      const settings = (await payload.find({ collection: 'notification-settings', where: { candidate: { equals: seeker.id } }, depth: 0 }))
        .docs[0]!
      expect(settings).toMatchObject({ applicationUpdates: { whatsapp: true } })
      expect(settings.whatsappVerifiedAt && settings.whatsappOptInAt && !settings.whatsappStoppedAt).toBeTruthy()
      expect(settings.quietFrom).not.toBe(settings.quietTo)
      expect(await hasConsent(payload, { candidate: seeker.id, purpose: 'whatsapp' })).toBe(true)
      const rows = await messageRows(payload, seeker)
      expect(new Set(rows.map((r) => r.locale))).toEqual(new Set([locale]))
      const applications = (await payload.find({ collection: 'applications', where: { candidate: { equals: seeker.id } }, depth: 0 })).docs
      lines[email] = []
      for (const application of applications) {
        lines[email]!.push(...(await timelineAs(admin, application.id, locale))!.map((line) => line.text))
      }
    }
    expect(lines['omar.demo@seekers.example']).toEqual(
      expect.arrayContaining([
        'رسالة واتساب إلى المرشح: مستجدات الطلب، تم الإرسال',
        'رسالة واتساب إلى المرشح: مستجدات الطلب، لم يتم التسليم',
        'بريد إلكتروني إلى المرشح بدلًا من رسالة واتساب: مستجدات الطلب، تم الإرسال',
      ]),
    )
    expect(lines['maria.demo@seekers.example']).toContain('WhatsApp message to the candidate: application update, sent')
  })
})
