import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { recordConsent, withdrawConsent } from '@/features/consent'
import { DROP_SILENT_TASK, dropSilentPoolMembers } from '@/features/matching'
import { smartPoolsOf } from '@/features/matching/pools'

import { runReporting } from './crash/spawn'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Auth } from './helpers/recruiting'

/**
 * Issue 32, smart talent pools and bulk actions. A smart pool's members are its saved query worked out when read:
 * only candidates whose consent to keep holds, meeting every filter, found by keywords through the candidate search
 * (in the reader's jobs) or the skills list in either language, scored against a reference job. Bulk add, remove,
 * tag and invite run as the staff member with the same checks as one at a time; candidates and other staff get 404s.
 * Below: members who never answer invitations drop out on the queue's daily sweep, which survives a kill -9.
 */
type Members = { total: number; members: { id: number; fullName: string; match: { score: number; matched: { en: string }[] } | null }[] }

describe('smart talent pools and bulk actions', () => {
  const tag = `p${Date.now().toString(36)}`
  let owner: { id: number; auth: Auth }
  let outsider: { id: number; auth: Auth }
  let editor: { id: number; auth: Auth }
  let job: number
  let other: number
  const people: Record<'fits' | 'noConsent' | 'junior' | 'jeddah' | 'withdraws' | 'arabicCity', number> = {} as never
  let treasury: Awaited<ReturnType<typeof applicant>>
  const keep = { purpose: 'keep' as const, language: 'en', method: 'signup' as const }
  const members = async (who: { auth: Auth }, pool: number) => rest('GET', `/matching/pools/${pool}/members`, { headers: who.auth })
  const bulk = (who: { auth: Auth }, body: unknown) => rest('POST', '/matching/pools/bulk', { body, headers: who.auth })
  const createPool = async (who: { auth: Auth }, body: Record<string, unknown>) => {
    const response = await rest('POST', '/talent-pools', { body, headers: who.auth })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await json<{ doc: { id: number } }>(response)).doc.id
  }

  beforeAll(async () => {
    const payload = await getTestPayload()
    owner = await staffMember(`owner.${tag}@example.com`, ['recruiter'])
    outsider = await staffMember(`outsider.${tag}@example.com`, ['recruiter'])
    editor = await staffMember(`editor.${tag}@example.com`, ['editor'])
    job = await ownedJob(owner.id, { title: 'Financial Reporting Lead', titleAr: 'قائد التقارير المالية' })
    other = await ownedJob(outsider.id, { title: 'Audit Senior', titleAr: 'مدقق أول' })
    const ifrs = (await payload.find({ collection: 'skills', where: { name: { equals: 'IFRS' } }, locale: 'en', limit: 1 })).docs[0]!.id
    await payload.update({ collection: 'jobs', id: job, data: { eligibility: { skills: [ifrs] } }, context: { disableRevalidate: true } })
    const person = async (key: keyof typeof people, data: Record<string, unknown>, consent = true) => {
      const doc = await payload.create({
        collection: 'candidates',
        data: {
          email: `${key}.${tag}@example.com`,
          password: 'pool-test-password-1',
          fullName: `Pool ${key}`,
          city: 'Riyadh',
          experienceYears: 7,
          skills: 'IFRS reporting, consolidation',
          eligibility: { nationality: 'EG', residenceCountry: 'SA', english: 'professional' },
          ...data,
        } as never,
      })
      if (consent) await recordConsent(payload, { ...keep, candidate: doc.id })
      people[key] = doc.id
    }
    await person('fits', {})
    await person('noConsent', {}, false)
    await person('junior', { experienceYears: 2 })
    await person('jeddah', { city: 'Jeddah' })
    await person('withdraws', {})
    // Wrote their city in Arabic: a pool for "riyadh" finds them through the locations list's names.
    await person('arabicCity', { city: 'الرياض' })
    // Found only through the candidate search: their application to the owner's job names "treasury".
    treasury = await applicant(`treasury.${tag}@example.com`, { fullName: 'Pool Treasury', cvLines: ['Treasury operations specialist'] })
    await recordConsent(payload, { ...keep, candidate: treasury.id })
    await applyTo(treasury, job, 'en', 'Pool Treasury')
  }, 300_000)

  it('computes a smart pool from its saved query: consent to keep, every filter, Arabic keywords naming a skill, match to the job', async () => {
    // "المعايير الدولية لإعداد التقارير المالية" is the skills list's Arabic name of IFRS: it finds English profiles.
    const pool = await createPool(owner, {
      name: `Riyadh IFRS ${tag}`,
      kind: 'smart',
      members: [people.noConsent],
      query: {
        keywords: 'المعايير الدولية لإعداد التقارير المالية',
        city: 'riyadh',
        country: 'SA',
        nationality: 'EG',
        minYears: 5,
        english: 'conversational',
        referenceJob: job,
        minScore: 10,
      },
    })
    const response = await members(owner, pool)
    expect(response.status).toBe(200)
    const answer = await json<Members>(response)
    // Among all candidates, only `fits`, `withdraws` and `arabicCity` meet everything (others: no consent, 2 years, Jeddah).
    const ids = answer.members.map((m) => m.id)
    expect(ids).toContain(people.fits)
    expect(ids).toContain(people.withdraws)
    expect(ids).toContain(people.arabicCity)
    for (const out of [people.noConsent, people.junior, people.jeddah, treasury.id]) expect(ids).not.toContain(out)
    const fits = answer.members.find((m) => m.id === people.fits)!
    expect(fits.match!.matched.map((s) => s.en)).toContain('IFRS')
    expect(fits.match!.score).toBeGreaterThanOrEqual(10)
    // A withdrawal takes the candidate out at once; the pool stored no list (the members sent were dropped).
    await withdrawConsent(await getTestPayload(), { ...keep, method: 'form', candidate: people.withdraws })
    const after = (await json<Members>(await members(owner, pool))).members.map((m) => m.id)
    expect(after).toContain(people.fits)
    expect(after).not.toContain(people.withdraws)
    const stored = await rest('GET', `/talent-pools/${pool}?depth=0`, { headers: owner.auth })
    expect((await json<{ members: unknown[] }>(stored)).members).toEqual([])
    // The candidate's record lists the smart pools they match now, for staff only.
    const payload = await getTestPayload()
    const ownerUser = await payload.findByID({ collection: 'users', id: owner.id, depth: 0 })
    const req = { payload, user: { ...ownerUser, collection: 'users' }, context: {} } as never
    expect((await smartPoolsOf(req, people.fits)).map((p) => p.id)).toContain(pool)
    expect((await smartPoolsOf(req, people.junior)).map((p) => p.id)).not.toContain(pool)
    const candidateReq = { payload, user: { id: people.fits, collection: 'candidates' }, context: {} } as never
    expect(await smartPoolsOf(candidateReq, people.fits)).toEqual([])
    // Nobody but staff reads a pool's members: candidates, editors and visitors get a 404.
    expect((await members(treasury, pool)).status).toBe(404)
    expect((await members(editor, pool)).status).toBe(404)
    expect((await members({ auth: {} }, pool)).status).toBe(404)
    expect((await members(owner, 99_999_999)).status).toBe(404)
  })

  it('finds keywords through the candidate search in the reader’s own jobs, and refuses another’s job as the reference', async () => {
    const pool = await createPool(owner, { name: `Treasury ${tag}`, kind: 'smart', query: { keywords: 'treasury' } })
    expect((await json<Members>(await members(owner, pool))).members.map((m) => m.id)).toContain(treasury.id)
    // The outsider handles no job the application went to: the search does not find it for them.
    expect((await json<Members>(await members(outsider, pool))).members.map((m) => m.id)).not.toContain(treasury.id)
    const refused = await rest('POST', '/talent-pools', {
      body: { name: `Not mine ${tag}`, kind: 'smart', query: { referenceJob: job } },
      headers: outsider.auth,
    })
    expect(refused.status).toBe(400)
  })

  it('adds, removes, tags and invites in bulk with the same checks, and refuses others', async () => {
    const pool = await createPool(owner, { name: `Static ${tag}`, members: [people.junior] })
    const said = async (response: Response) => {
      expect(response.status, await response.clone().text()).toBe(200)
      return (await json<{ outcomes: Record<string, number[]> }>(response)).outcomes
    }
    expect(await said(await bulk(owner, { action: 'add', pool, candidates: [people.fits, people.junior, 99_999_999] }))).toEqual({
      done: [people.fits],
      already: [people.junior],
      missing: [99_999_999],
    })
    expect(await said(await bulk(owner, { action: 'remove', pool, candidates: [people.junior, people.jeddah] }))).toEqual({
      done: [people.junior],
      notMember: [people.jeddah],
    })
    const stored = await json<{ members: number[] }>(await rest('GET', `/talent-pools/${pool}?depth=0`, { headers: owner.auth }))
    expect(stored.members).toEqual([people.fits])
    // Tags are staff-only: the candidate never reads them, nor sets their own.
    expect(await said(await bulk(owner, { action: 'tag', candidates: [people.fits], tags: ['IFRS lead', 'قائد فريق'] }))).toEqual({
      done: [people.fits],
    })
    const payload = await getTestPayload()
    const tagged = await payload.findByID({ collection: 'candidates', id: people.fits, depth: 0 })
    expect(tagged.staffTags).toEqual(['IFRS lead', 'قائد فريق'])
    const self = await json<Record<string, unknown>>(await rest('GET', `/candidates/${treasury.id}`, { headers: treasury.auth }))
    expect(self).not.toHaveProperty('staffTags')
    await rest('PATCH', `/candidates/${treasury.id}`, { body: { staffTags: ['self'] }, headers: treasury.auth })
    expect((await payload.findByID({ collection: 'candidates', id: treasury.id, depth: 0 })).staffTags ?? []).toEqual([])
    // Invitations: the consent to keep (or an application) is checked for each, as for one; never twice.
    expect(await said(await bulk(owner, { action: 'invite', job, candidates: [people.fits, people.noConsent, treasury.id] }))).toEqual({
      done: [people.fits, treasury.id],
      notInvitable: [people.noConsent],
    })
    expect(await said(await bulk(owner, { action: 'invite', job, candidates: [people.fits] }))).toEqual({ already: [people.fits] })
    // Another recruiter's job, a smart pool's list, a candidate, an editor, odd bodies.
    expect((await bulk(owner, { action: 'invite', job: other, candidates: [people.fits] })).status).toBe(404)
    expect((await bulk(outsider, { action: 'invite', job, candidates: [people.fits] })).status).toBe(404)
    const smart = await createPool(owner, { name: `Smart ${tag}`, kind: 'smart', query: { city: 'Riyadh' } })
    expect((await bulk(owner, { action: 'add', pool: smart, candidates: [people.fits] })).status).toBe(409)
    expect((await bulk(treasury, { action: 'add', pool, candidates: [people.jeddah] })).status).toBe(404)
    expect((await bulk(editor, { action: 'tag', candidates: [people.jeddah], tags: ['x'] })).status).toBe(404)
    expect((await bulk(owner, { action: 'add', pool: 99_999_999, candidates: [people.fits] })).status).toBe(404)
    for (const body of [
      null,
      {},
      { action: 'add', pool, candidates: [] },
      { action: 'tag', candidates: [1] },
      { action: 'x', candidates: [1] },
    ]) {
      expect((await bulk(owner, body)).status).toBe(400)
    }
    expect((await bulk(owner, { action: 'add', pool, candidates: Array.from({ length: 101 }, (_, n) => n + 1) })).status).toBe(400)
    // Nothing changed by the refusals.
    expect(
      (await json<{ members: number[] }>(await rest('GET', `/talent-pools/${pool}?depth=0`, { headers: owner.auth }))).members,
    ).toEqual([people.fits])
  })
})

/**
 * Issue 32: pool members who left three invitations unanswered for two weeks drop out of every pool, on the queue's
 * daily `dropSilentPoolMembers` too (not only when a fourth invitation is sent): so a third invitation that simply
 * expires counts. A sweep killed with SIGKILL mid-way leaves each candidate in or out, and the next run does only what
 * the killed one had not.
 */
let payload: Payload

async function run(only: number[], killAfter: number | null) {
  const args = [`--only=${only.join(',')}`, `--pause=${killAfter === null ? 0 : 5000}`]
  const { outcome, seen } = await runReporting('silentRunner.ts', args, { line: /^done (\d+)$/, killAfter })
  return { outcome, done: seen }
}

describe('pool members who never answer invitations', () => {
  const tag = `s${Date.now().toString(36)}`
  const silent: number[] = []
  let answeredOne: number
  let recent: number
  let pools: number[]

  beforeAll(async () => {
    payload = await getTestPayload()
    const owner = await staffMember(`owner.${tag}@example.com`, ['recruiter'])
    const jobs = [
      await ownedJob(owner.id, { title: 'Tax Analyst', titleAr: 'محلل ضرائب' }),
      await ownedJob(owner.id, { title: 'Cost Accountant', titleAr: 'محاسب تكاليف' }),
      await ownedJob(owner.id, { title: 'Budget Officer', titleAr: 'مسؤول موازنة' }),
    ]
    const person = async (n: string) => {
      const doc = await payload.create({
        collection: 'candidates',
        data: { email: `${n}.${tag}@example.com`, password: 'silent-test-password-1', fullName: `Silent ${n}` } as never,
      })
      await recordConsent(payload, { candidate: doc.id, purpose: 'keep', language: 'en', method: 'signup' })
      return doc.id
    }
    for (const n of ['a', 'b', 'c']) silent.push(await person(n))
    answeredOne = await person('answered')
    recent = await person('recent')
    const everyone = [...silent, answeredOne, recent]
    pools = [
      (await payload.create({ collection: 'talent-pools', data: { name: `Silent A ${tag}`, members: everyone } })).id,
      (await payload.create({ collection: 'talent-pools', data: { name: `Silent B ${tag}`, members: [silent[0]!, answeredOne] } })).id,
    ]
    const old = new Date(Date.now() - 20 * 86_400_000).toISOString()
    for (const candidate of everyone) {
      for (const [n, job] of jobs.entries()) {
        const doc = await payload.create({
          collection: 'job-invitations',
          data: { job, candidate } as never,
          context: { quietInvitation: true },
        })
        const data: Record<string, unknown> = candidate === recent ? {} : { createdAt: old }
        if (candidate === answeredOne && n === 0) data.status = 'declined'
        await payload.db.updateOne({ collection: 'job-invitations', id: doc.id, data, returning: false })
      }
    }
  }, 300_000)

  const membersOf = async (pool: number) =>
    ((await payload.findByID({ collection: 'talent-pools', id: pool, depth: 0 })).members ?? []).map((m) =>
      typeof m === 'object' ? m.id : m,
    )

  it('is a daily task on the matching queue', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === DROP_SILENT_TASK)
    expect(task?.schedule?.[0]).toMatchObject({ queue: 'matching' })
  })

  it('can be queued on both databases (its name is one the queue stores)', async () => {
    const job = await payload.jobs.queue({ task: DROP_SILENT_TASK, input: {}, queue: 'matching' })
    expect(job.taskSlug).toBe(DROP_SILENT_TASK)
    // Not run here: a sweep of the whole shared database would reach other files' pools.
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  })

  it('drops the silent ones on a schedule; a killed sweep loses nothing and repeats nothing', async () => {
    const only = [...silent, answeredOne, recent]
    const first = await run(only, 1)
    // The next run, in this process (the queue's own work): only what the killed one had not done.
    const second: number[] = []
    await dropSilentPoolMembers(payload, { only, onItem: (candidate) => void second.push(candidate) })
    const third = await dropSilentPoolMembers(payload, { only })
    expect(first.outcome).toBe('killed')
    expect(first.done).toHaveLength(1)
    // Each silent candidate once, over both runs; the third run has nothing left to do.
    expect([...first.done, ...second].sort()).toEqual([...silent].sort())
    expect(third.dropped).toBe(0)
    // Out of every pool; who answered one, or was invited lately, stays.
    expect(await membersOf(pools[0]!)).toEqual([answeredOne, recent])
    expect(await membersOf(pools[1]!)).toEqual([answeredOne])
  }, 300_000)
})
