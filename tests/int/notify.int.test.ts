import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { consentHistory } from '@/features/consent'
import { CLAIM_TIMEOUT_MS } from '@/features/notify/constants'
import { queueInterviewReminders } from '@/features/notify/reminders'
import { sendDueMessages } from '@/features/notify/send'
import { ensureSettings } from '@/features/notify/settings'
import { checkCode, sendCode } from '@/features/notify/verify'

import { startPushStandIn } from '../fixtures/pushStandIn'
import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { inboundText, startWhatsappStandIn, statusEvent, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { rest, restRaw } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { applicant, type Applicant, applyTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 34: channels per person and purpose, WhatsApp through the Cloud API (a local stand-in that checks requests
 * as Meta does and signs webhooks as Meta does), web push (a local push service that verifies the VAPID JWT and
 * decrypts the aes128gcm payload), fallback to email, STOP in both languages, interview reminders on a clock the
 * test moves, expired push subscriptions removed.
 */
let payload: Payload
let wa: WhatsappStandIn
let push: Awaited<ReturnType<typeof startPushStandIn>>
const saved: Record<string, string | undefined> = {}
let n = 0
let owner = 0
const address = () => ({ 'x-forwarded-for': `10.134.${Math.floor(++n / 250)}.${n % 250}` })

function useEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (!(key in saved)) saved[key] = process.env[key]
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

async function candidate(
  name: string,
  locale: 'en' | 'ar' = 'en',
  phone = `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
) {
  const made = await applicant(unique(name))
  await payload.update({
    collection: 'candidates',
    id: made.id,
    overrideAccess: true,
    data: { preferredLocale: locale, phoneNumber_1: phone },
  })
  return { ...made, phone, locale }
}

async function candidateAuth(email: string) {
  const login = await rest('POST', '/candidates/login', { body: { email, password: CANDIDATE_PASSWORD }, headers: address() })
  expect(login.status).toBe(200)
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
}

/** Verifies a WhatsApp number through the stand-in: asks for the code, reads it from the message, types it back. */
async function verifiedWhatsapp(who: { id: number; phone: string; locale: 'en' | 'ar' }) {
  const before = wa.sent.length
  expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: who.locale })).toEqual({ ok: true })
  const message = wa.sent.slice(before).find((m) => m.to === who.phone.slice(1))!
  expect(await checkCode(payload, { candidate: who.id, code: message.params[0]! })).toEqual({ ok: true, number: who.phone })
}

async function choose(
  who: { id: number },
  purpose: 'jobAlerts' | 'applicationUpdates' | 'interviewReminders',
  channels: { email?: boolean; whatsapp?: boolean; push?: boolean },
) {
  const settings = await ensureSettings(payload, who.id)
  await payload.update({
    collection: 'notification-settings',
    id: settings.id,
    overrideAccess: true,
    data: {
      [purpose]: { email: Boolean(channels.email), whatsapp: Boolean(channels.whatsapp), push: Boolean(channels.push) },
      // No quiet hours: these tests run on the real clock, at any hour (notifyNews.int tests quiet hours).
      quietFrom: 0,
      quietTo: 0,
    },
  })
}

/** A candidate's messages for one purpose (interview reminders unless told: applying queues the "received" news too). */
const messagesOf = async (who: { id: number }, purpose: 'jobAlerts' | 'applicationUpdates' | 'interviewReminders' = 'interviewReminders') =>
  (
    await payload.find({
      collection: 'notification-messages',
      where: { and: [{ candidate: { equals: who.id } }, { purpose: { equals: purpose } }] },
      limit: 100,
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

/** A scheduled interview for a new application of `who`, starting at `startsAt`. */
async function interviewFor(who: Applicant, startsAt: Date) {
  const job = { id: await ownedJob(owner) }
  const application = { id: await applyTo(who, job.id) }
  const interview = await payload.create({
    collection: 'interviews',
    overrideAccess: true,
    data: {
      application: application.id,
      startsAt: startsAt.toISOString(),
      startsAt_tz: 'Asia/Riyadh',
      durationMinutes: 60,
      location: 'Head office, Riyadh',
    } as never,
  })
  // The invitation over WhatsApp (queued by the save) is notifyReplies.int's: these tests follow the reminders.
  await payload.delete({
    collection: 'notification-messages',
    where: { and: [{ interview: { equals: interview.id } }, { key: { like: ':invitation:' } }] },
    overrideAccess: true,
  })
  return interview
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = (await staffMember(unique('notify-recruiter'), ['recruiter'])).id
  wa = await startWhatsappStandIn()
  const keys = (await import('web-push')).default.generateVAPIDKeys()
  push = await startPushStandIn(keys.publicKey)
  useEnv({
    ...wa.env(),
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
    PUSH_SERVICE_HOSTS: push.host,
  })
})

afterAll(async () => {
  useEnv(saved)
  await wa.close()
  await push.close()
})

describe('WhatsApp number: verification and opt-in', () => {
  it('sends the code in the candidate language with the approved template, and verifies it', async () => {
    const who = await candidate('wa-verify', 'ar')
    const before = wa.sent.length
    expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: false, locale: 'ar' })).toEqual({
      ok: false,
      error: 'optInRequired',
    })
    expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: 'ar' })).toEqual({ ok: true })
    const message = wa.sent.at(-1)!
    expect(wa.sent.length).toBe(before + 1)
    expect(message).toMatchObject({ to: who.phone.slice(1), name: 'verification_code', language: 'ar' })
    expect(message.params[0]).toMatch(/^\d{6}$/)
    // A second code within the minute is refused (no second paid message).
    expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: 'ar' })).toEqual({
      ok: false,
      error: 'tooSoon',
    })
    const wrong = message.params[0] === '000000' ? '111111' : '000000'
    expect(await checkCode(payload, { candidate: who.id, code: wrong })).toEqual({ ok: false, error: 'codeWrong' })
    // Typed back on the Arabic /profile (the form passes the page's language).
    expect(await checkCode(payload, { candidate: who.id, code: message.params[0]!, locale: 'ar' })).toEqual({ ok: true, number: who.phone })
    const settings = await ensureSettings(payload, who.id)
    expect(settings.whatsappNumber).toBe(who.phone)
    expect(settings.whatsappVerifiedAt).toBeTruthy()
    expect(settings.whatsappOptInAt).toBeTruthy()
    // The opt-in is in the consent record, with the sentence the candidate ticked, in their language.
    const granted = (await consentHistory(payload, who.id)).filter((e) => e.purpose === 'whatsapp')
    expect(granted).toHaveLength(1)
    expect(granted[0]).toMatchObject({ action: 'granted', method: 'form', language: 'ar' })
    expect(granted[0]!.wording).toContain('واتساب')
    // The code is used up.
    expect(await checkCode(payload, { candidate: who.id, code: message.params[0]! })).toEqual({ ok: false, error: 'codeExpired' })
  })

  it('gives up on a code after 5 wrong tries, and after 10 minutes', async () => {
    const who = await candidate('wa-tries')
    await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: 'en' })
    const code = wa.sent.at(-1)!.params[0]!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await checkCode(payload, { candidate: who.id, code: wrong })).ok).toBe(false)
    expect(await checkCode(payload, { candidate: who.id, code: wrong })).toEqual({ ok: false, error: 'codeExpired' })
    expect(await checkCode(payload, { candidate: who.id, code })).toEqual({ ok: false, error: 'codeExpired' })

    const late = await candidate('wa-late')
    await sendCode(payload, { candidate: late.id, number: late.phone, optIn: true, locale: 'en' })
    const lateCode = wa.sent.at(-1)!.params[0]!
    expect(await checkCode(payload, { candidate: late.id, code: lateCode, now: new Date(Date.now() + 11 * 60_000) })).toEqual({
      ok: false,
      error: 'codeExpired',
    })
  })

  it('is unavailable when WhatsApp is not configured (off by default)', async () => {
    const who = await candidate('wa-off')
    useEnv({ WHATSAPP_TOKEN: undefined })
    try {
      expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: 'en' })).toEqual({
        ok: false,
        error: 'unavailable',
      })
    } finally {
      useEnv({ WHATSAPP_TOKEN: wa.token })
    }
  })
})

describe('interview reminders', () => {
  it('come 24 hours and 2 hours before, once each, on WhatsApp in the candidate language', async () => {
    const who = await candidate('reminder-ar', 'ar')
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { whatsapp: true })
    const startsAt = new Date(Date.now() + 30 * 3_600_000)
    const interview = await interviewFor(who, startsAt)
    const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * 3_600_000)

    // 25 hours before: nothing yet.
    await queueInterviewReminders(payload, { now: at(25) })
    expect(await messagesOf(who)).toHaveLength(0)
    // 23 h 55 min before: the 24-hour reminder, queued once however often the scheduler runs.
    await queueInterviewReminders(payload, { now: at(23.9) })
    await queueInterviewReminders(payload, { now: at(23.8) })
    let messages = await messagesOf(who)
    expect(messages.map((m) => m.key)).toEqual([`interview:${interview.id}:${interview.startsAt}:24h:whatsapp`])
    const before = wa.sent.length
    await sendDueMessages(payload, { now: at(23.8) })
    const sent = wa.sent.slice(before).filter((m) => m.to === who.phone.slice(1))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ name: 'interview_reminder', language: 'ar' })
    expect(sent[0]!.params[0]).toBe('مهندس موقع')
    expect(sent[0]!.params[1]).toMatch(/توقيت|الرياض|السعودية|العربي/)
    expect(sent[0]!.params[2]).toBe('Head office, Riyadh')
    expect(sent[0]!.params[3]).toMatch(/\/ar\/profile\/applications#interviews$/)
    messages = await messagesOf(who)
    expect(messages[0]).toMatchObject({ status: 'sent', channel: 'whatsapp', providerId: sent[0]!.id })

    // 1 h 50 min before: the 2-hour reminder; sending again sends nothing more.
    await queueInterviewReminders(payload, { now: at(1.9) })
    await sendDueMessages(payload, { now: at(1.9) })
    await sendDueMessages(payload, { now: at(1.8) })
    const all = wa.sent.filter((m) => m.to === who.phone.slice(1) && m.name === 'interview_reminder')
    expect(all).toHaveLength(2)
    expect((await messagesOf(who)).map((m) => m.key.split(':').slice(-2).join(':'))).toEqual(['24h:whatsapp', '2h:whatsapp'])
  })

  it('booked 3 hours ahead: only the 2-hour reminder; cancelled: none is sent', async () => {
    const who = await candidate('reminder-late')
    await choose(who, 'interviewReminders', { email: true })
    const startsAt = new Date(Date.now() + 3 * 3_600_000)
    const interview = await interviewFor(who, startsAt)
    await queueInterviewReminders(payload)
    expect(await messagesOf(who)).toHaveLength(0)
    await queueInterviewReminders(payload, { now: new Date(startsAt.getTime() - 1.5 * 3_600_000) })
    expect((await messagesOf(who)).map((m) => m.key.split(':').slice(-2).join(':'))).toEqual(['2h:email'])
    await payload.update({ collection: 'interviews', id: interview.id, overrideAccess: true, data: { status: 'cancelled' } })
    const run = await sendDueMessages(payload, { now: new Date(startsAt.getTime() - 1.4 * 3_600_000) })
    expect(run.skipped).toBeGreaterThanOrEqual(1)
    expect((await messagesOf(who))[0]).toMatchObject({ status: 'skipped' })
    expect((await mailTo(who.email)).filter((m) => /Reminder/.test(m.subject))).toHaveLength(0)
  })
})

describe('fallback to email, retries, nothing twice', () => {
  it('WhatsApp not configured: the message goes by email, once, even with email chosen too', async () => {
    const who = await candidate('fallback-both')
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { email: true, whatsapp: true })
    const startsAt = new Date(Date.now() + 20 * 3_600_000)
    await interviewFor(who, startsAt)
    useEnv({ WHATSAPP_TOKEN: undefined })
    try {
      await queueInterviewReminders(payload)
      await sendDueMessages(payload)
    } finally {
      useEnv({ WHATSAPP_TOKEN: wa.token })
    }
    const messages = await messagesOf(who)
    expect(messages.find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'failed' })
    expect(messages.find((m) => m.channel === 'email')).toMatchObject({ status: 'sent' })
    expect((await mailTo(who.email)).filter((m) => m.subject === 'Reminder: your interview for Site Engineer')).toHaveLength(1)
  })

  it('WhatsApp alone, number not verified: an email instead, marked as a fallback', async () => {
    const who = await candidate('fallback-unverified', 'ar')
    await choose(who, 'interviewReminders', { whatsapp: true })
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    await sendDueMessages(payload)
    const messages = await messagesOf(who)
    expect(messages.find((m) => m.channel === 'email')).toMatchObject({ status: 'sent', fellBackFrom: 'whatsapp' })
    const mail = (await mailTo(who.email)).filter((m) => m.subject.startsWith('تذكير'))
    expect(mail).toHaveLength(1)
    expect(mail[0]!.html).toContain('dir="rtl"')
    expect(mail[0]!.text).toContain('مهندس موقع')
  })

  it('a busy API (503) is tried again after a backoff; a refusal falls back to email', async () => {
    const who = await candidate('retry')
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { whatsapp: true })
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    wa.script([503])
    let run = await sendDueMessages(payload)
    expect(run.retried).toBe(1)
    let message = (await messagesOf(who))[0]!
    expect(message).toMatchObject({ status: 'queued', attempts: 1 })
    // Not before its backoff (1 minute)...
    run = await sendDueMessages(payload, { now: new Date(Date.now() + 30_000) })
    expect(run.sent).toBe(0)
    // ...then sent.
    run = await sendDueMessages(payload, { now: new Date(Date.now() + 61_000) })
    message = (await messagesOf(who))[0]!
    expect(message).toMatchObject({ status: 'sent', attempts: 2 })

    const refused = await candidate('refused')
    await verifiedWhatsapp(refused)
    await choose(refused, 'interviewReminders', { whatsapp: true })
    await interviewFor(refused, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    wa.script([400])
    await sendDueMessages(payload)
    const rows = await messagesOf(refused)
    expect(rows.find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'failed' })
    expect(rows.find((m) => m.channel === 'email')).toMatchObject({ status: 'sent', fellBackFrom: 'whatsapp' })
  })

  it('a sender that died mid-message: its claim is settled as sent after the timeout, never sent again', async () => {
    const who = await candidate('claimed')
    await choose(who, 'interviewReminders', { email: true })
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    const [row] = await messagesOf(who)
    await payload.update({
      collection: 'notification-messages',
      id: row!.id,
      overrideAccess: true,
      data: { status: 'sending', claimedAt: new Date().toISOString() },
    })
    expect((await sendDueMessages(payload)).expired).toBe(0)
    const run = await sendDueMessages(payload, { now: new Date(Date.now() + CLAIM_TIMEOUT_MS + 1000) })
    expect(run.expired).toBeGreaterThanOrEqual(1)
    expect((await messagesOf(who))[0]).toMatchObject({ status: 'sent' })
    expect((await mailTo(who.email)).filter((m) => /Reminder/.test(m.subject))).toHaveLength(0)
  })
})

describe('the WhatsApp webhook', () => {
  it('answers the GET verification with the challenge only for the verify token', async () => {
    const ok = await restRaw('GET', `/notify/whatsapp?hub.mode=subscribe&hub.verify_token=${wa.verifyToken}&hub.challenge=1158201444`)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe('1158201444')
    const wrong = await restRaw('GET', `/notify/whatsapp?hub.mode=subscribe&hub.verify_token=nope-nope-nope&hub.challenge=1158201444`)
    expect(wrong.status).toBe(403)
  })

  it('refuses an event without the app secret signature', async () => {
    const who = await candidate('wa-forged')
    await verifiedWhatsapp(who)
    const forged = wa.signed(inboundText(who.phone.slice(1), 'STOP'), `sha256=${'0'.repeat(64)}`)
    expect((await restRaw('POST', '/notify/whatsapp', forged)).status).toBe(401)
    const unsigned = wa.signed(inboundText(who.phone.slice(1), 'STOP'))
    expect(
      (await restRaw('POST', '/notify/whatsapp', { body: unsigned.body, headers: { 'content-type': 'application/json' } })).status,
    ).toBe(401)
    expect((await ensureSettings(payload, who.id)).whatsappStoppedAt).toBeFalsy()
  })

  it.each([
    ['STOP', 'en'],
    ['إيقاف', 'ar'],
    ['ايقاف', 'ar'],
  ] as const)('a reply "%s" ends WhatsApp messages for that person: the next goes by email', async (word, locale) => {
    const who = await candidate(`wa-stop-${locale}`, locale)
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { whatsapp: true })
    const event = wa.signed(inboundText(who.phone.slice(1), word))
    const response = await restRaw('POST', '/notify/whatsapp', event)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ stopped: 1 })
    const settings = await ensureSettings(payload, who.id)
    expect(settings.whatsappStoppedAt).toBeTruthy()
    expect(settings.whatsappOptInAt).toBeFalsy()
    const events = (await consentHistory(payload, who.id)).filter((e) => e.purpose === 'whatsapp')
    expect(events.map((e) => [e.action, e.method])).toEqual([
      ['granted', 'form'],
      ['withdrawn', 'whatsapp-reply'],
    ])
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    const before = wa.sent.length
    await sendDueMessages(payload)
    expect(wa.sent.slice(before).filter((m) => m.to === who.phone.slice(1))).toHaveLength(0)
    expect((await messagesOf(who)).find((m) => m.channel === 'email')).toMatchObject({ status: 'sent', fellBackFrom: 'whatsapp' })
  })

  it('an undelivered message (status "failed") falls back to email once', async () => {
    const who = await candidate('wa-undelivered')
    await verifiedWhatsapp(who)
    await choose(who, 'interviewReminders', { whatsapp: true })
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    await sendDueMessages(payload)
    const sent = (await messagesOf(who)).find((m) => m.channel === 'whatsapp')!
    expect(sent.status).toBe('sent')
    for (let i = 0; i < 2; i++) {
      const response = await restRaw('POST', '/notify/whatsapp', wa.signed(statusEvent(sent.providerId!, 'failed')))
      expect(response.status).toBe(200)
    }
    await sendDueMessages(payload)
    const rows = await messagesOf(who)
    expect(rows.filter((m) => m.channel === 'email')).toHaveLength(1)
    expect(rows.find((m) => m.channel === 'email')).toMatchObject({ status: 'sent' })
  })
})

describe('web push', () => {
  it('stores a device, sends it the message encrypted in the candidate language, and removes it when expired', async () => {
    const who = await candidate('push-ar', 'ar')
    const auth = await candidateAuth(who.email)
    const device = push.device()
    expect((await rest('POST', '/notify/push', { body: { ...device.json, locale: 'ar' } })).status).toBe(401)
    // Only push services' endpoints: never an address inside our network.
    const inside = await rest('POST', '/notify/push', {
      body: { ...device.json, endpoint: 'http://169.254.169.254/latest' },
      headers: auth,
    })
    expect(inside.status).toBe(400)
    expect((await rest('POST', '/notify/push', { body: { ...device.json, locale: 'ar' }, headers: auth })).status).toBe(201)
    // The same device again: still one.
    expect((await rest('POST', '/notify/push', { body: { ...device.json, locale: 'ar' }, headers: auth })).status).toBe(201)
    expect(
      (await payload.count({ collection: 'push-subscriptions', where: { candidate: { equals: who.id } }, overrideAccess: true })).totalDocs,
    ).toBe(1)

    await choose(who, 'interviewReminders', { push: true })
    await interviewFor(who, new Date(Date.now() + 20 * 3_600_000))
    await queueInterviewReminders(payload)
    await sendDueMessages(payload)
    const got = push.delivered.filter((d) => d.device === device.id)
    expect(push.refused.filter((r) => r.device === device.id)).toEqual([])
    expect(got, JSON.stringify({ refused: push.refused, rows: await messagesOf(who) })).toHaveLength(1)
    expect(got[0]!.message).toMatchObject({ lang: 'ar', dir: 'rtl', url: expect.stringMatching(/\/ar\/profile\/applications#interviews$/) })
    expect(String(got[0]!.message.title)).toContain('مهندس موقع')
    expect((await messagesOf(who))[0]).toMatchObject({ channel: 'push', status: 'sent' })

    // The subscription expires (410): removed, and the next message falls back to email.
    push.expire(device.id)
    await interviewFor(who, new Date(Date.now() + 21 * 3_600_000))
    await queueInterviewReminders(payload)
    await sendDueMessages(payload)
    expect(
      (await payload.count({ collection: 'push-subscriptions', where: { candidate: { equals: who.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
    expect((await messagesOf(who)).filter((m) => m.channel === 'email')).toHaveLength(1)
  })

  it('a candidate removes their own device only', async () => {
    const a = await candidate('push-a')
    const b = await candidate('push-b')
    const device = push.device()
    expect((await rest('POST', '/notify/push', { body: device.json, headers: await candidateAuth(a.email) })).status).toBe(201)
    const removedByB = await rest('POST', '/notify/push/remove', {
      body: { endpoint: device.endpoint },
      headers: await candidateAuth(b.email),
    })
    expect(await removedByB.json()).toEqual({ removed: 0 })
    const removedByA = await rest('POST', '/notify/push/remove', {
      body: { endpoint: device.endpoint },
      headers: await candidateAuth(a.email),
    })
    expect(await removedByA.json()).toEqual({ removed: 1 })
  })
})

describe('templates the site expects', () => {
  it('are listed for staff, not for candidates or visitors', async () => {
    const staff = await staffMember(unique('notify-editor'), ['editor'])
    const listed = await rest('GET', '/notify/templates', { headers: staff.auth })
    expect(listed.status).toBe(200)
    const body = (await listed.json()) as { templates: { name: string; params: string[]; quickReplyButton?: unknown }[] }
    expect(body.templates.map((t) => t.name).sort()).toEqual([
      'application_update',
      'interview_invitation',
      'interview_reminder',
      'job_alert',
      'verification_code',
    ])
    expect(body.templates.find((t) => t.name === 'interview_invitation')).toMatchObject({
      quickReplyButton: { en: "Can't make it", ar: 'لا أستطيع الحضور' },
    })
    expect(body.templates.find((t) => t.name === 'interview_reminder')!.params).toEqual(['job', 'when', 'where', 'link'])
    expect((await rest('GET', '/notify/templates')).status).toBe(401)
    const who = await candidate('templates')
    expect((await rest('GET', '/notify/templates', { headers: await candidateAuth(who.email) })).status).toBe(403)
  })
})
