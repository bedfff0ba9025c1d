import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { recordConsent, withdrawConsent } from '@/features/consent'
import { candidateShortlist, SHORTLIST_SCAN } from '@/features/matching/shortlist'

import { getTestPayload } from './helpers/payload'

/**
 * Issue 32, speed: the suggestions' SQL shortlist checks the consent to keep of the candidates with the most of the
 * job's skills only (SHORTLIST_SCAN × what it returns), and everyone sharing a skill when too few of those may be
 * contacted. Candidates who withdrew their consent or fail a criterion never come back; a consenting candidate with
 * fewer of the skills is found behind more best overlaps than the cut holds.
 */
const LIMIT = 2
let payload: Payload

describe('the suggestions shortlist', () => {
  const made: Record<'withdrawn' | 'foreign' | 'keen' | 'fresh', number[]> = { withdrawn: [], foreign: [], keen: [], fresh: [] }
  let skills: number[]

  beforeAll(async () => {
    payload = await getTestPayload()
    skills = await Promise.all(
      ['Glorbium assay', 'Vexillology audit'].map(
        async (name) => (await payload.create({ collection: 'skills', locale: 'en', data: { name } })).id,
      ),
    )
    const person = async (key: keyof typeof made, n: number, text: string, nationality?: string) => {
      const doc = await payload.create({
        collection: 'candidates',
        data: {
          email: `shortlist.${key}${n}@example.com`,
          password: 'a long test password 123',
          fullName: `Shortlist ${key} ${n}`,
          skills: text,
          ...(nationality ? { eligibility: { nationality } } : {}),
        } as never,
        overrideAccess: true,
      })
      made[key].push(doc.id)
      return doc.id
    }
    const keep = { purpose: 'keep' as const, language: 'en', method: 'signup' as const }
    // More best overlaps (both skills) than the cut holds: all withdrew their consent to keep.
    for (let n = 0; n < LIMIT * SHORTLIST_SCAN + 2; n++) {
      const id = await person('withdrawn', n, 'Glorbium assay, Vexillology audit')
      await recordConsent(payload, { ...keep, candidate: id, at: new Date(Date.now() - 60_000) })
      await withdrawConsent(payload, { ...keep, method: 'form', candidate: id })
    }
    // Both skills and consent, but Egyptian nationals, for a job open to Saudi nationals only.
    for (let n = 0; n < 2; n++) {
      const id = await person('foreign', n, 'Glorbium assay, Vexillology audit', 'EG')
      await recordConsent(payload, { ...keep, candidate: id })
    }
    // One skill, consent in force: the ones to suggest. And one with both skills but no consent at all.
    for (let n = 0; n < 2; n++) await recordConsent(payload, { ...keep, candidate: await person('keen', n, 'Glorbium assay') })
    await person('fresh', 0, 'Glorbium assay, Vexillology audit')
  }, 300_000)

  it('finds the candidates who may be contacted behind more best overlaps who may not', async () => {
    const job = {
      id: 0,
      skills: skills.map((id) => ({ id, en: '', ar: '' })),
      experienceMin: null,
      country: 'SA',
      eligibility: { nationalsOnly: 'SA' },
    } as never
    const ids = await candidateShortlist(payload, job, LIMIT, new Date(), LIMIT)
    expect(ids.sort()).toEqual([...made.keen].sort())
    // With a job open to anyone, the consenting foreign nationals (both skills) come first.
    const open = await candidateShortlist(payload, { ...(job as object), eligibility: {} } as never, LIMIT, new Date(), LIMIT)
    expect(open.sort()).toEqual([...made.foreign].sort())
  })
})
