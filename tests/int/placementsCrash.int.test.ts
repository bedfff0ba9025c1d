import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { WARN_CLAIM_TIMEOUT_MS } from '@/features/placements/guarantees'
import { addCalendarDays } from '@/features/placements/money'
import { agencyDay } from '@/lib/dates'

import { spawnRunner } from './crash/spawn'
import { getTestPayload } from './helpers/payload'
import { ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 31: a guarantee watch killed mid-batch (SIGKILL, as a crash or an OOM kill would) warns nobody twice about the
 * same placement. A child process warns of 12 placements whose guarantees end within the week, two emails each (the
 * job's recruiter, the client's account manager), through a real SMTP server; the server kills it the moment the
 * fifth email has arrived, before answering it. The next run (after the claim timeout) warns of the rest and marks
 * nothing twice. Each warning was claimed before its emails and settled after (features/placements/guarantees.ts):
 * nobody gets the same warning twice, and only the warning in flight at the kill can be lost (part of it).
 */
const PLACEMENTS = 12
const KILL_AT = 5
let payload: Payload
/** Emails received, by recipient and candidate: "address|Crash Guarantee 3". */
const received = new Map<string, number>()
let killNow: (() => void) | null = null
let smtp: SMTPServer
let smtpUrl = ''
const made: number[] = []
const total = () => [...received.values()].reduce((a, b) => a + b, 0)
const OWNER = 'crash-guarantee-owner@example.com'
const MANAGER = 'crash-guarantee-manager@example.com'

function watch(args: string[] = []): Promise<{ outcome: 'killed' | 'finished' | `exited with ${number}`; done: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('guaranteeRunner.ts', [`--only=${made.join(',')}`, ...args], { SMTP_URL: smtpUrl })
    killNow = () => child.kill('SIGKILL')
    const done: string[] = []
    let buffer = ''
    let said = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) if (line.startsWith('done ')) done.push(line.slice(5))
    })
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`guarantee runner exited with ${code}: ${said}`)
      resolve({ outcome: signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished', done })
    })
    setTimeout(() => child.kill('SIGKILL'), 120_000).unref()
  })
}

describe('a guarantee watch killed mid-batch', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = ''
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()))
        stream.on('end', () => {
          const candidate = /Crash Guarantee \d+/.exec(raw)?.[0] ?? '?'
          for (const to of session.envelope.rcptTo) {
            const key = `${to.address}|${candidate}`
            received.set(key, (received.get(key) ?? 0) + 1)
          }
          // The fifth email is in the server's hands but never acknowledged: the sender dies waiting.
          if (total() === KILL_AT && killNow) return killNow()
          callback()
        })
      },
    })
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

    const owner = await staffMember(OWNER, ['recruiter'])
    const manager = await staffMember(MANAGER, ['recruiter'])
    const client = await payload.create({
      collection: 'clients',
      locale: 'en',
      data: { name: 'Crash Guarantee Holding', accountManager: manager.id } as never,
    })
    const agreement = await payload.create({
      collection: 'fee-agreements',
      data: {
        client: client.id,
        title: 'Crash terms',
        country: 'AE',
        currency: 'AED',
        feeKind: 'flat',
        flatFee: '30,000',
        paymentTermsDays: 30,
        guaranteeDays: 60,
        ownershipDays: 90,
        invoiceOn: 'startDate',
      } as never,
    })
    const job = await ownedJob(owner.id, { title: 'Crash guarantee job' })
    // Guarantees ending in 2 to 6 days: all within the week's warning.
    for (let i = 0; i < PLACEMENTS; i++) {
      const start = addCalendarDays(agencyDay(new Date()), 2 + (i % 5) - 60)
      const doc = await payload.create({
        collection: 'placements',
        data: {
          candidateName: `Crash Guarantee ${i}`,
          job,
          agreement: agreement.id,
          startDate: `${start}T12:00:00.000Z`,
          monthlyBasic: '10,000',
          splits: [{ recruiter: owner.id, share: '100' }],
        } as never,
      })
      made.push(doc.id)
    }
  }, 180_000)

  afterAll(async () => {
    if (made.length) await payload.delete({ collection: 'placements', where: { id: { in: made } }, overrideAccess: true })
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('warns nobody twice, and of every other placement on the next run', async () => {
    const first = await watch()
    const afterKill = total()
    killNow = null
    // The next daily run, once the dead run's claim has timed out.
    const second = await watch([`--now=${new Date(Date.now() + WARN_CLAIM_TIMEOUT_MS + 60_000).toISOString()}`])
    const pairs = made.flatMap((_, i) => [OWNER, MANAGER].map((to) => received.get(`${to}|Crash Guarantee ${i}`) ?? 0))
    const twice = pairs.filter((n) => n > 1).length
    const lost = pairs.filter((n) => n === 0).length
    const docs = (await payload.find({ collection: 'placements', where: { id: { in: made } }, depth: 0, pagination: false })).docs
    console.log(
      `guarantee crash test: first run ${first.outcome} after ${afterKill} emails, second run ${second.outcome} (${second.done.length} placements); ${pairs.length} warnings due: ${pairs.filter((n) => n === 1).length} sent once, ${twice} twice, ${lost} lost in flight at the kill`,
    )
    expect(first.outcome).toBe('killed')
    expect(afterKill).toBe(KILL_AT)
    expect(second.outcome).toBe('finished')
    expect(twice).toBe(0)
    // The kill came between the third placement's two emails: its second is the only one lost.
    expect(lost).toBeLessThanOrEqual(1)
    // The second run warned only of the placements the first had not claimed.
    expect(second.done.filter((d) => d.startsWith('warned')).length).toBe(PLACEMENTS - Math.ceil(KILL_AT / 2))
    // Every warning is settled: none is left claimed without being counted as sent.
    expect(docs.filter((d) => !d.guaranteeWarnedAt)).toEqual([])
    // A third run finds nothing to do.
    const third = await watch()
    expect(third.done).toEqual([])
    expect(total()).toBe(afterKill + second.done.filter((d) => d.startsWith('warned')).length * 2)
  }, 300_000)
})
