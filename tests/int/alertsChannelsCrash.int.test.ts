import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLAIM_TIMEOUT_MS as DIGEST_CLAIM_TIMEOUT_MS, DIGEST_CONCURRENCY } from '@/features/alerts/constants'
import { recordConsent } from '@/features/consent'
import { CLAIM_TIMEOUT_MS } from '@/features/notify/constants'
import { sendDueMessages } from '@/features/notify/send'
import { paragraph, richText } from '@/seed/richText'

import { CANDIDATE_PASSWORD } from '../fixtures/people'
import { startWhatsappStandIn, type WhatsappStandIn } from '../fixtures/whatsappStandIn'
import { spawnRunner } from './crash/spawn'
import { getTestPayload } from './helpers/payload'

/**
 * Issue 34: the digest's new path (features/notify/news.ts) killed mid-batch. 24 candidates chose email and WhatsApp
 * for job alerts; a child process sends their digests through a real SMTP server, which kills it (SIGKILL) when
 * the sixth email arrives, before answering. The next run, after the claims' timeout, sends the rest; then the
 * notification sender carries the WhatsApp messages (to the WhatsApp stand-in). Each digest's email row is claimed
 * before its email and the WhatsApp row queued after it, all inside the alert's claim, so: nobody gets two emails
 * or two WhatsApp messages, and only what was in flight at the kill can be lost.
 */
const PEOPLE = 24
const KILL_AT = 6
let payload: Payload
let wa: WhatsappStandIn
const received = new Map<string, number>()
let onMessage: (() => void) | null = null
let smtp: SMTPServer
let smtpUrl = ''
const made: { alerts: number[]; candidates: number[]; job?: number } = { alerts: [], candidates: [] }
const tag = `crashch${Date.now() % 1_000_000}`
const emailOf = (i: number) => `${tag}-${i}@example.com`
const phoneOf = (i: number) => `+96655${String(i).padStart(7, '0')}`

function runDigests(args: string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('digestRunner.ts', args, { SMTP_URL: smtpUrl, ...wa.env() })
    onMessage = () => {
      if ([...received.values()].reduce((a, b) => a + b, 0) === KILL_AT) child.kill('SIGKILL')
    }
    let said = ''
    child.stdout.on('data', () => undefined)
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`digest runner exited with ${code}: ${said}`)
      resolve(signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished')
    })
    setTimeout(() => child.kill('SIGKILL'), 150_000).unref()
  })
}

describe('a digest run on the chosen channels killed mid-batch', () => {
  const saved: Record<string, string | undefined> = {}

  beforeAll(async () => {
    payload = await getTestPayload()
    wa = await startWhatsappStandIn()
    for (const [key, value] of Object.entries(wa.env())) {
      saved[key] = process.env[key]
      process.env[key] = value
    }
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume()
        stream.on('end', () => {
          for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1)
          const kill = onMessage
          if ([...received.values()].reduce((a, b) => a + b, 0) === KILL_AT && kill) return kill()
          callback()
        })
      },
    })
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

    const since = new Date(Date.now() - 60_000)
    for (let i = 0; i < PEOPLE; i++) {
      const locale = i % 2 ? 'ar' : 'en'
      const candidate = await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        data: {
          email: emailOf(i),
          password: CANDIDATE_PASSWORD,
          fullName: `Crash Channels ${i}`,
          phoneNumber_1: phoneOf(i),
          city: 'Riyadh',
          state: 'Makkah Province',
          skills: 'Falconry',
          experienceYears: 3,
          emailVerified: true,
          preferredLocale: locale,
        } as never,
      })
      made.candidates.push(candidate.id)
      // A verified, opted-in WhatsApp number (as features/notify/verify.ts leaves it), with no quiet hours.
      const at = since.toISOString()
      await payload.create({
        collection: 'notification-settings',
        overrideAccess: true,
        data: {
          candidate: candidate.id,
          jobAlerts: { email: true, whatsapp: true, push: false },
          whatsappNumber: phoneOf(i),
          whatsappVerifiedAt: at,
          whatsappOptInAt: at,
          quietFrom: 0,
          quietTo: 0,
        },
      })
      await recordConsent(payload, { candidate: candidate.id, purpose: 'whatsapp', language: locale, method: 'form', at: since })
      const alert = await payload.create({
        collection: 'job-alerts',
        overrideAccess: true,
        data: {
          email: emailOf(i),
          candidate: candidate.id,
          locale,
          frequency: 'daily',
          q: tag,
          searchKey: 'set-by-hook',
          status: 'active',
          confirmedAt: at,
          digestThrough: at,
          nextDigestAt: at,
        },
      })
      made.alerts.push(alert.id)
    }
    const industry = (await payload.find({ collection: 'industries', limit: 1 })).docs[0]!
    const location = (await payload.find({ collection: 'locations', limit: 1 })).docs[0]!
    const job = await payload.create({
      collection: 'jobs',
      locale: 'en',
      context: { disableRevalidate: true },
      data: {
        referenceCode: `CC-${Date.now() % 100_000_000}`,
        title: `Falconer ${tag}`,
        description: richText(paragraph('Falcons.')),
        industry: industry.id,
        location: location.id,
        workplace: 'onsite',
        employmentType: 'full-time',
        experienceMin: 0,
        openingDate: since.toISOString(),
        closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        status: 'open',
      } as never,
    })
    made.job = job.id
  }, 300_000)

  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    await payload.delete({ collection: 'job-alerts', where: { id: { in: made.alerts } }, overrideAccess: true })
    if (made.job) await payload.delete({ collection: 'jobs', id: made.job, overrideAccess: true, context: { disableRevalidate: true } })
    await wa.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('sends nobody the same digest twice on any channel, and everyone else theirs', async () => {
    const first = await runDigests()
    const afterKill = [...received.values()].reduce((a, b) => a + b, 0)
    onMessage = null
    const later = new Date(Date.now() + Math.max(CLAIM_TIMEOUT_MS, DIGEST_CLAIM_TIMEOUT_MS) + 60_000)
    const second = await runDigests([`--now=${later.toISOString()}`])
    // The sender, after the claims' timeout too: the email rows the kill left claimed are settled, never sent again.
    await sendDueMessages(payload, { now: later })
    await sendDueMessages(payload, { now: new Date(later.getTime() + 60_000) })

    const emails = Array.from({ length: PEOPLE }, (_, i) => received.get(emailOf(i)) ?? 0)
    const whatsapp = Array.from(
      { length: PEOPLE },
      (_, i) => wa.sent.filter((m) => m.to === phoneOf(i).slice(1) && m.name === 'job_alert').length,
    )
    const rows = (
      await payload.find({
        collection: 'notification-messages',
        where: { candidate: { in: made.candidates } },
        limit: 1000,
        depth: 0,
        overrideAccess: true,
      })
    ).docs
    console.log(
      `channels crash test: first run ${first} after ${afterKill} emails, second run ${second}; ${PEOPLE} people: ` +
        `emails ${emails.filter((n) => n === 1).length} once, ${emails.filter((n) => n > 1).length} twice, ${emails.filter((n) => !n).length} lost; ` +
        `WhatsApp ${whatsapp.filter((n) => n === 1).length} once, ${whatsapp.filter((n) => n > 1).length} twice, ${whatsapp.filter((n) => !n).length} lost`,
    )
    expect(first).toBe('killed')
    expect(second).toBe('finished')
    expect(emails.filter((n) => n > 1)).toEqual([])
    expect(whatsapp.filter((n) => n > 1)).toEqual([])
    // Only the digests in flight at the kill (at most the run's concurrency) can be lost, on either channel: their
    // WhatsApp row is queued once their email has left, and the kill came while those emails were on the wire.
    expect(emails.filter((n) => !n).length).toBeLessThanOrEqual(DIGEST_CONCURRENCY)
    expect(whatsapp.filter((n) => !n).length).toBeLessThanOrEqual(DIGEST_CONCURRENCY)
    expect(emails.filter((n, i) => !n && !whatsapp[i]).length + whatsapp.filter((n) => !n).length).toBeLessThanOrEqual(
      2 * DIGEST_CONCURRENCY,
    )
    // Nothing is left claimed or queued: every row was settled (sent, or counted as sent after the kill).
    expect(rows.filter((r) => r.status === 'sending' || r.status === 'queued')).toEqual([])
    expect(rows.filter((r) => r.channel === 'email').length).toBeLessThanOrEqual(PEOPLE)
  }, 400_000)
})
