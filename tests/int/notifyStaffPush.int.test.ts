import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueSignInLink, redeemSignInLink } from '@/features/clients/signIn'
import { MAX_ATTEMPTS } from '@/features/notify/constants'
import { sendDueMessages } from '@/features/notify/send'

import { unique } from '../fixtures/people'
import { startPushStandIn } from '../fixtures/pushStandIn'
import { envSwitch } from './helpers/notify'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 34: recruiters get their new-application notice by push on the devices they turned notifications on for in
 * the admin (`/api/notify/push` as staff), in the language they chose for emails, opening the application in the
 * admin. Against a local push service that checks the VAPID signature and decrypts each payload
 * (tests/fixtures/pushStandIn.ts). A device is the signed-in person's own: nobody reads or removes another's.
 * Each notice is a notification message of that staff member's (queued with the application, sent by the outbox,
 * retried, recorded), which only they and admins read; it never falls back to email (their email notice is separate).
 */
let payload: Payload
let push: Awaited<ReturnType<typeof startPushStandIn>>
const env = envSwitch()

beforeAll(async () => {
  payload = await getTestPayload()
  const keys = (await import('web-push')).default.generateVAPIDKeys()
  push = await startPushStandIn(keys.publicKey)
  env.use({
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@example.com',
    PUSH_SERVICE_HOSTS: push.host,
  })
})

afterAll(async () => {
  env.restore()
  await push.close()
})

async function recruiter(language: 'en' | 'ar') {
  const made = await staffMember(unique(`staff-push-${language}`), ['recruiter'])
  await payload.update({ collection: 'users', id: made.id, overrideAccess: true, data: { emailLanguage: language } })
  return made
}

const deliveredTo = (device: { id: string }) => push.delivered.filter((d) => d.device === device.id).map((d) => d.message)

type Row = {
  key: string
  user?: number | null
  candidate?: unknown
  channel: string
  template: string
  status: string
  attempts: number
  error?: string
}
/** The staff notices about an application, as `auth` may read them (REST). */
const noticesAbout = async (application: number, auth?: Record<string, string>) =>
  (
    await json<{ docs: Row[] }>(
      await rest('GET', `/notification-messages?where[key][like]=application:${application}:new&depth=0&limit=50`, { headers: auth }),
    )
  ).docs
/** Every row about an application, whoever it is for (the server's view). */
const rowsAbout = async (application: number) =>
  (
    await payload.find({
      collection: 'notification-messages',
      where: { key: { like: `application:${application}:` } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const clientContactCookie = async (accountManager: number) => {
  const client = await payload.create({
    collection: 'clients',
    locale: 'en',
    data: { name: unique('Push Client Co.'), accountManager, city: 'Riyadh', status: 'active' } as never,
    overrideAccess: true,
  })
  const contact = await payload.create({
    collection: 'client-contacts',
    data: { email: unique('push-contact'), name: 'Noura', client: client.id, preferredLocale: 'ar', status: 'active' },
    overrideAccess: true,
  })
  const used = await redeemSignInLink(payload, await issueSignInLink(payload, contact.id))
  if (!used.ok) throw new Error(used.problem)
  return { Cookie: `nk_client=${used.session.token}` }
}

describe('recruiters’ new-application notices by push', () => {
  it('turned on in the admin, the notice reaches the job’s recruiter’s device in their language, and only theirs', async () => {
    const reem = await recruiter('ar')
    const ian = await recruiter('en')
    const reemDevice = push.device()
    const ianDevice = push.device()
    const subscribe = (auth: Record<string, string>, device: ReturnType<typeof push.device>) =>
      rest('POST', '/notify/push', { body: { ...device.json, locale: 'en' }, headers: auth })
    expect((await subscribe(reem.auth, reemDevice)).status).toBe(201)
    expect((await subscribe(ian.auth, ianDevice)).status).toBe(201)
    // Editors get no notices; visitors must sign in.
    const editor = await staffMember(unique('staff-push-editor'), ['editor'])
    expect((await subscribe(editor.auth, push.device())).status).toBe(403)
    expect((await rest('POST', '/notify/push', { body: push.device().json })).status).toBe(401)
    const [stored] = (
      await payload.find({
        collection: 'push-subscriptions',
        where: { endpoint: { equals: reemDevice.endpoint } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(stored).toMatchObject({ user: reem.id, candidate: null })

    const arabicJob = await ownedJob(reem.id, { title: 'Fleet Supervisor', titleAr: 'مشرف أسطول' })
    const englishJob = await ownedJob(ian.id, { title: 'Payroll Officer', titleAr: 'موظف رواتب' })
    const who = await applicant(unique('staff-push-candidate'))
    const first = await applyTo(who, arabicJob, 'en', 'Sara Al-Otaibi')
    await expect.poll(() => deliveredTo(reemDevice).length, { timeout: 15_000 }).toBe(1)
    expect(deliveredTo(reemDevice)[0]).toMatchObject({
      title: 'طلب توظيف جديد: مشرف أسطول',
      body: expect.stringContaining('طلب جديد من Sara Al-Otaibi لوظيفة مشرف أسطول'),
      lang: 'ar',
      dir: 'rtl',
      url: `/admin/collections/applications/${first}`,
      tag: `staff:${reem.id}:application:${first}:new`,
    })
    const second = await applyTo(who, englishJob, 'en', 'Sara Al-Otaibi')
    await expect.poll(() => deliveredTo(ianDevice).length, { timeout: 15_000 }).toBe(1)
    expect(deliveredTo(ianDevice)[0]).toMatchObject({
      title: 'New application: Payroll Officer',
      body: expect.stringMatching(/^Sara Al-Otaibi applied for Payroll Officer \(RC-/),
      lang: 'en',
      dir: 'ltr',
      url: `/admin/collections/applications/${second}`,
    })
    // Each recruiter got their own job's notice only.
    expect(deliveredTo(reemDevice)).toHaveLength(1)
    expect(push.refused.filter((r) => r.device === reemDevice.id || r.device === ianDevice.id)).toEqual([])

    // Recorded as Reem's message, sent; read by her and admins only: not by another recruiter, the candidate or a
    // client contact, and not on the application's timeline (which the job's recruiters read).
    await expect.poll(async () => (await noticesAbout(first, reem.auth)).map((r) => r.status), { timeout: 15_000 }).toEqual(['sent'])
    expect((await noticesAbout(first, reem.auth))[0]).toMatchObject({
      key: `staff:${reem.id}:application:${first}:new:push`,
      user: reem.id,
      candidate: null,
      channel: 'push',
      template: 'new_application',
      attempts: 1,
    })
    const admin = await staffMember(unique('staff-push-admin'), ['admin'])
    expect((await noticesAbout(first, admin.auth)).map((r) => r.user)).toEqual([reem.id])
    expect(await noticesAbout(first, ian.auth)).toEqual([])
    expect(await noticesAbout(first, who.auth)).toEqual([])
    expect((await rest('GET', '/notification-messages', { headers: await clientContactCookie(reem.id) })).status).toBe(403)
    expect((await rest('GET', '/notification-messages')).status).toBe(403)
    const timeline = await rest('GET', `/application-activities?where[application][equals]=${first}`, { headers: reem.auth })
    expect(JSON.stringify(await timeline.json())).not.toContain('new_application')
    // No email stands in for a push (the email notice went separately).
    expect((await rowsAbout(first)).filter((r) => r.user && r.channel !== 'push')).toEqual([])
  }, 120_000)

  it('a push service that is down is retried with backoff, then sent once; used up, it ends failed with no email instead', async () => {
    const lina = await recruiter('en')
    const device = push.device()
    expect((await rest('POST', '/notify/push', { body: device.json, headers: lina.auth })).status).toBe(201)
    push.failNext(device.id, 1)
    const job = await ownedJob(lina.id, { title: 'Site Engineer', titleAr: 'مهندس موقع' })
    const first = await applyTo(await applicant(unique('staff-push-retry')), job)
    await expect.poll(async () => (await noticesAbout(first, lina.auth))[0]?.attempts, { timeout: 15_000 }).toBe(1)
    expect((await noticesAbout(first, lina.auth))[0]).toMatchObject({ status: 'queued', error: 'push: push service answered 503' })
    expect(deliveredTo(device)).toEqual([])
    // Not before its backoff; then the sender's run sends it, once.
    await sendDueMessages(payload)
    expect(deliveredTo(device)).toEqual([])
    await sendDueMessages(payload, { now: new Date(Date.now() + 2 * 60_000) })
    await sendDueMessages(payload, { now: new Date(Date.now() + 3 * 60_000) })
    expect(deliveredTo(device)).toHaveLength(1)
    expect((await noticesAbout(first, lina.auth))[0]).toMatchObject({ status: 'sent', attempts: 2 })

    // Down for every attempt: failed after the last, and no email row (her email notice is separate).
    push.failNext(device.id, MAX_ATTEMPTS)
    const down = await applicant(unique('staff-push-down'))
    const second = await applyTo(down, job)
    await expect.poll(async () => (await noticesAbout(second, lina.auth))[0]?.attempts, { timeout: 15_000 }).toBe(1)
    for (let minutes = 2; minutes < 200; minutes *= 2) await sendDueMessages(payload, { now: new Date(Date.now() + minutes * 60_000) })
    expect((await rowsAbout(second)).filter((r) => r.user)).toEqual([
      expect.objectContaining({
        channel: 'push',
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        error: expect.stringContaining('the email carries it'),
      }),
    ])
    expect(deliveredTo(device)).toHaveLength(1)

    // The candidate erased: the notice, which named them, goes too.
    await payload.delete({ collection: 'candidates', id: down.id, overrideAccess: true })
    expect((await rowsAbout(second)).filter((r) => r.user)).toEqual([])
    expect(await rowsAbout(first)).not.toEqual([])
  }, 120_000)

  it('a recruiter reads and removes only their own devices; an expired one is removed when a notice finds it gone', async () => {
    const mona = await recruiter('en')
    const other = await recruiter('en')
    const device = push.device()
    expect((await rest('POST', '/notify/push', { body: device.json, headers: mona.auth })).status).toBe(201)
    const mine = await json<{ docs: { id: number; endpoint?: string }[] }>(await rest('GET', '/push-subscriptions', { headers: mona.auth }))
    expect(mine.docs).toHaveLength(1)
    // The endpoint and keys are the server's to read.
    expect(mine.docs[0]!.endpoint).toBeUndefined()
    expect((await json<{ docs: unknown[] }>(await rest('GET', '/push-subscriptions', { headers: other.auth }))).docs).toEqual([])
    expect(await json(await rest('POST', '/notify/push/remove', { body: { endpoint: device.endpoint }, headers: other.auth }))).toEqual({
      removed: 0,
    })
    expect((await rest('DELETE', `/push-subscriptions/${mine.docs[0]!.id}`, { headers: other.auth })).status).not.toBe(200)

    // The push service says the device is gone (410): it is removed on the next notice.
    push.expire(device.id)
    const job = await ownedJob(mona.id)
    const goneApplication = await applyTo(await applicant(unique('staff-push-gone')), job)
    await expect
      .poll(
        async () =>
          (await payload.count({ collection: 'push-subscriptions', where: { user: { equals: mona.id } }, overrideAccess: true })).totalDocs,
        {
          timeout: 15_000,
        },
      )
      .toBe(0)

    // Recorded as ended: every device gone, no email in its place.
    await expect
      .poll(async () => (await noticesAbout(goneApplication, mona.auth)).map((r) => r.status), { timeout: 15_000 })
      .toEqual(['failed'])
    expect((await rowsAbout(goneApplication)).filter((r) => r.user)).toHaveLength(1)

    // Turned off in the admin: removed.
    const again = push.device()
    expect((await rest('POST', '/notify/push', { body: again.json, headers: mona.auth })).status).toBe(201)
    expect(await json(await rest('POST', '/notify/push/remove', { body: { endpoint: again.endpoint }, headers: mona.auth }))).toEqual({
      removed: 1,
    })
  }, 120_000)
  it('the admin’s “notifications on this device”, server side: recruiters and admins turn it on and off for themselves; a device follows whoever subscribed it last; nobody else may', async () => {
    const admin = await staffMember(unique('staff-push-admin-device'), ['admin'])
    const sami = await recruiter('ar')
    const noor = await recruiter('en')
    const shared = push.device()
    const subscribe = (headers: Record<string, string>, device = shared) =>
      rest('POST', '/notify/push', { body: { ...device.json, locale: 'ar' }, headers })
    const stored = async (device = shared) =>
      (
        await payload.find({
          collection: 'push-subscriptions',
          where: { endpoint: { equals: device.endpoint } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs
    // An admin's own device.
    const adminDevice = push.device()
    expect((await subscribe(admin.auth, adminDevice)).status).toBe(201)
    expect(await stored(adminDevice)).toEqual([expect.objectContaining({ user: admin.id, candidate: null, locale: 'ar' })])
    // A client contact gets no device (nor removes one); an address that is no push service is refused.
    const contact = await clientContactCookie(sami.id)
    expect([401, 403]).toContain((await subscribe(contact)).status)
    expect([401, 403]).toContain(
      (await rest('POST', '/notify/push/remove', { body: { endpoint: adminDevice.endpoint }, headers: contact })).status,
    )
    expect(await stored()).toEqual([])
    expect(
      (
        await rest('POST', '/notify/push', {
          body: { endpoint: 'http://169.254.169.254/latest', keys: shared.json.keys },
          headers: sami.auth,
        })
      ).status,
    ).toBe(400)
    // Sami turns it on, then Noor signs in on the same browser and turns it on: the device is Noor's now, and only
    // Noor's job's notice reaches it.
    expect((await subscribe(sami.auth)).status).toBe(201)
    expect((await subscribe(noor.auth)).status).toBe(201)
    expect(await stored()).toEqual([expect.objectContaining({ user: noor.id })])
    const who = await applicant(unique('staff-push-shared'))
    const samiApplication = await applyTo(who, await ownedJob(sami.id))
    const noorApplication = await applyTo(who, await ownedJob(noor.id))
    await expect.poll(() => deliveredTo(shared).length, { timeout: 15_000 }).toBe(1)
    expect(deliveredTo(shared)[0]).toMatchObject({ url: `/admin/collections/applications/${noorApplication}` })
    expect((await rowsAbout(samiApplication)).filter((r) => r.user)).toEqual([])
    // Turned off by Sami (no longer his): nothing removed; by Noor: removed, and her next notice queues nothing.
    expect(await json(await rest('POST', '/notify/push/remove', { body: { endpoint: shared.endpoint }, headers: sami.auth }))).toEqual({
      removed: 0,
    })
    expect(await json(await rest('POST', '/notify/push/remove', { body: { endpoint: shared.endpoint }, headers: noor.auth }))).toEqual({
      removed: 1,
    })
    const later = await applyTo(await applicant(unique('staff-push-off')), await ownedJob(noor.id))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await rowsAbout(later)).filter((r) => r.user)).toEqual([])
    expect(deliveredTo(shared)).toHaveLength(1)
  }, 120_000)
})
