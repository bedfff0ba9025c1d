import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendDueDigests } from '@/features/alerts/digest'
import { consentHistory, hasConsent, withdrawConsent } from '@/features/consent'
import { deliverNews } from '@/features/notify'
import { DAILY_CAP } from '@/features/notify/constants'
import { queueInterviewReminders } from '@/features/notify/reminders'
import { sendDueMessages } from '@/features/notify/send'
import { ensureSettings } from '@/features/notify/settings'
import { checkCode, sendCode } from '@/features/notify/verify'

import { unique } from '../fixtures/people'
import { inboundText, startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { rest, restRaw } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, type Applicant, applyTo, mailTo, ownedJob, staffMember } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { addressesFrom } from './helpers/nextMocks'

/**
 * Issue 34, second part: job alert digests and application news on the channels each candidate chose (email,
 * WhatsApp, push), WhatsApp falling back to email once; quiet hours (22:00 to 08:00 in the person's time zone,
 * Asia/Riyadh by default) and the daily cap per channel, on a fixed clock; issue 29's WhatsApp consent: withdrawn in
 * the consent record it switches WhatsApp off, and a STOP reply is a withdrawal there. Against the WhatsApp stand-in
 * (tests/fixtures/whatsappStandIn.ts), which checks each request as the Cloud API does.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
const nextAddress = addressesFrom('10.34')
nextAddress()

let payload: Payload
let wa: WhatsappStandIn
let recruiter: { id: number; auth: Record<string, string> }
const saved: Record<string, string | undefined> = {}
const HOUR = 3_600_000

/** A winter day a week ahead (no summer time anywhere in play), at an hour of UTC. */
const base = new Date()
const at = (utcHour: number, dayOffset = 0) =>
  new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + 7 + dayOffset, utcHour))
/** 10:00 in Riyadh (UTC+3): a working morning, outside anyone's quiet hours. */
const MORNING = at(7)

function useEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (!(key in saved)) saved[key] = process.env[key]
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

type Who = Applicant & { phone: string; locale: 'en' | 'ar' }

async function candidate(name: string, locale: 'en' | 'ar' = 'en'): Promise<Who> {
  const made = await applicant(unique(name))
  const phone = `+9665${String(randomInt(1e8)).padStart(8, '0')}`
  await payload.update({
    collection: 'candidates',
    id: made.id,
    overrideAccess: true,
    data: { preferredLocale: locale, phoneNumber_1: phone },
  })
  return { ...made, phone, locale }
}

async function verifiedWhatsapp(who: Who) {
  const before = wa.sent.length
  expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: who.locale })).toEqual({ ok: true })
  const message = wa.sent.slice(before).find((m) => m.to === who.phone.slice(1))!
  expect(await checkCode(payload, { candidate: who.id, code: message.params[0]!, locale: who.locale })).toMatchObject({ ok: true })
}

async function choose(
  who: { id: number },
  purpose: 'jobAlerts' | 'applicationUpdates' | 'interviewReminders',
  channels: { email?: boolean; whatsapp?: boolean; push?: boolean },
  more: Record<string, unknown> = {},
) {
  const settings = await ensureSettings(payload, who.id)
  await payload.update({
    collection: 'notification-settings',
    id: settings.id,
    overrideAccess: true,
    data: { [purpose]: { email: Boolean(channels.email), whatsapp: Boolean(channels.whatsapp), push: Boolean(channels.push) }, ...more },
  })
}

const rowsOf = async (who: { id: number }, purpose?: string) =>
  (
    await payload.find({
      collection: 'notification-messages',
      where: { and: [{ candidate: { equals: who.id } }, ...(purpose ? [{ purpose: { equals: purpose } }] : [])] },
      sort: 'id',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const whatsappTo = (who: Who, from = 0) => wa.sent.slice(from).filter((m) => m.to === who.phone.slice(1))

/** News straight through the public API (as the digest and the recruiters' moves call it). */
const news = (who: Who, key: string, now: Date) =>
  deliverNews(
    payload,
    {
      candidate: who.id,
      purpose: 'applicationUpdates',
      key: `test:${key}:${randomInt(1e9)}`,
      template: 'application_update',
      params: { job: 'Site Engineer', status: 'Interview', link: 'http://localhost:3000/en/profile/applications' },
      url: 'http://localhost:3000/en/profile/applications',
    },
    now,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  recruiter = await staffMember(unique('notify-news-recruiter'), ['recruiter'])
  wa = await startWhatsappStandIn()
  useEnv(wa.env())
})

afterAll(async () => {
  useEnv(saved)
  await wa.close()
})

describe('job alert digests on the chosen channels', () => {
  it('email and WhatsApp when both are chosen, in the alert language, once; WhatsApp unverified: the email alone, once', async () => {
    const tag = String(randomInt(1e6)).padStart(6, '0')
    const since = new Date(Date.now() - 60_000)
    const both = await candidate('digest-both', 'ar')
    await verifiedWhatsapp(both)
    await choose(both, 'jobAlerts', { email: true, whatsapp: true })
    const unverified = await candidate('digest-unverified', 'ar')
    await choose(unverified, 'jobAlerts', { whatsapp: true })
    await ownedJob(recruiter.id, { title: `Falconry Trainer ${tag}`, titleAr: `مدرب صقارة ${tag}` })
    const alerts = []
    for (const who of [both, unverified]) {
      alerts.push(
        await payload.create({
          collection: 'job-alerts',
          overrideAccess: true,
          data: {
            email: who.email,
            candidate: who.id,
            locale: 'ar',
            frequency: 'daily',
            q: tag,
            searchKey: 'set-by-hook',
            status: 'active',
            confirmedAt: since.toISOString(),
            digestThrough: since.toISOString(),
            nextDigestAt: new Date(Date.now() - 1000).toISOString(),
          },
        }),
      )
    }
    await sendDueDigests(payload)

    // The rich digest by email, in Arabic, to each: chosen by one, the other's fallback for an unverified number.
    for (const who of [both, unverified]) {
      const [mail] = await mailTo(who.email, 1, (m) => m.text?.includes(tag) ?? false)
      expect(mail!.text).toContain(`مدرب صقارة ${tag}`)
    }
    expect((await rowsOf(unverified, 'jobAlerts')).map((r) => [r.channel, r.status, r.fellBackFrom])).toEqual([
      ['email', 'sent', 'whatsapp'],
    ])
    const queued = await rowsOf(both, 'jobAlerts')
    expect(queued.map((r) => [r.channel, r.status])).toEqual([
      ['email', 'sent'],
      ['whatsapp', 'queued'],
    ])

    // The sender carries the WhatsApp one: the approved template in Arabic with the count, the search and the link.
    const before = wa.sent.length
    await sendDueMessages(payload, { now: MORNING })
    const [sent] = whatsappTo(both, before)
    expect(sent).toMatchObject({ name: 'job_alert', language: 'ar' })
    expect(sent!.params[0]).toBe('1')
    expect(sent!.params[1]).toContain(tag)
    expect(sent!.params[2]).toMatch(new RegExp(`/ar/jobs\\?.*${tag}`))
    expect(whatsappTo(unverified, before)).toHaveLength(0)

    // Nothing new: a second run and a second send add nothing on any channel.
    for (const alert of alerts) {
      await payload.update({
        collection: 'job-alerts',
        id: alert.id,
        overrideAccess: true,
        data: { nextDigestAt: new Date(Date.now() - 1000).toISOString() },
      })
    }
    await sendDueDigests(payload)
    await sendDueMessages(payload, { now: new Date(MORNING.getTime() + 60_000) })
    expect(whatsappTo(both, before)).toHaveLength(1)
    expect(await rowsOf(both, 'jobAlerts')).toHaveLength(2)
    expect((await mailTo(both.email, 1)).filter((m) => m.text?.includes(tag))).toHaveLength(1)
  }, 180_000)
})

describe('application news on the chosen channels', () => {
  it('received and moved to interview go by WhatsApp alone when that is the choice; a refusal falls back to email once', async () => {
    const who = await candidate('news-whatsapp', 'ar')
    await verifiedWhatsapp(who)
    await choose(who, 'applicationUpdates', { whatsapp: true })
    const job = await ownedJob(recruiter.id)
    const application = await applyTo(who, job, 'ar')
    // "Received" is queued once the application has committed (features/applications/notify.ts).
    await expect.poll(async () => (await rowsOf(who, 'applicationUpdates')).length, { timeout: 15_000 }).toBe(1)

    const moved = await rest('POST', '/recruiting/move', {
      body: { applications: [application], status: 'interview', sendEmail: true },
      headers: recruiter.auth,
    })
    expect(moved.status).toBe(200)
    // Email was not chosen and WhatsApp can carry it: no email.
    expect(await moved.json()).toMatchObject({ moved: [application], emailed: [] })

    const before = wa.sent.length
    await sendDueMessages(payload, { now: MORNING })
    const sent = whatsappTo(who, before)
    expect(sent.map((m) => [m.name, m.language, m.params[0], m.params[1]])).toEqual([
      ['application_update', 'ar', 'مهندس موقع', 'مُرسَل'],
      ['application_update', 'ar', 'مهندس موقع', 'مقابلة'],
    ])

    // An offer the API refuses for this number (400): by email instead, once, in Arabic.
    wa.script([400])
    await rest('POST', '/recruiting/move', {
      body: { applications: [application], status: 'offered', sendEmail: true },
      headers: recruiter.auth,
    })
    await sendDueMessages(payload, { now: new Date(MORNING.getTime() + 60_000) })
    await sendDueMessages(payload, { now: new Date(MORNING.getTime() + 120_000) })
    const offer = (await rowsOf(who, 'applicationUpdates')).filter((r) => r.key.includes(':offered:'))
    expect(offer.map((r) => [r.channel, r.status, r.fellBackFrom ?? null])).toEqual([
      ['whatsapp', 'failed', null],
      ['email', 'sent', 'whatsapp'],
    ])
    const mails = await mailTo(who.email, 1, (m) => m.subject?.includes('مهندس موقع') ?? false)
    expect(mails.filter((m) => m.text?.includes('عرض'))).toHaveLength(1)
  }, 180_000)
})

describe('quiet hours and the daily cap (fixed clock)', () => {
  it('holds WhatsApp from 22:00 to 08:00 in Riyadh (email goes at once), and follows a time zone of their own', async () => {
    const riyadh = await candidate('quiet-riyadh')
    await verifiedWhatsapp(riyadh)
    await choose(riyadh, 'applicationUpdates', { email: true, whatsapp: true })
    const london = await candidate('quiet-london')
    await verifiedWhatsapp(london)
    await choose(london, 'applicationUpdates', { whatsapp: true }, { timeZone: 'Europe/London' })

    const night = at(20) // 23:00 in Riyadh, 20:00 in London
    await news(riyadh, 'quiet', night)
    await news(london, 'quiet', night)
    // Email is never held: the sender sends it at night too.
    const before = wa.sent.length
    const run = await sendDueMessages(payload, { now: night })
    expect(run.held).toBeGreaterThanOrEqual(1)
    expect(whatsappTo(riyadh, before)).toHaveLength(0)
    expect(whatsappTo(london, before)).toHaveLength(1)
    expect((await rowsOf(riyadh)).find((r) => r.channel === 'email')).toMatchObject({ status: 'sent' })
    const held = (await rowsOf(riyadh)).find((r) => r.channel === 'whatsapp')!
    // Deferred, not dropped: due at 08:00 Riyadh, 05:00 UTC the next day.
    expect(held).toMatchObject({ status: 'queued', error: 'held: quiet hours' })
    expect(new Date(held.notBefore).toISOString()).toBe(at(5, 1).toISOString())

    await sendDueMessages(payload, { now: new Date(at(5, 1).getTime() - 60_000) })
    expect(whatsappTo(riyadh, before)).toHaveLength(0)
    await sendDueMessages(payload, { now: at(5, 1) })
    expect(whatsappTo(riyadh, before)).toHaveLength(1)
  }, 180_000)

  it(`sends at most ${DAILY_CAP.whatsapp} WhatsApp messages a day; the rest wait for the next morning`, async () => {
    const who = await candidate('cap')
    await verifiedWhatsapp(who)
    await choose(who, 'applicationUpdates', { whatsapp: true })
    const morning = at(7, 2)
    for (let i = 0; i < DAILY_CAP.whatsapp + 2; i++) await news(who, `cap-${i}`, morning)
    const before = wa.sent.length
    await sendDueMessages(payload, { now: morning })
    await sendDueMessages(payload, { now: new Date(morning.getTime() + 2 * 60_000) })
    expect(whatsappTo(who, before)).toHaveLength(DAILY_CAP.whatsapp)
    const waiting = (await rowsOf(who)).filter((r) => r.status === 'queued')
    expect(waiting).toHaveLength(2)
    // Midnight in Riyadh is in quiet hours: they are due when those end, 08:00 (05:00 UTC) the next day.
    for (const row of waiting) expect(new Date(row.notBefore).toISOString()).toBe(at(5, 3).toISOString())
    await sendDueMessages(payload, { now: new Date(morning.getTime() + 6 * HOUR) })
    expect(whatsappTo(who, before)).toHaveLength(DAILY_CAP.whatsapp)
    await sendDueMessages(payload, { now: at(5, 3) })
    expect(whatsappTo(who, before)).toHaveLength(DAILY_CAP.whatsapp + 2)
    expect((await rowsOf(who)).every((r) => r.status === 'sent')).toBe(true)
  }, 180_000)

  it('an interview reminder that quiet hours would bring after the interview goes by email at once', async () => {
    const who = await candidate('quiet-reminder')
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { whatsapp: true })
    const start = at(4, 4) // 07:00 in Riyadh
    const job = await ownedJob(recruiter.id)
    const application = await applyTo(who, job)
    const interview = await payload.create({
      collection: 'interviews',
      overrideAccess: true,
      data: { application, startsAt: start.toISOString(), startsAt_tz: 'Asia/Riyadh', durationMinutes: 30, location: 'Riyadh' } as never,
    })
    // The WhatsApp invitation the save queued is notifyReplies.int's; this one follows the reminder.
    await payload.delete({
      collection: 'notification-messages',
      where: { and: [{ interview: { equals: interview.id } }, { key: { like: ':invitation:' } }] },
      overrideAccess: true,
    })
    const twoHoursBefore = new Date(start.getTime() - 2 * HOUR) // 05:00 in Riyadh
    await queueInterviewReminders(payload, { now: twoHoursBefore })
    const before = wa.sent.length
    await sendDueMessages(payload, { now: twoHoursBefore })
    expect(whatsappTo(who, before)).toHaveLength(0)
    expect((await rowsOf(who, 'interviewReminders')).map((r) => [r.channel, r.status, r.fellBackFrom ?? null])).toEqual([
      ['whatsapp', 'failed', null],
      ['email', 'sent', 'whatsapp'],
    ])
  }, 180_000)
})

describe('WhatsApp consent in the consent record (issue 29)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    return data
  }
  async function post(action: (data: FormData) => Promise<unknown>, data: FormData): Promise<string> {
    nextAddress()
    try {
      await action(data)
      return ''
    } catch (error) {
      return ((error as { digest?: string }).digest ?? '').split(';')[2] ?? ''
    }
  }

  it('withdrawn on /profile, it switches WhatsApp off for every purpose; withdrawn by any path, the sender stops', async () => {
    const { withdrawConsentForm } = await import('@/features/consent/formActions')
    const who = await candidate('consent-withdraw')
    await verifiedWhatsapp(who)
    for (const purpose of ['jobAlerts', 'applicationUpdates', 'interviewReminders'] as const) await choose(who, purpose, { whatsapp: true })
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'whatsapp' })).toBe(true)

    await signInCandidate(who.email)
    expect(await post(withdrawConsentForm, form({ scope: 'whatsapp' }))).toBe('/en/profile?consent=withdrawn#consents')
    expect((await ensureSettings(payload, who.id)).whatsappStoppedAt).toBeTruthy()
    expect((await consentHistory(payload, who.id)).filter((e) => e.purpose === 'whatsapp').map((e) => [e.action, e.method])).toEqual([
      ['granted', 'form'],
      ['withdrawn', 'form'],
    ])
    // Every purpose: the news goes by email, WhatsApp is not even queued.
    const outcome = await news(who, 'after-withdrawal', MORNING)
    expect(outcome.queued).toEqual(['email'])

    // A withdrawal recorded by another path (the record alone, settings untouched): a queued WhatsApp message is
    // not sent, it falls back to email.
    const other = await candidate('consent-record-only')
    await verifiedWhatsapp(other)
    await choose(other, 'applicationUpdates', { whatsapp: true })
    expect((await news(other, 'queued-before', MORNING)).queued).toEqual(['whatsapp'])
    await withdrawConsent(payload, { candidate: other.id, purpose: 'whatsapp', language: 'en', method: 'staff-request' })
    const before = wa.sent.length
    await sendDueMessages(payload, { now: MORNING })
    expect(whatsappTo(other, before)).toHaveLength(0)
    expect((await rowsOf(other, 'applicationUpdates')).map((r) => [r.channel, r.status])).toEqual([
      ['whatsapp', 'failed'],
      ['email', 'sent'],
    ])
  }, 180_000)

  it('a reply إيقاف records a withdrawal in the consent record, and WhatsApp stops', async () => {
    const who = await candidate('consent-stop', 'ar')
    await verifiedWhatsapp(who)
    await choose(who, 'applicationUpdates', { whatsapp: true })
    const response = await restRaw('POST', '/notify/whatsapp', wa.signed(inboundText(who.phone.slice(1), 'إيقاف')))
    expect(response.status).toBe(200)
    expect(await hasConsent(payload, { candidate: who.id, purpose: 'whatsapp' })).toBe(false)
    const events = (await consentHistory(payload, who.id)).filter((e) => e.purpose === 'whatsapp')
    expect(events.at(-1)).toMatchObject({ action: 'withdrawn', method: 'whatsapp-reply', language: 'ar' })
    expect((await news(who, 'after-stop', MORNING)).queued).toEqual(['email'])
  }, 120_000)
})
