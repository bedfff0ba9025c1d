import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { claim, release } from '@/features/alerts/claims'
import { refreshCandidateSkillsForCv } from '@/features/matching'

import { getTestPayload } from './helpers/payload'
import { applicant } from './helpers/recruiting'

/**
 * Hand-written SQL that writes (the digest's claims, the outbox, the guarantees) while another request holds a
 * transaction open. On SQLite one writer holds the database at a time; the adapter's own writes take turns
 * (lib/db/sqliteTransactions.ts) and so must these: a claim on the bare connection failed with "Failed query"
 * ("database is locked") in an end-to-end run when a save's transaction held the lock. Here the claim waits for
 * the transaction's commit and then succeeds, on both databases.
 */
let payload: Payload
let alertId: number

describe('hand-written writes beside an open transaction', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const doc = await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: {
        email: 'raw-writes@example.com',
        locale: 'en',
        frequency: 'daily',
        q: 'turns',
        searchKey: 'set-by-hook',
        status: 'active',
        confirmedAt: new Date().toISOString(),
        digestThrough: new Date().toISOString(),
        nextDigestAt: new Date(Date.now() - 60_000).toISOString(),
      } as never,
    })
    alertId = doc.id
  })

  afterAll(async () => {
    await payload.delete({ collection: 'job-alerts', id: alertId, overrideAccess: true })
  })

  it('a claim made while a save holds its transaction waits for the commit and is taken once', async () => {
    const req = await createLocalReq({}, payload)
    const transactionID = await payload.db.beginTransaction()
    req.transactionID = transactionID ?? undefined
    // The transaction writes first, so on SQLite it holds the database's write lock.
    await payload.update({ collection: 'job-alerts', id: alertId, data: { q: 'turns taken' }, overrideAccess: true, req })
    const windowEnd = new Date()
    const claims = Promise.all([claim(payload, alertId, windowEnd), claim(payload, alertId, windowEnd)])
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (transactionID) await payload.db.commitTransaction(transactionID)
    const taken = await claims
    expect(taken.filter(Boolean)).toHaveLength(1)
    const row = await payload.findByID({ collection: 'job-alerts', id: alertId, depth: 0, overrideAccess: true })
    expect(row.q).toBe('turns taken')
    expect(row.digestClaim).toBe(windowEnd.toISOString())
    await release(payload, alertId, windowEnd)
  })

  it('the skill ids a read CV refreshes come from the profile as saved, not as it was before a save that held its transaction', async () => {
    const seeker = await applicant('raw-writes.skills@example.com', { cvLines: ['Curriculum vitae', 'Skills: IFRS reporting'] })
    const stored = async () =>
      (
        (
          (await payload.findByID({ collection: 'candidates', id: seeker.id, depth: 1, overrideAccess: true })) as {
            matchSkills?: { name?: string }[]
          }
        ).matchSkills ?? []
      ).map((skill) => skill.name)
    await expect.poll(stored, { timeout: 30_000 }).toContain('IFRS')
    // The profile's skills text changes in a transaction that stays open while the CV's refresh runs.
    const req = await createLocalReq({}, payload)
    const transactionID = await payload.db.beginTransaction()
    req.transactionID = transactionID ?? undefined
    await payload.update({ collection: 'candidates', id: seeker.id, data: { skills: 'SAP' }, overrideAccess: true, req })
    const refresh = refreshCandidateSkillsForCv(await createLocalReq({}, payload), seeker.cv.id)
    await new Promise((resolve) => setTimeout(resolve, 300))
    if (transactionID) await payload.db.commitTransaction(transactionID)
    await refresh
    // Both the new profile text's skill and the CV's: the refresh did not write back the skills from before the save.
    expect(await stored()).toEqual(expect.arrayContaining(['SAP', 'IFRS']))
  })
})
