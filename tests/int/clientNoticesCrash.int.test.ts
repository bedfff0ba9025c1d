import { spawnRunner } from './crash/spawn'
import type { AddressInfo } from 'node:net'

import { simpleParser } from 'mailparser'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CLIENTS_QUEUE, NOTIFY_SUBMITTAL_TASK } from '@/features/clients/notices'

import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 30: the `notifySubmittal` task killed mid-batch (SIGKILL, as a crash or an OOM kill would) tells no contact
 * of the same submittal twice. A client has 30 contacts; a child process runs the `clients` queue, whose job emails
 * them through a real SMTP server; the server kills it the moment the sixth email has arrived, before answering it.
 * The next run (once the dead run's job is handed back) tells the rest. Each email was claimed (a `client-notices`
 * row, committed) before it left and marked sent after (features/clients/notices.ts): nobody gets two, nobody
 * whose email had not left is forgotten, and each contact reads it in their own language.
 */
const CONTACTS = 30
const KILL_AT = 6
let payload: Payload
const received = new Map<string, string[]>()
/** Who got an email, in the order the server received them (printed when one is missing). */
const arrivals: string[] = []
let onMessage: (() => void) | null = null
let smtp: SMTPServer
let smtpUrl = ''
let submittal = 0
let runnerOutput = ''
let clientId = 0
const total = () => [...received.values()].reduce((sum, subjects) => sum + subjects.length, 0)
const email = (i: number) => `crash-notice-${i}@client.example`

function runQueue(args: string[] = []): Promise<'killed' | 'finished' | `exited with ${number}`> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('clientNoticesRunner.ts', args, { SMTP_URL: smtpUrl })
    onMessage = () => child.kill('SIGKILL')
    let said = ''
    child.stdout.on('data', (chunk: Buffer) => (runnerOutput += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-4000)
      runnerOutput = (runnerOutput + chunk.toString()).slice(-8000)
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code) console.error(`client notices runner exited with ${code}: ${said}`)
      resolve(signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished')
    })
    setTimeout(() => child.kill('SIGKILL'), 90_000).unref()
  })
}

describe('a submittal notice run killed mid-batch', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    // Notices other files queued (their submittals) would run in this test's runner first and write to its mail
    // server: only this test's job is on the queue.
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: CLIENTS_QUEUE } }, overrideAccess: true })
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            for (const to of session.envelope.rcptTo) {
              received.set(to.address, [...(received.get(to.address) ?? []), mail.subject ?? ''])
              arrivals.push(to.address)
            }
            const kill = onMessage
            // The sixth email is in the server's hands but never acknowledged: the sender dies waiting.
            if (total() === KILL_AT && kill) return kill()
            callback()
          })
          .catch(callback)
      },
    })
    smtp.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

    const recruiter = await staffMember('recruiter.notices@example.com', ['recruiter'])
    clientId = (
      await payload.create({
        collection: 'clients',
        locale: 'en',
        data: { name: 'Crash Test Holdings', accountManager: recruiter.id, status: 'active' },
        overrideAccess: true,
      })
    ).id
    for (let i = 0; i < CONTACTS; i++) {
      await payload.create({
        collection: 'client-contacts',
        data: { email: email(i), name: `Contact ${i}`, client: clientId, preferredLocale: i % 2 ? 'ar' : 'en', status: 'active' },
        overrideAccess: true,
      })
    }
    const job = await ownedJob(recruiter.id, { title: 'Crane Operator', titleAr: 'مشغّل رافعة' })
    await payload.update({
      collection: 'jobs',
      id: job,
      data: { client: clientId },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const who = await applicant('crash.notice.candidate@example.com', { fullName: 'Crash Candidate' })
    const application = await applyTo(who, job)
    // Made as the pipeline board's submit makes it; the queue's own runs (the child's) send its notice.
    submittal = (
      await payload.create({
        collection: 'submittals',
        data: { client: clientId, job, application, displayName: 'C-00001', cvKind: 'blind', status: 'submitted' },
        overrideAccess: true,
        context: { noticesByQueue: true },
      })
    ).id
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  it('tells every contact once, in their language, across the kill', async () => {
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: NOTIFY_SUBMITTAL_TASK } },
          { queue: { equals: CLIENTS_QUEUE } },
          { 'input.submittal': { equals: submittal } },
        ],
      },
      overrideAccess: true,
    })
    expect(queued.totalDocs).toBe(1)

    const first = await runQueue()
    const afterKill = total()
    onMessage = null
    // The next run, once the dead run's job has been processing longer than any live run can.
    const second = await runQueue([`--now=${new Date(Date.now() + 16 * 60_000).toISOString()}`])
    const counts = Array.from({ length: CONTACTS }, (_, i) => received.get(email(i))?.length ?? 0)
    const twice = counts.filter((n) => n > 1).length
    const lost = counts.filter((n) => n === 0).length
    console.log(
      `client notices crash test: first run ${first} after ${afterKill} emails, second run ${second}; ${CONTACTS} contacts: ${counts.filter((n) => n === 1).length} told once, ${twice} twice, ${lost} lost`,
    )
    if (lost) {
      const rows = await payload.find({ collection: 'client-notices', where: { submittal: { equals: submittal } }, limit: 100, depth: 0 })
      console.log(
        JSON.stringify({
          lost: counts.flatMap((n, i) => (n ? [] : [i])),
          arrivals: arrivals.map((a) => a.replace(/^crash-notice-(\d+)@.*/, '$1')),
          rows: rows.docs.map((r) => [r.contact, r.status]),
          runnerOutput,
        }),
      )
    }
    expect(first).toBe('killed')
    expect(afterKill).toBe(KILL_AT)
    expect(second).toBe('finished')
    expect(twice).toBe(0)
    // The email in flight at the kill had arrived (the server held its answer): nobody is lost.
    expect(lost).toBe(0)
    for (let i = 0; i < CONTACTS; i++) {
      if (!received.has(email(i))) continue
      expect(received.get(email(i))![0], email(i)).toMatch(i % 2 ? /مرشّح جديد بانتظار مراجعتكم/ : /a new candidate for your review/)
    }
    const notices = await payload.find({
      collection: 'client-notices',
      where: { submittal: { equals: submittal } },
      limit: CONTACTS * 2,
      overrideAccess: true,
    })
    // Every contact has its row: a notice of a deleted submittal that had the same id no longer stands in for
    // one (features/clients/notices.ts, `forgetSubmittalNotices`).
    expect(notices.totalDocs).toBe(CONTACTS)
    // At most the email the kill cut off is unconfirmed.
    expect(notices.docs.filter((n) => n.status === 'sending').length).toBeLessThanOrEqual(1)
    // The job is done (a completed job is removed from the queue), not waiting to run again.
    const left = await payload.find({ collection: 'payload-jobs', where: { id: { equals: queued.docs[0]!.id } }, overrideAccess: true })
    expect(left.docs).toEqual([])

    // The same job queued again (a retried request, a second instance) tells nobody anything new.
    await payload.jobs.queue({ task: NOTIFY_SUBMITTAL_TASK, input: { submittal }, queue: CLIENTS_QUEUE })
    expect(await runQueue()).toBe('finished')
    expect(total()).toBe(CONTACTS)
  }, 240_000)
})
