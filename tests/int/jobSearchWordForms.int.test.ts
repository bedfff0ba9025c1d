import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { parseJobSearch } from '@/features/jobs/filters'
import { relevance } from '@/features/jobs/relevance'
import { findOpenJobIds } from '@/features/jobs/search'
import { startOfAgencyDay } from '@/lib/dates'
import { stemsOf } from '@/lib/stemming'
import * as postgresMigration from '@/migrations/postgres/20261125_032736_job_search_stemming'
import * as sqliteMigration from '@/migrations/sqlite/20261125_032700_job_search_stemming'
import { paragraph, richText } from '@/seed/richText'

import { getTestPayload } from './helpers/payload'

/**
 * Issue 15, item 5: keyword search finds the everyday forms of a word — the
 * other hamza spelling, Arabic and English plurals, the workplace and
 * employment type in either language — on whichever database the suite runs
 * on (npm run test:int on SQLite, npm run test:pg on PostgreSQL).
 */

const DAY = 24 * 60 * 60 * 1000
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString()

let payload: Payload
const isPostgres = () => payload.db.name === 'postgres'

const search = async (q: string, extra: Record<string, string> = {}) => {
  const { filters } = parseJobSearch({ q, ...extra }, { industries: [], locations: [] })
  return findOpenJobIds(payload, filters, { page: 1, perPage: 500 })
}
const idsOf = async (q: string, extra?: Record<string, string>) => (await search(q, extra)).ids

async function createJob(ref: string, en: { title: string; text?: string }, ar?: { title: string; text?: string }, data = {}) {
  const industry = (await payload.find({ collection: 'industries', where: { slug: { equals: 'education' } } })).docs[0]!
  const location = (await payload.find({ collection: 'locations', where: { slug: { equals: 'doha' } } })).docs[0]!
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      referenceCode: ref,
      title: en.title,
      description: richText(paragraph(en.text ?? 'A role.')),
      industry: industry.id,
      location: location.id,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 1,
      openingDate: inDays(-3),
      closingDate: inDays(30),
      status: 'open',
      ...data,
    } as never,
  })
  if (ar)
    await payload.update({
      collection: 'jobs',
      id: job.id,
      locale: 'ar',
      context: { disableRevalidate: true },
      data: { title: ar.title, description: richText(paragraph(ar.text ?? 'وظيفة.')) } as never,
    })
  return job.id
}

describe('keyword search and word forms (issue 15)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('matches مسئول and مسؤول (and the bare hamza) to each other', async () => {
    const seeded = await idsOf('مسؤول')
    expect(seeded.length).toBeGreaterThanOrEqual(2)
    expect(await idsOf('مسئول')).toEqual(seeded)
    expect(await idsOf('مسءول')).toEqual(seeded)
    // And the other way round: a job written with ئ is found by ؤ.
    const id = await createJob('WF-HAMZA', { title: 'Site Supervisor' }, { title: 'مسئول موقع', text: 'مسئول عن رئيس العمال.' })
    expect(await idsOf('مسؤول موقع')).toContain(id)
    expect(await idsOf('رءيس')).toContain(id)
  })

  it('finds Arabic singulars from their plurals', async () => {
    const engineer = await idsOf('مهندس')
    const engineers = await idsOf('مهندسين')
    expect(engineer.length).toBeGreaterThan(5)
    expect(engineers).toEqual(expect.arrayContaining(engineer))
    const teacher = await idsOf('معلم')
    expect(teacher.length).toBeGreaterThanOrEqual(3)
    expect(await idsOf('معلمين')).toEqual(expect.arrayContaining(teacher))
    expect(await idsOf('المعلمين')).toEqual(expect.arrayContaining(teacher))
  })

  it('finds English singulars from their plurals', async () => {
    const engineer = await idsOf('engineer')
    expect(engineer.length).toBeGreaterThanOrEqual(23)
    expect(await idsOf('engineers')).toEqual(expect.arrayContaining(engineer))
    const teacherJobs = await idsOf('teacher')
    expect(teacherJobs.length).toBeGreaterThanOrEqual(3)
    expect(await idsOf('teachers')).toEqual(expect.arrayContaining(teacherJobs))
    expect(await idsOf('nurses')).toEqual(expect.arrayContaining(await idsOf('nurse')))
  })

  it('finds jobs by their workplace and employment type, in both languages', async () => {
    const hybrid = await search('', { workplace: 'hybrid' })
    expect(hybrid.total).toBeGreaterThanOrEqual(10)
    for (const q of ['hybrid', 'Hybrid', 'هجين']) expect((await idsOf(q)).sort(), q).toEqual([...hybrid.ids].sort())
    const remote = (await search('', { workplace: 'remote' })).ids
    expect(remote.length).toBeGreaterThan(0)
    for (const q of ['remote', 'عن بعد', 'عن بُعد']) expect(await idsOf(q), q).toEqual(expect.arrayContaining(remote))
    const partTime = (await search('', { type: 'part-time' })).ids
    expect(partTime.length).toBeGreaterThan(0)
    for (const q of ['part-time', 'part time', 'دوام جزئي']) expect(await idsOf(q), q).toEqual(expect.arrayContaining(partTime))
  })

  it('still finds by the start of a word while typing', async () => {
    for (const [prefix, word] of [
      ['teach', 'teacher'],
      ['engin', 'engineer'],
      ['مهند', 'مهندس'],
      ['معل', 'معلم'],
      ['hyb', 'hybrid'],
    ]) {
      expect(await idsOf(prefix!), prefix).toEqual(expect.arrayContaining(await idsOf(word!)))
    }
  })

  it('ranks jobs with the very word typed above jobs found through its stem, then by date', async () => {
    const stemOnly = await createJob('WF-RANK-1', { title: 'Zoology Teacher', text: 'Teaching zoology to grade 10.' }, undefined, {
      openingDate: inDays(-1),
    })
    const exact = await createJob('WF-RANK-2', { title: 'Zoology Teachers Wanted', text: 'Two posts.' }, undefined, {
      openingDate: inDays(-20),
    })
    const found = await idsOf('zoology teachers')
    expect(found).toEqual([exact, stemOnly])
    // Without the exact word in either, the newer one comes first.
    expect(await idsOf('zoolog teach')).toEqual([stemOnly, exact])
    // On the whole list, the exact match comes before every stem-only one.
    const teachers = await idsOf('teachers')
    expect(teachers.indexOf(exact)).toBeLessThan(teachers.indexOf(stemOnly))
  })
})

type Indexed = { id: number; searchText: string; searchStems: string; openingDate: string; title: Record<string, string | null> }

/**
 * The search the issue asks for, in plain code over the stored fields: both databases must give exactly this. The
 * order is the default one, most relevant first (issue 28, item 7: relevance.ts over the titles in every language,
 * a whole word anywhere counting a little), then newest.
 */
function expected(jobs: Indexed[], q: string): number[] {
  const { filters } = parseJobSearch({ q }, { industries: [], locations: [] })
  const tokens = (job: Indexed) => [...job.searchText.split(' '), ...(job.searchStems ?? '').split(' ')].filter(Boolean)
  const stems = new Map(filters.terms.map((term) => [term, stemsOf(term)]))
  const matches = (job: Indexed, term: string) => tokens(job).some((token) => token.startsWith(term) || stems.get(term)!.includes(token))
  const exact = (job: Indexed) => filters.terms.every((term) => job.searchText.split(' ').includes(term))
  return jobs
    .filter((job) => filters.terms.every((term) => matches(job, term)))
    .map((job) => ({
      job,
      score: relevance(
        filters.terms,
        Object.values(job.title ?? {}).filter((t): t is string => typeof t === 'string'),
        exact(job),
      ),
    }))
    .sort((a, b) => b.score - a.score || Date.parse(b.job.openingDate) - Date.parse(a.job.openingDate) || b.job.id - a.job.id)
    .map(({ job }) => job)
    .map((job) => job.id)
}

describe('keyword search gives the same results on SQLite and PostgreSQL', () => {
  let jobs: Indexed[]
  beforeAll(async () => {
    payload = await getTestPayload()
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { and: [{ status: { equals: 'open' } }, { closingDate: { greater_than_equal: startOfAgencyDay() } }] },
      showHiddenFields: true,
      overrideAccess: true,
      locale: 'all',
      depth: 0,
      limit: 1000,
      pagination: false,
    })
    jobs = docs as unknown as Indexed[]
  })

  it('matches and orders every query like the reference', async () => {
    const queries = [
      'مسئول',
      'مهندسين',
      'المهندسين',
      'معلمين',
      'engineers',
      'teachers',
      'managers',
      'hybrid',
      'هجين',
      'دوام كامل',
      'civil engineers',
      'مهندس مدني',
      'nursing',
      'the',
      'it',
      'مه',
      'riyadh engineers',
    ]
    for (const q of queries) expect(await idsOf(q), q).toEqual(expected(jobs, q))
  })

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, indexes exactly the words and stems the app computes', async () => {
    const db = (payload.db as unknown as { drizzle: { execute: (q: unknown) => Promise<{ rows: { id: number; lexemes: string[] }[] }> } })
      .drizzle
    const { sql } = await import('@payloadcms/db-postgres')
    const { rows } = await db.execute(sql`SELECT id, tsvector_to_array(search_vector) AS lexemes FROM jobs`)
    const byId = new Map(jobs.map((job) => [job.id, job]))
    let compared = 0
    for (const row of rows) {
      const job = byId.get(row.id)
      if (!job) continue
      const app = new Set([...job.searchText.split(' '), ...(job.searchStems ?? '').split(' ')].filter(Boolean))
      expect(new Set(row.lexemes), `job ${row.id}`).toEqual(app)
      compared++
    }
    expect(compared).toBeGreaterThanOrEqual(60)
  })
})

describe('the job_search_stemming migration', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('reindexes the jobs already stored', async () => {
    const id = await createJob('WF-MIGRATE', { title: 'Warehouse Supervisors' }, { title: 'مسئولو مستودعات' }, { workplace: 'hybrid' })
    const migration = isPostgres() ? postgresMigration : sqliteMigration
    const args = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} } as never
    // As stored before the migration: the old spelling, no labels, no stems.
    await migration.down(args)
    const drizzle = (payload.db as unknown as { drizzle: { run?: (q: unknown) => unknown; execute?: (q: unknown) => unknown } }).drizzle
    const { sql } = await import('@payloadcms/db-sqlite')
    const stale = sql`UPDATE jobs SET search_text = 'warehouse supervisors مسيولو مستودعات' WHERE id = ${id}`
    await (isPostgres() ? drizzle.execute!(stale) : drizzle.run!(stale))
    expect(await idsOf('hybrid')).not.toContain(id)

    await migration.up(args)
    for (const q of ['hybrid', 'هجين', 'supervisor', 'مسؤولو', 'مستودع']) expect(await idsOf(q), q).toContain(id)
  })
})
