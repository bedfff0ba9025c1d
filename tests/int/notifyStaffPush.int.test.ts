import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
      tag: `application:${first}:new`,
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
    await applyTo(await applicant(unique('staff-push-gone')), job)
    await expect
      .poll(
        async () =>
          (await payload.count({ collection: 'push-subscriptions', where: { user: { equals: mona.id } }, overrideAccess: true })).totalDocs,
        {
          timeout: 15_000,
        },
      )
      .toBe(0)

    // Turned off in the admin: removed.
    const again = push.device()
    expect((await rest('POST', '/notify/push', { body: again.json, headers: mona.auth })).status).toBe(201)
    expect(await json(await rest('POST', '/notify/push/remove', { body: { endpoint: again.endpoint }, headers: mona.auth }))).toEqual({
      removed: 1,
    })
  }, 120_000)
})
