import { spawnRunner } from './crash/spawn'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLAIM_TIMEOUT_MS, DIGEST_CONCURRENCY } from '@/features/alerts/constants'
import { paragraph, richText } from '@/seed/richText'

import { getTestPayload } from './helpers/payload'

/**
 * Issue 20: a digest run killed mid-batch (SIGKILL, as a crash or an OOM kill would) sends nobody the same digest
 * twice. A child process sends the digests of 30 alerts through a real SMTP server; the server kills it the moment
 * the sixth email has arrived, before answering it. The next run (after the claim timeout) sends the rest. Each
 * alert was claimed before its email and settled after (features/alerts/claims.ts), so: nobody gets two, and only
 * an email in flight at the kill can be lost (at most the sender's concurrency).
 */
const ALERTS = 30
const KILL_AT = 6
let payload: Payload
const received = new Map<string, number>()
let onMessage: (() => void) | null = null
let smtp: SMTPServer
let smtpUrl = ''
const made: { alerts: number[]; job?: number } = { alerts: [] }

function runDigests(args: string[] = []): Promise<'killed' | 'finished' | `exited with ${number}`> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('digestRunner.ts', args, { SMTP_URL: smtpUrl })
    onMessage = () => {
      if ([...received.values()].reduce((a, b) => a + b, 0) === KILL_AT) child.kill('SIGKILL')
    }
    // Read both pipes (a full pipe would stall the child), and show what a run that failed said.
    let said = ''
    child.stdout.on('data', () => undefined)
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`digest runner exited with ${code}: ${said}`)
      resolve(signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished')
    })
    setTimeout(() => child.kill('SIGKILL'), 90_000).unref()
  })
}

describe('a digest run killed mid-batch', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume()
        stream.on('end', () => {
          for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1)
          const kill = onMessage
          // The sixth email is in the server's hands but never acknowledged: the sender dies waiting.
          if ([...received.values()].reduce((a, b) => a + b, 0) === KILL_AT && kill) return kill()
          callback()
        })
      },
    })
    // The killed sender resets its connection: expected here, and an unhandled 'error' event would fail the run.
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

    const since = new Date(Date.now() - 60_000).toISOString()
    for (let i = 0; i < ALERTS; i++) {
      const alert = await payload.create({
        collection: 'job-alerts',
        overrideAccess: true,
        data: {
          email: `crash-digest-${i}@example.com`,
          locale: i % 2 ? 'ar' : 'en',
          frequency: 'daily',
          q: 'lepidopterist',
          searchKey: 'set-by-hook',
          status: 'active',
          confirmedAt: since,
          digestThrough: since,
          nextDigestAt: since,
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
        referenceCode: 'CR-0001',
        title: 'Lepidopterist',
        description: richText(paragraph('Butterflies.')),
        industry: industry.id,
        location: location.id,
        workplace: 'onsite',
        employmentType: 'full-time',
        experienceMin: 0,
        openingDate: since,
        closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        status: 'open',
      } as never,
    })
    made.job = job.id
  })

  afterAll(async () => {
    await payload.delete({ collection: 'job-alerts', where: { id: { in: made.alerts } }, overrideAccess: true })
    if (made.job) await payload.delete({ collection: 'jobs', id: made.job, overrideAccess: true, context: { disableRevalidate: true } })
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('sends nobody the same digest twice, and everyone else theirs on the next run', async () => {
    const first = await runDigests()
    const afterKill = [...received.values()].reduce((a, b) => a + b, 0)
    onMessage = null
    // The next hourly run, once the dead run's claims have timed out.
    const second = await runDigests([`--now=${new Date(Date.now() + CLAIM_TIMEOUT_MS + 60_000).toISOString()}`])
    const counts = Array.from({ length: ALERTS }, (_, i) => received.get(`crash-digest-${i}@example.com`) ?? 0)
    const twice = counts.filter((n) => n > 1).length
    const lost = counts.filter((n) => n === 0).length
    const alerts = await payload.find({ collection: 'job-alerts', where: { id: { in: made.alerts } }, limit: ALERTS, overrideAccess: true })
    console.log(
      `digest crash test: first run ${first} after ${afterKill} emails, second run ${second}; ${ALERTS} alerts: ${counts.filter((n) => n === 1).length} got one digest, ${twice} got two, ${lost} lost in flight at the kill`,
    )
    expect(first).toBe('killed')
    // The kill is sent when the sixth email arrives; emails already on the wire with it may still land.
    expect(afterKill).toBeGreaterThanOrEqual(KILL_AT)
    expect(afterKill).toBeLessThan(KILL_AT + DIGEST_CONCURRENCY)
    expect(second).toBe('finished')
    expect(twice).toBe(0)
    expect(lost).toBeLessThan(DIGEST_CONCURRENCY)
    // Every alert's window was closed: none is stuck claimed or due again at once.
    expect(alerts.docs.filter((a) => a.digestClaim)).toEqual([])
    expect(alerts.docs.every((a) => new Date(a.nextDigestAt!).getTime() > Date.now())).toBe(true)
  }, 180_000)
})
