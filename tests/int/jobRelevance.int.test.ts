import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseJobSearch } from '@/features/jobs/filters'
import { findOpenJobIds } from '@/features/jobs/search'
import { similarJobIds } from '@/features/matching'
import { paragraph, richText } from '@/seed/richText'

import { getTestPayload } from './helpers/payload'

/**
 * Issue 28, item 7, on the database the suite runs on: a keyword search is ranked by relevance by default (the word
 * in the title above a stem of it, above the word in the description only), "Newest" orders by date, and a job's
 * similar jobs come from its title words, skills, industry and location, not from its city alone.
 */
const DAY = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString()

let payload: Payload

const taxonomy = async (collection: 'industries' | 'locations', slug: string) =>
  (await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1, depth: 0 })).docs[0]!.id

async function createJob(
  ref: string,
  en: { title: string; text: string },
  {
    opened,
    industry = 'banking',
    location = 'riyadh',
    skills = [],
    ar,
  }: { opened: number; industry?: string; location?: string; skills?: number[]; ar?: { title: string; text: string } },
) {
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      referenceCode: ref,
      title: en.title,
      description: richText(paragraph(en.text)),
      industry: await taxonomy('industries', industry),
      location: await taxonomy('locations', location),
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 1,
      openingDate: inDays(opened),
      closingDate: inDays(30),
      status: 'open',
      eligibility: { skills },
    } as never,
  })
  if (ar) {
    await payload.update({
      collection: 'jobs',
      id: job.id,
      locale: 'ar',
      context: { disableRevalidate: true },
      data: { title: ar.title, description: richText(paragraph(ar.text)) } as never,
    })
  }
  return job.id
}

const search = async (q: string, extra: Record<string, string> = {}) => {
  const { filters } = parseJobSearch({ q, ...extra }, { industries: [], locations: [] })
  return (await findOpenJobIds(payload, filters, { page: 1, perPage: 500 })).ids
}
const titleOf = async (id: number, locale: 'en' | 'ar' = 'en') =>
  String((await payload.findByID({ collection: 'jobs', id, locale, depth: 0 })).title)
const before = (ids: number[], a: number, b: number) => {
  expect(ids).toContain(a)
  expect(ids).toContain(b)
  expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b))
}

describe('job search relevance and similar jobs (issue 28, item 7)', () => {
  let keyAccount: number
  let accountant: number
  let senior: number
  let mentions: number
  beforeAll(async () => {
    payload = await getTestPayload()
    // The newest of them is the key account role: by date it would come first.
    keyAccount = await createJob(
      'REL-KAM',
      { title: 'Key Account Manager – FMCG', text: 'Grow key accounts across the region.' },
      { opened: -1 },
    )
    mentions = await createJob('REL-FIN', { title: 'Finance Officer', text: 'Works with the accountant on month-end.' }, { opened: -2 })
    senior = await createJob('REL-SNR', { title: 'Senior Accountant', text: 'Month-end close and reporting.' }, { opened: -4 })
    accountant = await createJob(
      'REL-ACC',
      { title: 'Accountant', text: 'Ledgers and reconciliations.' },
      { opened: -5, ar: { title: 'محاسب عام', text: 'دفاتر وتسويات.' } },
    )
  }, 300_000)

  it('ranks "accountant" by relevance: accountant jobs first, a key account role after them, a mention in a description last', async () => {
    const ids = await search('accountant')
    // Whatever else the database holds, the first result is an accountant's job, never the key account role.
    expect(await titleOf(ids[0]!)).toMatch(/\baccountant\b/i)
    before(ids, senior, keyAccount)
    before(ids, accountant, keyAccount)
    before(ids, keyAccount, mentions)
    // Equally relevant: the newer first.
    before(ids, senior, accountant)
  })

  it('orders by date when the visitor picks "Newest"', async () => {
    const ids = await search('accountant', { sort: 'newest' })
    before(ids, keyAccount, mentions)
    before(ids, mentions, senior)
    before(ids, senior, accountant)
    // An unknown order is ignored (relevance), as other unknown filters are.
    expect(parseJobSearch({ q: 'x', sort: 'oldest' }, { industries: [], locations: [] }).filters.sort).toBeUndefined()
  })

  it('ranks Arabic the same way: the word in the title before the word in a description', async () => {
    const inDescription = await createJob(
      'REL-AR',
      { title: 'Sales Coordinator', text: 'Sales support.' },
      { opened: -1, ar: { title: 'منسق مبيعات', text: 'يعمل مع المحاسب في نهاية الشهر.' } },
    )
    const ids = await search('المحاسب')
    before(ids, accountant, inDescription)
    expect(await titleOf(ids[0]!, 'ar')).toContain('محاسب')
  })

  it('finds similar jobs by title words, skills, industry and location, not the newest in the same city', async () => {
    const skill = async (name: string) =>
      (await payload.find({ collection: 'skills', where: { name: { equals: name } }, locale: 'en', limit: 1, depth: 0 })).docs[0]!.id
    const autocad = await skill('AutoCAD')
    const structural = await skill('Structural design')
    const civil = await createJob(
      'SIM-CIV',
      { title: 'Civil Engineer', text: 'Roads and drainage.' },
      {
        opened: -10,
        industry: 'construction',
        location: 'neom',
        skills: [autocad, structural],
      },
    )
    // Newer, in the same city, but nothing else in common.
    const hr = await createJob(
      'SIM-HR',
      { title: 'HR Officer', text: 'Onboarding.' },
      { opened: -1, industry: 'human-resources', location: 'neom' },
    )
    const teacher = await createJob(
      'SIM-TCH',
      { title: 'Teacher', text: 'Grade 5.' },
      { opened: -1, industry: 'education', location: 'neom' },
    )
    // Like it: the same title in another city; the same skills in another industry and city.
    const sameTitle = await createJob(
      'SIM-CIV2',
      { title: 'Senior Civil Engineer', text: 'Bridges.' },
      {
        opened: -6,
        industry: 'construction',
        location: 'muscat',
      },
    )
    const sameSkills = await createJob(
      'SIM-STR',
      { title: 'Structural Designer', text: 'Steel structures.' },
      {
        opened: -7,
        industry: 'oil-and-gas',
        location: 'manama',
        skills: [autocad, structural],
      },
    )
    // Every one like it (the seeded jobs have civil engineers too), best first.
    const similar = await similarJobIds(payload, civil, 100)
    expect(similar).toEqual(expect.arrayContaining([sameTitle, sameSkills]))
    expect(similar).not.toContain(hr)
    expect(similar).not.toContain(teacher)
    expect(similar).not.toContain(civil)
    // The same title words and industry before the same skills alone.
    before(similar, sameTitle, sameSkills)
    // The first three (what the page shows) are all engineering or construction roles with its words or skills.
    for (const id of await similarJobIds(payload, civil, 3)) expect(await titleOf(id)).toMatch(/civil|engineer|struct/i)
    // A job that is no longer open is never similar.
    await payload.update({ collection: 'jobs', id: sameTitle, data: { status: 'closed' }, context: { disableRevalidate: true } })
    expect(await similarJobIds(payload, civil, 100)).not.toContain(sameTitle)
  })
})
