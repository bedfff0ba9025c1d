/**
 * How job search time grows with the number of jobs, on the database that
 * DATABASE_URL points at (a throwaway one: the script fills it).
 *
 *   npm run bench:jobs                       # SQLite and PostgreSQL, 1k / 10k / 100k
 *   DATABASE_URL=file:/tmp/b.db DISABLE_PAYLOAD_HMR=true npx tsx scripts/bench/job-search.ts
 *
 * Rows are inserted with SQL (the Local API would take minutes for 100k);
 * the full-text index is kept by the same triggers/indexes as in production.
 * The search fields come from the app's own code (features/jobs/searchIndex:
 * normalized words, workplace and employment type labels, stems). Each query
 * runs through the app's search code (features/jobs/search) and prints the
 * median and 95th percentile of 40 runs (after 3 warm-up runs), plus the plan
 * of the keyword query so you can see the index in use.
 */
import config from '@payload-config'
import { sql as pgSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'

import { parseJobSearch } from '@/features/jobs/filters'
import { postgresKeywords, sqliteKeywords } from '@/features/jobs/keywordMatch'
import { facetCounts, findOpenJobIds } from '@/features/jobs/search'
import { jobSearchFields } from '@/features/jobs/searchIndex'
import { migrate } from '@/lib/migrations'

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const WARM_UP = 3

const words = {
  title: [
    'Senior',
    'Junior',
    'Lead',
    'Principal',
    'Assistant',
    'Manager',
    'Engineer',
    'Accountant',
    'Nurse',
    'Developer',
    'Analyst',
    'Consultant',
    'Officer',
    'Coordinator',
    'Specialist',
    'Civil',
    'Mechanical',
    'Payroll',
    'Sales',
    'Marketing',
    'HSE',
    'Data',
    'Cloud',
    'Security',
    'Supply',
    'Chain',
    'Planner',
    'Teacher',
    'Pharmacist',
    'Recruiter',
  ],
  arabic: [
    'مهندس',
    'مدني',
    'محاسب',
    'رئيسي',
    'ممرض',
    'مطور',
    'برمجيات',
    'محلل',
    'بيانات',
    'مستشار',
    'مسؤول',
    'إدارة',
    'مشاريع',
    'أخصائي',
    'رواتب',
    'مبيعات',
    'تسويق',
    'سلامة',
    'مشرف',
    'معلم',
    'صيدلي',
    'أمن',
    'سيبراني',
    'موارد',
    'بشرية',
    'الرياض',
    'جدة',
    'دبي',
    'الدوحة',
    'مسقط',
  ],
  body: [
    'experience',
    'team',
    'clients',
    'reporting',
    'compliance',
    'budget',
    'stakeholders',
    'delivery',
    'quality',
    'safety',
    'customers',
    'operations',
    'strategy',
    'growth',
    'excel',
    'sap',
    'ifrs',
    'python',
    'aws',
    'saudi',
    'gulf',
    'arabic',
    'english',
    'bachelor',
    'degree',
  ],
  // Other forms of the words above, one in every tenth job: plurals and the other hamza spelling.
  variants: ['Engineers', 'Teachers', 'المهندسين', 'معلمين', 'مسئولة'],
}

const pick = <T>(list: T[], i: number) => list[i % list.length]!

function dialect(payload: Payload) {
  const isPostgres = payload.db.name === 'postgres'
  const sql = (isPostgres ? pgSql : sqliteSql) as typeof pgSql
  const db = (
    payload.db as unknown as {
      drizzle: { execute?: (q: unknown) => Promise<{ rows: unknown[] }>; all?: (q: unknown) => Promise<unknown[]> }
    }
  ).drizzle
  const rows = async (q: ReturnType<typeof pgSql>) => (isPostgres ? (await db.execute!(q)).rows : await db.all!(q))
  return { isPostgres, sql, rows }
}

async function insertJobs(payload: Payload, from: number, to: number, industryIds: number[], locationIds: number[]) {
  const { sql, rows } = dialect(payload)
  const today = Date.now()
  for (let start = from; start < to; start += 500) {
    const values = []
    for (let i = start; i < Math.min(to, start + 500); i++) {
      // A deterministic spread: about 5% closed, 5% past their closing day.
      const title = [pick(words.title, i * 7), pick(words.title, i * 13 + 3), pick(words.title, i * 3 + 11)].join(' ')
      const arabic = [pick(words.arabic, i * 5), pick(words.arabic, i * 11 + 1), pick(words.arabic, i * 17 + 2)].join(' ')
      const body = Array.from({ length: 30 }, (_, k) => pick(words.body, i * 31 + k * 7)).join(' ')
      const opening = new Date(today - (i % 60) * 86400000).toISOString()
      const closing = new Date(today + ((i % 20 === 0 ? -5 : 30) + (i % 30)) * 86400000).toISOString()
      const workplace = pick(['onsite', 'hybrid', 'remote'], i)
      const employmentType = pick(['full-time', 'contract', 'part-time'], i * 5)
      const { searchText, searchStems } = jobSearchFields({
        titles: [title, arabic, body, i % 10 === 3 ? pick(words.variants, Math.floor(i / 10)) : ''],
        descriptions: [],
        industryNames: [],
        cityNames: [],
        workplace,
        employmentType,
        referenceCode: `B-${i}`,
      })
      values.push(
        sql`(${`B-${i}`}, ${i % 20 === 7 ? 'closed' : 'open'}, ${pick(industryIds, i)}, ${pick(locationIds, i * 3)}, ${workplace}, ${employmentType}, ${i % 12}, ${(i % 12) + 3}, ${opening}, ${closing}, ${`b-${i}`}, ${searchText}, ${searchStems})`,
      )
    }
    await rows(
      sql`INSERT INTO jobs (reference_code, status, industry_id, location_id, workplace, employment_type, experience_min, experience_max, opening_date, closing_date, slug, search_text, search_stems) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
}

async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.ceil(RUNS * 0.95) - 1]! }
}

const payload = await getPayload({ config })
await migrate(payload)
const { isPostgres, sql, rows } = dialect(payload)
await rows(sql`DELETE FROM jobs`)
const industryIds: number[] = []
const locationIds: number[] = []
for (let i = 0; i < 12; i++) {
  const slug = `bench-industry-${i}`
  const existing = (await payload.find({ collection: 'industries', where: { slug: { equals: slug } } })).docs[0]
  industryIds.push(
    existing?.id ??
      (await payload.create({ collection: 'industries', data: { slug, name: `Industry ${i}` }, context: { disableRevalidate: true } })).id,
  )
}
for (let i = 0; i < 11; i++) {
  const slug = `bench-city-${i}`
  const existing = (await payload.find({ collection: 'locations', where: { slug: { equals: slug } } })).docs[0]
  locationIds.push(
    existing?.id ??
      (
        await payload.create({
          collection: 'locations',
          data: { slug, city: `City ${i}`, country: 'SA' },
          context: { disableRevalidate: true },
        })
      ).id,
  )
}

const known = { industries: ['bench-industry-3'], locations: ['bench-city-5'] }
const queries: [string, Record<string, string>][] = [
  ['list, page 1', {}],
  ['list, page 40', { page: '40' }],
  ['keyword, common (en)', { q: 'engineer' }],
  ['keyword, 2 words (ar)', { q: 'مهندس مدني' }],
  ['keyword, prefix (ar)', { q: 'مهند' }],
  ['keyword, plural (en)', { q: 'engineers' }],
  ['keyword, plural (ar)', { q: 'مهندسين' }],
  ['keyword, hamza variant (ar)', { q: 'مسئول' }],
  ['keyword, facet word (en)', { q: 'hybrid' }],
  ['keyword, facet word (ar)', { q: 'هجين' }],
  ['keyword, exact vs stem', { q: 'teachers' }],
  ['keyword + 2 filters', { q: 'manager', industry: 'bench-industry-3', location: 'bench-city-5' }],
  ['filters only', { industry: 'bench-industry-3', workplace: 'onsite' }],
]

console.log(`\nJob search on ${isPostgres ? 'PostgreSQL' : 'SQLite'} (median / p95 of ${RUNS} runs, ms)`)
let inserted = 0
for (const size of SIZES) {
  const started = performance.now()
  await insertJobs(payload, inserted, size, industryIds, locationIds)
  inserted = size
  // As autovacuum leaves a table: statistics, visibility map (index-only counts) and the GIN index's pending list merged.
  if (isPostgres) await rows(sql`VACUUM ANALYZE jobs`)
  console.log(`\n${size.toLocaleString('en')} jobs (inserted in ${Math.round(performance.now() - started)} ms)`)
  for (const [name, params] of queries) {
    const { filters, page } = parseJobSearch(params, known)
    const result = await findOpenJobIds(payload, filters, { page, perPage: 12 })
    const { median, p95 } = await time(() => findOpenJobIds(payload, filters, { page, perPage: 12 }))
    const matches = `${result.total.toLocaleString('en')}${result.capped ? '+' : ''} matches`
    console.log(`  ${name.padEnd(28)} ${median.toFixed(2).padStart(8)} / ${p95.toFixed(2).padStart(8)}   (${matches})`)
  }
  // What a page of the list costs when it is not cached: the page of ids and, beside it, the facet counts. Facet
  // counts are computed only when the keywords match no more jobs than the search ranks (features/jobs/queries.ts).
  const pages: [string, Record<string, string>][] = [
    ['list page: ids + facets', {}],
    ['keyword page: ids + facets', { q: 'engineer', workplace: 'hybrid', experience: '10+' }],
  ]
  for (const [name, params] of pages) {
    const { filters, page } = parseJobSearch(params, known)
    const { total } = await findOpenJobIds(payload, filters, { page, perPage: 12 })
    const { median, p95 } = await time(() =>
      Promise.all([findOpenJobIds(payload, filters, { page, perPage: 12 }), facetCounts(payload, filters)]),
    )
    console.log(
      `  ${name.padEnd(28)} ${median.toFixed(2).padStart(8)} / ${p95.toFixed(2).padStart(8)}   (${total.toLocaleString('en')} matches)`,
    )
  }
}

/** The matches of a common keyword, newest first, as features/jobs/search reads them (without the date condition). */
function keywordQuery(postgres: boolean) {
  const keywords = postgres ? postgresKeywords : sqliteKeywords
  const terms = ['engineers']
  const { from, match } = (keywords.newestFirst ?? keywords.matchesFirst)(terms)
  return sql`SELECT j.id, ${keywords.exactFirst(terms)} FROM ${from} WHERE ${match} AND j.status = 'open' ORDER BY j.opening_date DESC, j.id DESC LIMIT 1001`
}

const plan = isPostgres
  ? await rows(sql`EXPLAIN ${keywordQuery(isPostgres)}`)
  : await rows(sql`EXPLAIN QUERY PLAN ${keywordQuery(isPostgres)}`)
console.log('\nPlan of the keyword query:')
for (const row of plan as Record<string, unknown>[]) console.log('  ' + String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row)))
await payload.destroy()
process.exit(0)
