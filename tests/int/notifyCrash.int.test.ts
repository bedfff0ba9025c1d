import { spawnRunner } from './crash/spawn'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { recordConsent } from '@/features/consent'
import { CLAIM_TIMEOUT_MS, SEND_CONCURRENCY } from '@/features/notify/constants'
import { queueMessage } from '@/features/notify/outbox'

import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { getTestPayload } from './helpers/payload'

/**
 * Issue 34: a notification sender killed mid-batch (SIGKILL) sends nobody the same WhatsApp message twice. A child
 * process sends 30 queued template messages to the Cloud API stand-in; the stand-in kills it the moment the sixth
 * arrives, before answering it. The next run (after the claim timeout) sends the rest. Each message was claimed
 * before its request and settled after (features/notify/send.ts), so nobody gets two, and only a message in flight
 * at the kill can be lost (at most the sender's concurrency).
 */
const MESSAGES = 30
const KILL_AT = 6
let payload: Payload
let wa: WhatsappStandIn
const candidates: number[] = []
const numbers: string[] = []

function runSender(args: string[] = []): Promise<'killed' | 'finished' | `exited with ${number}`> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('notifyRunner.ts', args, wa.env())
    wa.onMessage = () => {
      if (wa.sent.length === KILL_AT) {
        child.kill('SIGKILL')
        return false
      }
    }
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
    }
  })

  afterAll(async () => {
    await payload.delete({ collection: 'notification-messages', where: { candidate: { in: candidates } }, overrideAccess: true })
    await payload.delete({ collection: 'notification-settings', where: { candidate: { in: candidates } }, overrideAccess: true })
    await wa.close()
  })

  it('sends nobody the same message twice, and everyone else theirs on the next run', async () => {
    const first = await runSender()
    const afterKill = wa.sent.length
    wa.onMessage = null
    const second = await runSender([`--now=${new Date(Date.now() + CLAIM_TIMEOUT_MS + 60_000).toISOString()}`])
    const counts = numbers.map((number) => wa.sent.filter((m) => m.to === number.slice(1)).length)
    const twice = counts.filter((c) => c > 1).length
    const lost = counts.filter((c) => c === 0).length
    const rows = await payload.find({
      collection: 'notification-messages',
      where: { candidate: { in: candidates } },
      limit: MESSAGES * 2,
      overrideAccess: true,
    })
    console.log(
      `notify crash test: first run ${first} after ${afterKill} requests, second run ${second}; ${MESSAGES} messages: ${counts.filter((c) => c === 1).length} sent once, ${twice} twice, ${lost} lost in flight at the kill`,
    )
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
