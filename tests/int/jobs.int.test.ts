import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseJobSearch } from '@/features/jobs/filters'
import { facetCounts, findOpenJobIds } from '@/features/jobs/search'
import { bulletList, paragraph, richText } from '@/seed/richText'

import { graphql, rest, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

const DAY = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString()

let payload: Payload
const ids: Record<string, number> = {}

async function createJob(ref: string, data: Record<string, unknown>, arabic?: Record<string, unknown>) {
  const industry = (await payload.find({ collection: 'industries', where: { slug: { equals: 'engineering' } } })).docs[0]!
  const location = (await payload.find({ collection: 'locations', where: { slug: { equals: 'jeddah' } } })).docs[0]!
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      referenceCode: ref,
      title: `Job ${ref}`,
      description: richText(paragraph('A role.')),
      industry: industry.id,
      location: location.id,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 2,
      openingDate: inDays(-3),
      closingDate: inDays(30),
      status: 'open',
      recruiterEmail: 'hidden.recruiter@nukhba.example',
      ...data,
    } as never,
  })
  if (arabic)
    await payload.update({ collection: 'jobs', id: job.id, locale: 'ar', context: { disableRevalidate: true }, data: arabic as never })
  ids[ref] = job.id
  return job
}

const search = async (query: Record<string, string>) => {
  const { filters } = parseJobSearch(query, { industries: ['engineering', 'banking'], locations: ['jeddah', 'riyadh'] })
  return findOpenJobIds(payload, filters, { page: 1, perPage: 100 })
}

describe('job search', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await createJob(
      'TS-0001',
      { title: 'Senior Civil Engineer – Project Management' },
      {
        title: 'مُهَنْدِس مَدَنِيّ أوّل – إدارة المشاريع',
        description: richText(paragraph('نبحث عن مهندس ذي خبرة في مشاريع البنية التحتية.'), bulletList(['مسؤول عن الإشراف على الموقع'])),
      },
    )
    await createJob('TS-0002', { title: 'Draft Civil Engineer', status: 'draft' })
    await createJob('TS-0003', { title: 'Closed Civil Engineer', status: 'closed' })
    await createJob('TS-0004', { title: 'Expired Civil Engineer', openingDate: inDays(-40), closingDate: inDays(-2) })
  })

  it('finds an Arabic title whatever the diacritics, hamza or tatweel', async () => {
    for (const q of ['مهندس مدني', 'مُهَنْدِس', 'مهـــندس', 'ادارة المشاريع', 'إدارة', 'اداره', 'مسؤول']) {
      const { ids: found } = await search({ q })
      expect(found, q).toContain(ids['TS-0001'])
    }
  })

  it('matches English case-insensitively, by word prefix and by reference code (also in Arabic-Indic digits)', async () => {
    for (const q of ['CIVIL engineer', 'civ eng', 'ts-0001', 'TS ٠٠٠١']) {
      const { ids: found } = await search({ q })
      expect(found, q).toContain(ids['TS-0001'])
    }
  })

  it('needs every word to match', async () => {
    const { ids: found } = await search({ q: 'مهندس طبيب' })
    expect(found).not.toContain(ids['TS-0001'])
  })

  it('never lists drafts, closed jobs or jobs past their closing day', async () => {
    const { ids: found } = await search({ q: 'civil engineer' })
    expect(found).toContain(ids['TS-0001'])
    expect(found).not.toContain(ids['TS-0002'])
    expect(found).not.toContain(ids['TS-0003'])
    expect(found).not.toContain(ids['TS-0004'])
  })

  it('filters by industry and location, and counts agree with the results', async () => {
    const all = await search({})
    const engineering = await search({ industry: 'engineering' })
    const banking = await search({ industry: 'banking' })
    expect(all.total).toBeGreaterThan(engineering.total)
    expect(engineering.ids).toContain(ids['TS-0001'])
    expect(banking.ids).not.toContain(ids['TS-0001'])

    const { filters } = parseJobSearch({}, { industries: [], locations: [] })
    const counts = await facetCounts(payload, filters)
    const industries = await payload.find({ collection: 'industries', limit: 100 })
    const engineeringId = industries.docs.find((i) => i.slug === 'engineering')!.id
    expect(counts.industry[String(engineeringId)]).toBe(engineering.total)
    expect(Object.values(counts.industry).reduce((a, b) => a + b, 0)).toBe(all.total)
    expect(Object.values(counts.workplace).reduce((a, b) => a + b, 0)).toBe(all.total)
  })

  it('has open seeded jobs in both languages', async () => {
    const all = await search({})
    expect(all.total).toBeGreaterThanOrEqual(60)
    const arabic = await search({ q: 'الرياض' })
    expect(arabic.total).toBeGreaterThan(0)
  })
})

describe('jobs over the API', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('show the public open jobs only, without the recruiter email or search text', async () => {
    const response = await rest('GET', '/jobs?limit=500&depth=0')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: Record<string, unknown>[] }
    expect(body.docs.length).toBeGreaterThanOrEqual(60)
    expect(body.docs.every((job) => job.status === 'open')).toBe(true)
    expect(body.docs.some((job) => 'recruiterEmail' in job || 'searchText' in job)).toBe(false)
    const refs = body.docs.map((job) => job.referenceCode)
    expect(refs).not.toContain('TS-0002')
    expect(refs).not.toContain('TS-0004')
  })

  it('refuse a draft by id to the public', async () => {
    const response = await rest('GET', `/jobs/${ids['TS-0002']}`)
    expect([403, 404]).toContain(response.status)
  })

  it('hide the recruiter email over GraphQL from the public and show it to staff', async () => {
    const query = `query { Jobs(where: { referenceCode: { equals: "TS-0001" } }) { docs { referenceCode recruiterEmail } } }`
    const anonymous = await graphql<{ Jobs: { docs: { recruiterEmail: string | null }[] } }>(query)
    expect(anonymous.data?.Jobs.docs[0]?.recruiterEmail ?? null).toBeNull()
    const staff = await graphql<{ Jobs: { docs: { recruiterEmail: string | null }[] } }>(query, {
      headers: await signIn(ADMIN.email, ADMIN.password),
    })
    expect(staff.data?.Jobs.docs[0]?.recruiterEmail).toBe('hidden.recruiter@nukhba.example')
  })

  it('report a job past its closing day as closed, to staff too', async () => {
    const job = await payload.findByID({ collection: 'jobs', id: ids['TS-0004']!, overrideAccess: true })
    expect(job.status).toBe('closed')
  })

  it('cannot be created by a visitor or an editor', async () => {
    expect((await rest('POST', '/jobs', { body: { referenceCode: 'X-1', title: 'x' } })).status).toBe(403)
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'editor-jobs@example.com', password: 'editor jobs password', roles: ['editor'] },
    })
    const editor = await signIn('editor-jobs@example.com', 'editor jobs password')
    expect((await rest('POST', '/jobs', { body: { referenceCode: 'X-2', title: 'x' }, headers: editor })).status).toBe(403)
  })
})
