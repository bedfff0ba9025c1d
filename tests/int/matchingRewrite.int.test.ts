import { runReporting } from './crash/spawn'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { skillsIndex } from '@/features/matching/load'
import { REWRITE_MATCH_SKILLS_TASK, rewriteMatchSkills } from '@/features/matching/rewrite'
import { candidateText, skillIdsIn } from '@/features/matching/skillIds'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { staffMember } from './helpers/recruiting'

/**
 * Issue 32: when staff edit the skills list, candidates' and jobs' stored skill ids are read again in the background
 * (features/matching/rewrite.ts, the queue's `rewriteMatchSkills`). An edit queues one run (not one per edit); the
 * run gives a candidate whose profile names a new spelling that skill's id. A run killed mid-way (SIGKILL between
 * batches) leaves every candidate with their old ids or their new ones, and the next run writes only what the killed
 * one had not: every candidate ends with the right ids, each once.
 */
const PEOPLE = 20
const BATCH = 4
let payload: Payload

/** A candidate's stored skill ids, in order. */
async function stored(id: number): Promise<number[]> {
  const doc = (await payload.findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true })) as {
    matchSkills?: (number | { id: number })[]
  }
  return (doc.matchSkills ?? []).map((s) => (typeof s === 'object' ? s.id : s))
}

/** What the current list reads in a candidate's skills text (they have no CV here). */
async function expected(skillsText: string): Promise<number[]> {
  return skillIdsIn(await skillsIndex(payload), candidateText(skillsText, ''))
}

async function pendingRewrites() {
  return (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: REWRITE_MATCH_SKILLS_TASK } }, { completedAt: { exists: false } }, { processing: { equals: false } }],
      },
      overrideAccess: true,
    })
  ).totalDocs
}

async function run(args: string[], killAfter: number | null) {
  const { outcome, seen } = await runReporting('rewriteRunner.ts', args, { line: /^batch (\d+)$/, killAfter })
  return { outcome, written: seen }
}

describe('stored skill ids after the skills list changes', () => {
  const people: { id: number; text: string }[] = []
  let recruiter: Awaited<ReturnType<typeof staffMember>>

  beforeAll(async () => {
    payload = await getTestPayload()
    recruiter = await staffMember('skills.rewrite@example.com', ['recruiter'])
    for (let i = 0; i < PEOPLE; i++) {
      const text = i % 2 ? `Zorblaxing, Quuxery, Microsoft Excel` : `زوربلكس، Quuxery`
      const doc = await payload.create({
        collection: 'candidates',
        data: {
          email: `rewrite${i}@example.com`,
          password: 'a long test password 123',
          fullName: `Rewrite ${i}`,
          skills: text,
        } as never,
        overrideAccess: true,
      })
      people.push({ id: doc.id, text })
    }
  }, 180_000)

  it('queues one rewrite for any number of edits, and the rewrite gives candidates the new skill', async () => {
    // A rewrite another file's skill edit queued (the full suite shares the database) runs first.
    await payload.jobs.run({ queue: 'matching', limit: 10 })
    const before = await pendingRewrites()
    expect(before).toBe(0)
    // A recruiter adds a skill whose Arabic name and other spelling the candidates' profiles already use.
    const made = await rest('POST', '/skills?locale=en', {
      headers: recruiter.auth,
      body: { name: 'Zorblax welding', aliases: 'Zorblaxing\nزوربلكس' },
    })
    expect(made.status, await made.clone().text()).toBe(201)
    const skill = ((await made.json()) as { doc: { id: number } }).doc.id
    // Nothing read yet: the profiles were saved before the skill existed.
    for (const person of people) expect(await stored(person.id)).not.toContain(skill)
    // A second edit while the first rewrite waits queues nothing more.
    expect((await rest('PATCH', `/skills/${skill}?locale=ar`, { headers: recruiter.auth, body: { name: 'لحام زوربلكس' } })).status).toBe(
      200,
    )
    expect(await pendingRewrites()).toBe(before + 1)
    await payload.jobs.run({ queue: 'matching', limit: 10 })
    expect(await pendingRewrites()).toBe(0)
    for (const person of people) {
      const ids = await stored(person.id)
      expect(ids).toContain(skill)
      expect(ids).toEqual(await expected(person.text))
    }
    // Deleting the skill queues a rewrite too; afterwards nobody holds its id.
    expect((await rest('DELETE', `/skills/${skill}`, { headers: recruiter.auth })).status).toBe(200)
    await payload.jobs.run({ queue: 'matching', limit: 10 })
    for (const person of people) expect(await stored(person.id)).not.toContain(skill)
  }, 300_000)

  it('survives a kill between batches: nobody ends without their ids or with them twice, and nothing is done twice', async () => {
    // A new spelling added without the hook (as if the rewrite had not run yet): every candidate's ids are stale.
    const skill = (
      await payload.create({
        collection: 'skills',
        locale: 'en',
        data: { name: 'Quux engineering', aliases: 'Quuxery' },
        context: { skipMatchRewrite: true },
      })
    ).id
    const only = `--only=${people.map((p) => p.id).join(',')}`
    const first = await run([only, `--batch=${BATCH}`, '--freeze-after=2'], 2)
    const second = await run([only, `--batch=${BATCH}`], null)
    const third = await rewriteMatchSkills(payload, { only: { candidates: people.map((p) => p.id), jobs: [] } })
    expect(first.outcome).toBe('killed')
    expect(second.outcome).toBe('finished')
    // The batches the killed run finished are not written again; the rest are written once.
    const firstWritten = first.written.reduce((a, b) => a + b, 0)
    const secondWritten = second.written.reduce((a, b) => a + b, 0)
    expect(firstWritten).toBe(2 * BATCH)
    expect(secondWritten).toBeLessThanOrEqual(PEOPLE - firstWritten)
    expect(third.candidates).toBe(0)
    for (const person of people) {
      const ids = await stored(person.id)
      expect(ids).toContain(skill)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids).toEqual(await expected(person.text))
    }
    await payload.delete({ collection: 'skills', id: skill, context: { skipMatchRewrite: true }, overrideAccess: true })
  }, 300_000)
})
