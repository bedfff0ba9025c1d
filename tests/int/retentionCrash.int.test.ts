import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANONYMOUS } from '@/collections/Candidates/deletion'
import { addMonths } from '@/features/consent'
import { env } from '@/lib/env'

import { makeCvPdf } from '../fixtures/cv'
import { runReporting } from './crash/spawn'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Issue 29: a retention run killed mid-batch (SIGKILL) neither leaves a half-anonymised application nor does
 * anything twice. A child process applies two rules (rejected applications, contact messages) to this file's
 * records; the test kills it the moment it reports the fourth finished record. Each record is one transaction with
 * its audit entry (features/consent/retention.ts): after the kill every application is either whole or fully
 * anonymised, with exactly one audit entry when it is. The next run does the rest; in the end every record is done
 * exactly once, and every CV sent with the applications is gone from disk.
 */
const APPLICATIONS = 10
const MESSAGES = 6
const KILL_AT = 4
let payload: Payload
const made = { applications: [] as number[], messages: [] as number[], cvs: [] as { id: number; file: string }[], rules: [] as number[] }
const NOW = addMonths(new Date(), 12)
NOW.setTime(NOW.getTime() + 2 * 86_400_000)

/** A retention run over what the test made, as of NOW; each record it finishes is a line `done <what>`. */
async function run(killAt?: number): Promise<{ outcome: 'killed' | 'finished' | `exited with ${number}`; done: string[] }> {
  const { outcome, captured } = await runReporting(
    'retentionRunner.ts',
    [`--now=${NOW.toISOString()}`, `--applications=${made.applications.join(',')}`, `--messages=${made.messages.join(',')}`],
    { line: /^done (.+)$/, killAfter: killAt ?? null },
  )
  return { outcome, done: captured }
}

async function auditCount(action: string, id: number) {
  return (
    await payload.count({
      collection: 'audit-events',
      where: { and: [{ action: { equals: action } }, { targetId: { equals: String(id) } }] },
    })
  ).totalDocs
}

/** Each application is whole (its name, its CV) or fully anonymised, and audited exactly when it is. */
async function applicationStates() {
  const states: ('whole' | 'anonymised')[] = []
  for (const id of made.applications) {
    const app = await payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true })
    const anonymised = app.fullName === ANONYMOUS
    if (anonymised) {
      expect(app).toMatchObject({ phoneNumber: ANONYMOUS, city: ANONYMOUS, state: ANONYMOUS, skills: ANONYMOUS, candidate: null, cv: null })
      expect(await auditCount('retention.application-anonymised', id)).toBe(1)
    } else {
      expect(app.fullName).toBe('Crash Applicant')
      expect(app.cv).not.toBeNull()
      expect(await auditCount('retention.application-anonymised', id)).toBe(0)
    }
    states.push(anonymised ? 'anonymised' : 'whole')
  }
  return states
}

describe('a retention run killed mid-batch', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const recruiter = await staffMember('crash-retention-recruiter@example.com', ['recruiter'])
    const who = await applicant('crash-retention@example.com')
    const user = { ...(await payload.findByID({ collection: 'candidates', id: who.id, depth: 0 })), collection: 'candidates' }
    for (let i = 0; i < APPLICATIONS; i++) {
      const job = await ownedJob(recruiter.id, { title: `Crash job ${i}` })
      const data = Buffer.from(await makeCvPdf(['Crash Applicant', `CV ${i}`]))
      const cv = await payload.create({
        collection: 'candidate-cvs',
        data: { purpose: 'application' } as never,
        file: { data, mimetype: 'application/pdf', name: `cv-${i}.pdf`, size: data.length },
        user: user as never,
        overrideAccess: false,
        depth: 0,
      })
      made.cvs.push({ id: cv.id, file: path.join(env.uploadDir, 'candidate-cvs', String(cv.filename)) })
      const application = await payload.create({
        collection: 'applications',
        data: {
          job,
          cv: cv.id,
          fullName: 'Crash Applicant',
          phoneNumber: '+966501234567',
          city: 'Jeddah',
          state: 'Makkah',
          skills: 'Payroll',
        } as never,
        user: user as never,
        overrideAccess: false,
        depth: 0,
      })
      await payload.update({ collection: 'applications', id: application.id, data: { status: 'rejected' }, overrideAccess: true })
      made.applications.push(application.id)
    }
    const subject = (await payload.find({ collection: 'contact-subjects', limit: 1, depth: 0 })).docs[0]!
    for (let i = 0; i < MESSAGES; i++) {
      const message = await payload.create({
        collection: 'contact-submissions',
        data: {
          name: 'Crash',
          email: 'crash@example.com',
          phone: '+966501234567',
          subject: subject.id,
          message: `Crash ${i}`,
          status: 'new',
          submissionId: `crash-retention-${i}`,
        },
      })
      made.messages.push(message.id)
    }
    for (const kind of ['rejected-applications', 'contact-messages'] as const) {
      const rule = await payload.create({
        collection: 'retention-rules',
        data: { name: `Crash ${kind}`, kind, months: 12, active: true },
        overrideAccess: true,
      })
      made.rules.push(rule.id)
    }
  }, 180_000)

  afterAll(async () => {
    await payload.delete({ collection: 'retention-rules', where: { id: { in: made.rules } }, overrideAccess: true })
  })

  it('leaves every record whole or done, and the next run finishes the rest, each once', async () => {
    for (const cv of made.cvs) expect(existsSync(cv.file)).toBe(true)
    const killed = await run(KILL_AT)
    expect(killed.outcome).toBe('killed')
    const afterKill = await applicationStates()
    const anonymised = afterKill.filter((s) => s === 'anonymised').length
    expect(anonymised).toBeGreaterThanOrEqual(KILL_AT)
    expect(anonymised).toBeLessThan(APPLICATIONS)

    const finished = await run()
    expect(finished.outcome).toBe('finished')
    // The second run did only what the first had not: nothing twice.
    expect(finished.done.filter((d) => d.startsWith('anonymised')).length).toBe(APPLICATIONS - anonymised)
    expect(await applicationStates()).toEqual(made.applications.map(() => 'anonymised'))
    for (const id of made.messages) {
      expect(await payload.count({ collection: 'contact-submissions', where: { id: { equals: id } } })).toMatchObject({ totalDocs: 0 })
      expect(await auditCount('retention.contact-message-deleted', id)).toBe(1)
    }
    // Every CV sent with them is gone, rows and files (a file left by the kill is settled at the next start).
    for (const cv of made.cvs) {
      expect(await payload.count({ collection: 'candidate-cvs', where: { id: { equals: cv.id } } })).toMatchObject({ totalDocs: 0 })
      await expect.poll(() => existsSync(cv.file), { timeout: 10_000 }).toBe(false)
    }
    // A third run finds nothing to do.
    const third = await run()
    expect(third.done).toEqual([])
  }, 400_000)
})
