import { spawnRunner } from './crash/spawn'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordConsent } from '@/features/consent'
import { CLAIM_TIMEOUT_MS, SEND_CONCURRENCY } from '@/features/notify/constants'
import { queueMessage } from '@/features/notify/outbox'

import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { startPushStandIn } from '../fixtures/pushStandIn'
import { startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { getTestPayload } from './helpers/payload'

/**
 * Issue 34: a notification sender killed mid-batch (SIGKILL) sends nobody the same message twice. A child process
 * sends 30 queued WhatsApp template messages to the Cloud API stand-in and, queued among them, 10 recruiters'
 * new-application pushes (staff members' messages) to the push stand-in; the sixth request of either kind kills it
 * before it is answered. The next run (after the claim timeout) sends the rest. Each message was claimed before its
 * request and settled after (features/notify/send.ts), so nobody gets two, and only a message in flight at the kill
 * can be lost (at most the sender's concurrency).
 */
const MESSAGES = 30
const STAFF = 10
const KILL_AT = 6
let payload: Payload
let wa: WhatsappStandIn
let push: Awaited<ReturnType<typeof startPushStandIn>>
let pushEnv: Record<string, string>
const candidates: number[] = []
const numbers: string[] = []
const staff: { id: number; device: string }[] = []
/** Requests that reached a stand-in (WhatsApp messages and pushes to the test's devices). */
const requests = () => wa.sent.length + push.delivered.length

function runSender(args: string[] = []): Promise<'killed' | 'finished' | `exited with ${number}`> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('notifyRunner.ts', args, { ...wa.env(), ...pushEnv })
    const killAtSixth = () => {
      if (requests() === KILL_AT) {
        child.kill('SIGKILL')
        return false
      }
    }
    wa.onMessage = killAtSixth
    push.hooks.onPush = killAtSixth
    let said = ''
    child.stdout.on('data', () => undefined)
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`notify runner exited with ${code}: ${said}`)
      resolve(signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished')
    })
    setTimeout(() => child.kill('SIGKILL'), 90_000).unref()
  })
}

describe('a notification run killed mid-batch', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    wa = await startWhatsappStandIn()
    const keys = (await import('web-push')).default.generateVAPIDKeys()
    push = await startPushStandIn(keys.publicKey)
    pushEnv = {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
      PUSH_SERVICE_HOSTS: push.host,
    }
    for (let i = 0; i < STAFF; i++) {
      const user = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: unique(`crash-staff-${i}`), password: 'crash staff password 7', roles: ['recruiter'], name: `Recruiter ${i}` },
      })
      const device = push.device()
      await payload.create({
        collection: 'push-subscriptions',
        overrideAccess: true,
        data: { user: user.id, endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth, locale: i % 2 ? 'ar' : 'en' },
      })
      staff.push({ id: user.id, device: device.id })
    }
    const at = new Date(Date.now() - 60_000)
    for (let i = 0; i < MESSAGES; i++) {
      const number = `+96650${String(1_000_000 + i)}`
      const doc = await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        data: {
          email: unique(`crash-notify-${i}`),
          password: CANDIDATE_PASSWORD,
          fullName: 'Crash Test',
          preferredLocale: i % 2 ? 'ar' : 'en',
        } as never,
      })
      candidates.push(doc.id)
      numbers.push(number)
      await payload.create({
        collection: 'notification-settings',
        overrideAccess: true,
        data: {
          candidate: doc.id,
          interviewReminders: { email: false, whatsapp: true, push: false },
          whatsappNumber: number,
          whatsappVerifiedAt: at.toISOString(),
          whatsappOptInAt: at.toISOString(),
          // No quiet hours: the test runs at any hour of the day.
          quietFrom: 0,
          quietTo: 0,
        },
      })
      // The opt-in in the consent record, as verifying the number records it (features/notify/optIn.ts).
      await recordConsent(payload, { candidate: doc.id, purpose: 'whatsapp', language: 'en', method: 'form', at })
      await queueMessage(payload, {
        key: `crash:${doc.id}:whatsapp`,
        candidate: doc.id,
        purpose: 'applicationUpdates',
        channel: 'whatsapp',
        template: 'application_update',
        locale: i % 2 ? 'ar' : 'en',
        params: { job: 'Site Engineer', status: 'moved to interview', link: 'http://localhost:3000/en/profile' },
        url: 'http://localhost:3000/en/profile',
        notBefore: at,
      })
      // A recruiter's new-application push after every third candidate's message, so some go in the killed run.
      const recruiter = staff[Math.floor(i / 3)]
      if (i % 3 === 1 && recruiter) {
        await queueMessage(payload, {
          key: `crash:staff:${recruiter.id}:${i}:push`,
          user: recruiter.id,
          purpose: 'newApplications',
          channel: 'push',
          template: 'new_application',
          locale: i % 2 ? 'ar' : 'en',
          params: { job: 'Site Engineer', ref: 'RC-1', name: 'Crash Test' },
          url: '/admin/collections/applications/1',
          notBefore: at,
        })
      }
    }
  })

  afterAll(async () => {
    await payload.delete({ collection: 'notification-messages', where: { candidate: { in: candidates } }, overrideAccess: true })
    const staffIds = staff.map((s) => s.id)
    await payload.delete({ collection: 'notification-messages', where: { user: { in: staffIds } }, overrideAccess: true })
    await payload.delete({ collection: 'push-subscriptions', where: { user: { in: staffIds } }, overrideAccess: true })
    await push.close()
    await payload.delete({ collection: 'notification-settings', where: { candidate: { in: candidates } }, overrideAccess: true })
    await wa.close()
  })

  it('sends nobody the same message twice, and everyone else theirs on the next run', async () => {
    const first = await runSender()
    const afterKill = requests()
    const pushedBeforeKill = push.delivered.length
    wa.onMessage = null
    push.hooks.onPush = null
    const second = await runSender([`--now=${new Date(Date.now() + CLAIM_TIMEOUT_MS + 60_000).toISOString()}`])
    const counts = [
      ...numbers.map((number) => wa.sent.filter((m) => m.to === number.slice(1)).length),
      ...staff.map((s) => push.delivered.filter((d) => d.device === s.device).length),
    ]
    const twice = counts.filter((c) => c > 1).length
    const lost = counts.filter((c) => c === 0).length
    const rows = await payload.find({
      collection: 'notification-messages',
      where: { or: [{ candidate: { in: candidates } }, { user: { in: staff.map((s) => s.id) } }] },
      limit: (MESSAGES + STAFF) * 2,
      overrideAccess: true,
    })
    console.log(
      `notify crash test: first run ${first} after ${afterKill} requests, second run ${second}; ${MESSAGES} WhatsApp messages and ${STAFF} staff pushes (${pushedBeforeKill} pushed before the kill): ${counts.filter((c) => c === 1).length} sent once, ${twice} twice, ${lost} lost in flight at the kill`,
    )
    expect(rows.docs.filter((m) => m.user)).toHaveLength(STAFF)
    expect(pushedBeforeKill).toBeGreaterThan(0)
    expect(first).toBe('killed')
    expect(afterKill).toBeGreaterThanOrEqual(KILL_AT)
    expect(afterKill).toBeLessThan(KILL_AT + SEND_CONCURRENCY)
    expect(second).toBe('finished')
    expect(twice).toBe(0)
    // At most once: a message claimed by the killed run whose request had not left is lost, never sent twice.
    expect(lost).toBeLessThan(SEND_CONCURRENCY)
    expect(rows.docs.filter((m) => m.status === 'sending' || m.status === 'queued')).toEqual([])
    // No email fallback for a message whose fate was unknown: that would be the same news twice.
    expect(rows.docs.filter((m) => m.channel === 'email')).toEqual([])
  }, 180_000)
})
