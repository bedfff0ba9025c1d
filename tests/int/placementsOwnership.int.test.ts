import { beforeAll, describe, expect, it } from 'vitest'

import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Candidate ownership (issue 31): a second recruiter who puts the same candidate forward to a client within the
 * ownership days of the client's agreement is flagged, to both recruiters (each in their email language) and on both
 * applications' timelines: who submitted first, and when. The same recruiter again, or a client whose agreement
 * gives no ownership period, flags nothing.
 */
describe('candidate ownership', () => {
  const first = 'first.ownership@example.com'
  const second = 'second.ownership@example.com'
  let a: number
  let b: number
  let client: number
  let openClient: number
  let candidate: number
  const apps: Record<string, { application: number; job: number }> = {}

  beforeAll(async () => {
    const payload = await getTestPayload()
    a = (await staffMember(first, ['recruiter'])).id
    b = (await staffMember(second, ['recruiter'])).id
    await payload.update({ collection: 'users', id: b, data: { emailLanguage: 'ar' } as never, overrideAccess: true })
    const makeClient = async (name: string, ownershipDays: number) => {
      const id = (await payload.create({ collection: 'clients', locale: 'en', data: { name, accountManager: a } as never })).id
      await payload.create({
        collection: 'fee-agreements',
        data: {
          client: id,
          title: 'Terms',
          country: 'SA',
          currency: 'SAR',
          feeKind: 'percentage',
          percentage: '18',
          paymentTermsDays: 30,
          guaranteeDays: 90,
          ownershipDays,
          invoiceOn: 'startDate',
        } as never,
      })
      return id
    }
    client = await makeClient('Ownership Test Industries', 180)
    await payload.update({ collection: 'clients', id: client, locale: 'ar', data: { name: 'صناعات اختبار الأحقية' } as never })
    openClient = await makeClient('No Claim Trading', 0)
    const who = await applicant('owned.candidate@example.com')
    candidate = who.id
    for (const [key, owner, forClient] of [
      ['a', a, client],
      ['b', b, client],
      ['a2', a, client],
      ['open-a', a, openClient],
      ['open-b', b, openClient],
    ] as const) {
      const job = await ownedJob(owner, { title: `Ownership job ${key}` })
      await payload.update({ collection: 'jobs', id: job, data: { client: forClient } as never, context: { disableRevalidate: true } })
      apps[key] = { job, application: await applyTo(who, job, 'en', 'Khalid Owned') }
    }
  }, 360_000)

  const submit = async (key: string, by: number, forClient: number) => {
    const payload = await getTestPayload()
    return payload.create({
      collection: 'submittals',
      locale: 'en',
      data: {
        client: forClient,
        job: apps[key]!.job,
        application: apps[key]!.application,
        candidate,
        submittedBy: by,
        displayName: 'Khalid Owned',
        cvKind: 'blind',
        status: 'submitted',
      } as never,
      overrideAccess: true,
      depth: 0,
    })
  }
  const notes = async (key: string) => {
    const payload = await getTestPayload()
    return (
      await payload.find({
        collection: 'application-activities',
        where: { and: [{ application: { equals: apps[key]!.application } }, { kind: { equals: 'note' } }] },
        depth: 0,
      })
    ).docs
      .map((d) => String(d.text))
      .filter((text) => text.includes('Candidate ownership') || text.includes('أحقية المرشح'))
  }

  it('flags a second recruiter’s submittal within the ownership period to both, with who was first and when', async () => {
    await submit('a', a, client)
    expect(await mailTo(first)).toHaveLength(0)
    // The same recruiter again (another job of the client): their own claim, nothing to flag.
    await submit('a2', a, client)
    expect(await mailTo(first)).toHaveLength(0)

    await submit('b', b, client)
    const toFirst = await mailTo(first)
    const toSecond = await mailTo(second)
    expect(toFirst).toHaveLength(1)
    expect(toSecond).toHaveLength(1)
    expect(toFirst[0]!.subject).toBe('Candidate ownership: Khalid Owned was already put forward to Ownership Test Industries')
    expect(toFirst[0]!.text).toContain('by first.ownership on')
    expect(toFirst[0]!.text).toContain('180 days of candidate ownership')
    expect(toSecond[0]!.subject).toContain('صناعات اختبار الأحقية')
    expect(toSecond[0]!.html).toContain('dir="rtl"')
    // Both applications' timelines say so (the second recruiter's language).
    expect(await notes('a')).toHaveLength(1)
    expect(await notes('b')).toHaveLength(1)
    expect((await notes('b'))[0]).toContain('first.ownership')
  })

  it('flags nothing when the client’s agreement gives no ownership period', async () => {
    await submit('open-a', a, openClient)
    await submit('open-b', b, openClient)
    expect(await mailTo(first)).toHaveLength(1)
    expect(await mailTo(second)).toHaveLength(1)
    expect(await notes('open-b')).toHaveLength(0)
  })
})
