import { spawnRunner } from './crash/spawn'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { paintFloodPdf } from '../fixtures/hostile'
import { makeCvPdf } from '../fixtures/cv'
import { getTestPayload } from './helpers/payload'
import { applicant, type Applicant } from './helpers/recruiting'

/**
 * Issue 26: reading CVs after their upload is a job on Payload's queue. A run killed mid-way (SIGKILL, as a crash or
 * an OOM kill would) loses no CV and leaves none half-written: the next run, once the dead run's jobs are handed
 * back, reads the rest, and every CV ends with its whole text and no job left to run or failed. Each CV here is queued for the
 * queue alone (`readByQueue`), so only the child processes read them.
 */
const CVS = 6
let payload: Payload
const made: number[] = []

function runQueue(args: string[], killWhenRead?: number): Promise<'killed' | 'finished' | `exited with ${number}`> {
  return new Promise((resolve, reject) => {
    const child = spawnRunner('cvReadRunner.ts', args)
    let said = ''
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out = (out + chunk.toString()).slice(-2000)))
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    let watching: NodeJS.Timeout | undefined
    if (killWhenRead !== undefined) {
      watching = setInterval(async () => {
        if ((await readCount()) >= killWhenRead) child.kill('SIGKILL')
      }, 25)
    }
    child.on('close', (code, signal) => {
      clearInterval(watching)
      if (code) console.error(`CV reading run exited with ${code}: ${out} ${said}`)
      resolve(signal === 'SIGKILL' ? 'killed' : code ? `exited with ${code}` : 'finished')
    })
    setTimeout(() => child.kill('SIGKILL'), 120_000).unref()
  })
}

async function readCount(): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'candidate-cvs',
    where: { and: [{ id: { in: made } }, { readState: { not_equals: 'pending' } }] },
    overrideAccess: true,
  })
  return totalDocs
}

describe('a CV reading run killed mid-way', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    let owner: Applicant | undefined
    for (let i = 0; i < CVS; i++) {
      // Two CVs per candidate: an account keeps at most five unused ones (applicationCvs.ts).
      if (i % 2 === 0) owner = await applicant(`cv.crash.${i}@example.com`)
      const user = await payload.findByID({ collection: 'candidates', id: owner!.id, depth: 0 })
      // Slow enough to read (a second or so each) that the kill lands between two of them.
      const data = i % 2 ? paintFloodPdf(40_000) : await makeCvPdf([`Crash Candidate ${i}`, 'Logistics coordinator'])
      const doc = await payload.create({
        collection: 'candidate-cvs',
        data: { purpose: 'application' } as never,
        file: { data: Buffer.from(data), mimetype: 'application/pdf', name: `cv-${i}.pdf`, size: data.length },
        user: { ...user, collection: 'candidates' } as never,
        overrideAccess: false,
        context: { readByQueue: true },
      })
      made.push(doc.id)
    }
  })

  it(
    'reads every CV once the next run has handed back the dead run’s jobs, with nothing lost or half-written',
    { timeout: 240_000 },
    async () => {
      expect(await readCount()).toBe(0)
      const first = await runQueue([], 2)
      const afterKill = await readCount()
      // The next run, three minutes on: a CV reading job is handed back after two (features/queue/jobs.ts).
      const second = await runQueue([`--now=${new Date(Date.now() + 3 * 60_000).toISOString()}`])
      const cvs = await payload.find({
        collection: 'candidate-cvs',
        where: { id: { in: made } },
        limit: CVS,
        depth: 0,
        overrideAccess: true,
      })
      const jobs = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'readCv' } },
        limit: 100,
        overrideAccess: true,
      })
      const mine = jobs.docs.filter((job) => made.includes((job.input as { cv: number }).cv))
      console.log(`CV reading crash test: first run ${first} after ${afterKill} of ${CVS} CVs read, second run ${second}`)
      expect(first).toBe('killed')
      expect(afterKill).toBeGreaterThanOrEqual(2)
      expect(afterKill).toBeLessThan(CVS)
      expect(second).toBe('finished')
      // Every CV is read whole: no CV is left pending, none holds a part of its text.
      expect(cvs.docs).toHaveLength(CVS)
      for (const cv of cvs.docs) {
        const i = made.indexOf(cv.id)
        expect(cv.readState).toBe('read')
        if (i % 2 === 0) expect(cv.extractedText).toBe(`Crash Candidate ${i}\nLogistics coordinator`)
        else expect(cv.extractedText).toContain('Senior engineer')
      }
      // No job is left to run again or failed (a completed job is deleted, unless the kill came between the two).
      expect(mine.filter((job) => !job.completedAt || job.hasError || job.processing)).toEqual([])
    },
  )
})
