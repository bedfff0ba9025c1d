import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueInterviewReminders } from '@/features/notify/reminders'
import { sendDueMessages } from '@/features/notify/send'
import { repliesTo } from '@/features/recruiting/interviewReplies'

import { unique } from '../fixtures/people'
import { inboundButton, inboundText, startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { choose, envSwitch, messageRows, notifyCandidate, verifiedWhatsapp, type Who } from './helpers/notify'
import { rest, restRaw } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applyTo, json, mailbox, mailTo, ownedJob, staffMember, type Auth } from './helpers/recruiting'

/**
 * Issue 34: interview invitations over WhatsApp for candidates who chose WhatsApp for interview reminders, and the
 * "can't make it" reply (the template's quick-reply button, or the words typed out) that reaches the recruiter: an
 * entry on the application's timeline and an email to the job's owner in the language they chose for emails. Against
 * the WhatsApp stand-in, which checks each template's name, language, parameters and its quick-reply button.
 */
let payload: Payload
let wa: WhatsappStandIn
const env = envSwitch()
const HOUR = 3_600_000

beforeAll(async () => {
  payload = await getTestPayload()
  wa = await startWhatsappStandIn()
  env.use(wa.env())
})

afterAll(async () => {
  env.restore()
  await wa.close()
})

async function recruiterIn(language: 'en' | 'ar', name: string) {
  const email = unique(`cant-owner-${language}`)
  const made = await staffMember(email, ['recruiter'])
  await payload.update({ collection: 'users', id: made.id, overrideAccess: true, data: { emailLanguage: language, name: name } })
  return { ...made, email }
}

async function interviewFor(auth: Auth, application: number, startsAt: Date) {
  const created = await rest('POST', '/interviews', {
    body: {
      application,
      startsAt: startsAt.toISOString(),
      startsAt_tz: 'Asia/Riyadh',
      durationMinutes: 30,
      location: 'Olaya Towers, Riyadh',
    },
    headers: auth,
  })
  expect(created.status, await created.clone().text()).toBe(201)
  return (await json<{ doc: { id: number; sequence: number } }>(created)).doc
}

const webhook = (body: unknown, signature?: string) => {
  const signed = wa.signed(body, signature)
  return restRaw('POST', '/notify/whatsapp', { body: signed.body, headers: signed.headers })
}

const cantEntries = async (auth: Auth, application: number) =>
  (
    await json<{ docs: { kind: string; actor?: unknown; data: Record<string, unknown> }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${application}&limit=100`, { headers: auth }),
    )
  ).docs.filter((entry) => entry.data?.what === 'cantMakeIt')

const sentTo = (who: Who, from = 0) => wa.sent.slice(from).filter((m) => m.to === who.phone.slice(1))
const invitationRow = async (who: Who, sequence = 0) =>
  (await messageRows(payload, who, 'interviewReminders')).find((r) => r.key.includes(`:${sequence}:invitation:`))

describe("interview invitations over WhatsApp and the can't-make-it reply", () => {
  it('invites over WhatsApp with the button; a press reaches the Arabic-speaking recruiter once, on the timeline and by email', async () => {
    const owner = await recruiterIn('ar', 'ريم الحربي')
    const who = await notifyCandidate(payload, 'cant-button', 'ar')
    await verifiedWhatsapp(payload, wa, who)
    await choose(payload, who, 'interviewReminders', { email: true, whatsapp: true })
    const job = await ownedJob(owner.id, { title: 'Fleet Supervisor', titleAr: 'مشرف أسطول' })
    const application = await applyTo(who, job, 'ar', 'سارة العتيبي')
    const interview = await interviewFor(owner.auth, application, new Date(Date.now() + 3 * 24 * HOUR))

    // Queued once the interview has committed; sent by the sender.
    await expect.poll(() => invitationRow(who), { timeout: 15_000 }).toBeTruthy()
    const before = wa.sent.length
    await sendDueMessages(payload)
    const [invitation] = sentTo(who, before)
    expect(invitation).toMatchObject({ name: 'interview_invitation', language: 'ar', reply: `cant:${interview.id}:0` })
    expect(invitation!.params[0]).toBe('مشرف أسطول')
    expect(invitation!.params[3]).toMatch(/\/ar\/profile\/applications#interviews$/)
    // The email invitation with its calendar file went as before, once (WhatsApp is the extra).
    const invitationMails = await mailTo(who.email, 1, (m) => (m.attachments ?? []).some((a) => a.filename === 'interview.ics'))
    expect(invitationMails).toHaveLength(1)

    // A forged press: refused, nothing recorded.
    const button = inboundButton(who.phone.slice(1), 'لا أستطيع الحضور', invitation!.reply!, invitation!.id)
    expect((await webhook(button, 'sha256=' + '0'.repeat(64))).status).toBe(401)
    expect(await cantEntries(owner.auth, application)).toEqual([])

    const pressed = await webhook(button)
    expect(pressed.status).toBe(200)
    expect(await pressed.json()).toMatchObject({ cantMakeIt: 1, stopped: 0 })
    const [entry] = await cantEntries(owner.auth, application)
    expect(entry).toMatchObject({ kind: 'interview', data: { interview: interview.id, by: 'candidate', via: 'whatsapp', sequence: 0 } })
    const [told] = await mailTo(owner.email, 1, (m) => m.subject?.includes('تعذّر الحضور') ?? false)
    expect(told!.subject).toBe('تعذّر الحضور: سارة العتيبي، مقابلة وظيفة مشرف أسطول')
    expect(told!.text).toContain('وصل عبر واتساب ردّ من سارة العتيبي')
    expect(told!.text).toContain(`/admin/collections/applications/${application}`)
    // The candidate's My applications reads it as a request for another time.
    expect((await repliesTo(payload, [{ id: interview.id, application, sequence: 0 }])).get(interview.id)).toBe('reschedule')

    // Pressed again (or the webhook delivered twice): nothing more.
    expect(await (await webhook(button)).json()).toMatchObject({ cantMakeIt: 0 })
    expect(await cantEntries(owner.auth, application)).toHaveLength(1)
    expect((await mailbox()).filter((m) => JSON.stringify(m.to).includes(owner.email))).toHaveLength(1)

    // The interview moves: a new invitation (revision 1); the old button says nothing about the new time.
    const moved = await rest('PATCH', `/interviews/${interview.id}`, {
      body: { startsAt: new Date(Date.now() + 4 * 24 * HOUR).toISOString() },
      headers: owner.auth,
    })
    expect(moved.status).toBe(200)
    await expect.poll(() => invitationRow(who, 1), { timeout: 15_000 }).toBeTruthy()
    expect(await (await webhook(button)).json()).toMatchObject({ cantMakeIt: 0 })
    await sendDueMessages(payload)
    const second = sentTo(who, before).find((m) => m.reply === `cant:${interview.id}:1`)!
    expect(await (await webhook(inboundButton(who.phone.slice(1), 'لا أستطيع الحضور', second.reply!, second.id))).json()).toMatchObject({
      cantMakeIt: 1,
    })
    expect(await cantEntries(owner.auth, application)).toHaveLength(2)
  }, 180_000)

  it('the reminder carries the button too; "Can’t make it!" typed out reaches the English-speaking recruiter; a stranger’s press does nothing', async () => {
    const owner = await recruiterIn('en', 'Rami Haddad')
    const who = await notifyCandidate(payload, 'cant-text', 'en')
    await verifiedWhatsapp(payload, wa, who)
    await choose(payload, who, 'interviewReminders', { whatsapp: true })
    const stranger = await notifyCandidate(payload, 'cant-stranger', 'en')
    await verifiedWhatsapp(payload, wa, stranger)
    const job = await ownedJob(owner.id, { title: 'Payroll Officer', titleAr: 'موظف رواتب' })
    const application = await applyTo(who, job, 'en', 'Omar Khalid')
    const interview = await interviewFor(owner.auth, application, new Date(Date.now() + 20 * HOUR))
    await expect.poll(() => invitationRow(who), { timeout: 15_000 }).toBeTruthy()
    await queueInterviewReminders(payload)
    const before = wa.sent.length
    await sendDueMessages(payload)
    expect(sentTo(who, before).map((m) => [m.name, m.language, m.reply])).toEqual(
      expect.arrayContaining([
        ['interview_invitation', 'en', `cant:${interview.id}:0`],
        ['interview_reminder', 'en', `cant:${interview.id}:0`],
      ]),
    )

    // Someone else's number pressing this interview's button (a forwarded message): not theirs, nothing.
    expect(await (await webhook(inboundButton(stranger.phone.slice(1), "Can't make it", `cant:${interview.id}:0`))).json()).toMatchObject({
      cantMakeIt: 0,
    })
    // An ordinary reply is neither a STOP nor a can't-make-it.
    expect(await (await webhook(inboundText(who.phone.slice(1), 'Thank you, see you then'))).json()).toMatchObject({
      cantMakeIt: 0,
      stopped: 0,
    })
    expect(await cantEntries(owner.auth, application)).toEqual([])

    expect(await (await webhook(inboundText(who.phone.slice(1), '  Can’t make it! '))).json()).toMatchObject({ cantMakeIt: 1 })
    expect(await cantEntries(owner.auth, application)).toHaveLength(1)
    const [told] = await mailTo(owner.email, 1)
    expect(told!.subject).toBe("Can't make it: Omar Khalid, interview for Payroll Officer")
    expect(told!.text).toContain('Hello Rami Haddad')
  }, 180_000)

  it('an invitation WhatsApp refuses sends no second email; without WhatsApp configured, the email invitation alone', async () => {
    const owner = await recruiterIn('en', 'Lina Saad')
    const refused = await notifyCandidate(payload, 'cant-refused', 'en')
    await verifiedWhatsapp(payload, wa, refused)
    await choose(payload, refused, 'interviewReminders', { whatsapp: true })
    const job = await ownedJob(owner.id)
    await interviewFor(owner.auth, await applyTo(refused, job), new Date(Date.now() + 3 * 24 * HOUR))
    await expect.poll(() => invitationRow(refused), { timeout: 15_000 }).toBeTruthy()
    wa.script([400])
    await sendDueMessages(payload)
    expect((await messageRows(payload, refused, 'interviewReminders')).map((r) => [r.channel, r.status, r.error])).toEqual([
      ['whatsapp', 'failed', expect.stringContaining('the email carries it')],
    ])
    expect(await mailTo(refused.email, 1, (m) => (m.attachments ?? []).some((a) => a.filename === 'interview.ics'))).toHaveLength(1)

    const unconfigured = await notifyCandidate(payload, 'cant-unconfigured', 'ar')
    await verifiedWhatsapp(payload, wa, unconfigured)
    await choose(payload, unconfigured, 'interviewReminders', { whatsapp: true })
    const saved = wa.env()
    env.use(Object.fromEntries(Object.keys(saved).map((key) => [key, undefined])))
    try {
      await interviewFor(owner.auth, await applyTo(unconfigured, job, 'ar'), new Date(Date.now() + 3 * 24 * HOUR))
      const mails = await mailTo(unconfigured.email, 1, (m) => (m.attachments ?? []).some((a) => a.filename === 'interview.ics'))
      expect(mails).toHaveLength(1)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await messageRows(payload, unconfigured, 'interviewReminders')).toEqual([])
    } finally {
      env.use(saved)
    }
  }, 180_000)
  it("two can't-make-it replies at the same moment (the button and the words) are recorded once and tell the recruiter once", async () => {
    const owner = await recruiterIn('en', 'Huda Nasser')
    const who = await notifyCandidate(payload, 'cant-twice', 'ar')
    await verifiedWhatsapp(payload, wa, who)
    const job = await ownedJob(owner.id, { title: 'Warehouse Lead', titleAr: 'قائد مستودع' })
    const application = await applyTo(who, job, 'ar', 'خالد الدوسري')
    const interview = await interviewFor(owner.auth, application, new Date(Date.now() + 2 * 24 * HOUR))
    const from = who.phone.slice(1)
    const answers = await Promise.all([
      webhook(inboundButton(from, 'لا أستطيع الحضور', `cant:${interview.id}:0`)),
      webhook(inboundText(from, 'لا أستطيع الحضور')),
    ])
    const said = await Promise.all(answers.map((answer) => answer.json() as Promise<{ cantMakeIt: number }>))
    expect(said.map((s) => s.cantMakeIt).sort()).toEqual([0, 1])
    expect(await cantEntries(owner.auth, application)).toHaveLength(1)
    await mailTo(owner.email, 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await mailbox()).filter((m) => JSON.stringify(m.to).includes(owner.email))).toHaveLength(1)
  }, 120_000)
})
