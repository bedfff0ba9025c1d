/**
 * The recruiters' dashboard queries (features/recruiting/dashboard.ts) at 100,000 applications, on the database
 * DATABASE_URL points at (a throwaway one: the script fills it). Each figure must come back in under 50 ms.
 *
 *   npm run bench:dashboard                  # SQLite and PostgreSQL
 *   DATABASE_URL=file:/tmp/d.db DISABLE_PAYLOAD_HMR=true npx tsx scripts/bench/dashboard.ts
 *
 * Rows go in with SQL (the Local API would take many minutes): 600 jobs (the recruiter owns 25, 3 of them closing
 * this week), 100,000 applications spread over 120 days with stage dates that follow their status, 3,000
 * interviews. Each query runs 25 times for an admin (every job) and for the recruiter (their jobs); the table
 * shows the median, the 95th percentile and the slowest run, and the plan of two queries shows the indexes in use.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import {
  funnelCounts,
  funnelJobs,
  funnelMedians,
  interviewsThisWeek,
  jobsClosingSoon,
  loadDashboard,
  newApplications,
  waitingForReview,
} from '@/features/recruiting/dashboard'
import type { Scope } from '@/features/recruiting/scope'
import { rawSql } from '@/lib/db/rawSql'
import { migrate } from '@/lib/migrations'

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000)
const JOBS = 600
const OWNED = 25
const INTERVIEWS = 3_000
const RUNS = 25
const LIMIT_MS = 50
const DAY = 86_400_000
const STATUSES = ['submitted', 'reviewed', 'shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const
const STAGES = ['reviewed', 'shortlisted', 'interview', 'offered', 'hired'] as const

const payload = await getPayload({ config })
await migrate(payload)
const d = rawSql(payload)
const { sql } = d
const run = (query: ReturnType<typeof sql>) => d.rows(query)

for (const table of ['interviews', 'application_activities', 'applications', 'jobs_locales', 'jobs_rels', 'jobs', 'users']) {
  await run(sql.raw(`DELETE FROM ${table}`))
}
const adminUser = await payload.create({
  collection: 'users',
  data: { email: 'bench-admin@example.com', password: 'bench password 123', roles: ['admin'] },
})
const recruiter = await payload.create({
  collection: 'users',
  data: { email: 'bench-recruiter@example.com', password: 'bench password 123', roles: ['recruiter'] },
})
const industry = (
  await payload.create({ collection: 'industries', data: { slug: 'bench', name: 'Bench' }, context: { disableRevalidate: true } })
).id
const location = (
  await payload.create({
    collection: 'locations',
    data: { slug: 'bench', city: 'Bench', country: 'SA' },
    context: { disableRevalidate: true },
  })
).id

const now = Date.now()
const iso = (ms: number) => new Date(ms).toISOString()
const started = performance.now()
const jobIds: number[] = []
for (let start = 0; start < JOBS; start += 200) {
  const values = []
  for (let i = start; i < Math.min(JOBS, start + 200); i++) {
    const owner = i < OWNED ? recruiter.id : adminUser.id
    const closes = i < 3 ? now + (i + 1) * DAY : now + (10 + (i % 60)) * DAY
    values.push(
      sql`(${`DB-${i}`}, ${i % 10 === 9 ? 'closed' : 'open'}, ${industry}, ${location}, 'onsite', 'full-time', 0, ${iso(now - (i % 90) * DAY)}, ${iso(closes)}, ${`db-${i}`}, ${owner})`,
    )
  }
  const inserted = await run(
    sql`INSERT INTO jobs (reference_code, status, industry_id, location_id, workplace, employment_type, experience_min, opening_date, closing_date, slug, owner_id) VALUES ${sql.join(values, sql`, `)} RETURNING id`,
  )
  jobIds.push(...inserted.map((row) => Number(row.id)))
}
const description = JSON.stringify({ root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 } })
for (let start = 0; start < jobIds.length; start += 200) {
  const values = jobIds
    .slice(start, start + 200)
    .flatMap((id, k) => [
      sql`(${`Bench job ${start + k}`}, ${description}, 'en', ${id})`,
      sql`(${`وظيفة ${start + k}`}, ${description}, 'ar', ${id})`,
    ])
  await run(sql`INSERT INTO jobs_locales (title, description, _locale, _parent_id) VALUES ${sql.join(values, sql`, `)}`)
}

// Applications: most jobs get a few dozen, the recruiter's jobs a few hundred each; statuses follow a funnel.
const applicationIds: number[] = []
const batch = d.isPostgres ? 2000 : 500
for (let start = 0; start < APPLICATIONS; start += batch) {
  const values = []
  for (let i = start; i < Math.min(APPLICATIONS, start + batch); i++) {
    const job = jobIds[i % 5 === 0 ? i % OWNED : i % JOBS]!
    const status = STATUSES[[0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 6][i % 12]!]!
    const created = now - ((i * 7919) % (120 * DAY))
    const stages: (string | null)[] = STAGES.map(() => null)
    const reached = status === 'rejected' ? 1 : STATUSES.indexOf(status)
    for (let s = 0; s < reached && s < STAGES.length; s++) stages[s] = iso(created + (s + 1) * ((i % 5) + 1) * DAY)
    const rejected = status === 'rejected' ? iso(created + 3 * DAY) : null
    values.push(
      sql`(${job}, ${status}, ${`Applicant ${i}`}, '+966500000000', 'Riyadh', 'Riyadh', 'Skills', 'en', ${iso(created)}, ${iso(created)}, ${iso(created)}, ${stages[0]}, ${stages[1]}, ${stages[2]}, ${stages[3]}, ${stages[4]}, ${rejected}, ${i % 30})`,
    )
  }
  const inserted = await run(
    sql`INSERT INTO applications (job_id, status, full_name, phone_number, city, state, skills, locale, created_at, updated_at, status_changed_at, stages_reviewed_at, stages_shortlisted_at, stages_interview_at, stages_offered_at, stages_hired_at, stages_rejected_at, experience_years) VALUES ${sql.join(values, sql`, `)} RETURNING id, job_id`,
  )
  applicationIds.push(...inserted.map((row) => Number(row.id)))
}
const interviewValues = []
for (let i = 0; i < INTERVIEWS; i++) {
  const application = applicationIds[(i * 31) % applicationIds.length]!
  interviewValues.push(
    sql`(${application}, ${jobIds[i % 5 === 0 ? i % OWNED : i % JOBS]!}, ${iso(now + ((i % 60) - 30) * DAY + (i % 9) * 3_600_000)}, 'Asia/Riyadh', 60, ${i % 17 === 0 ? 'cancelled' : 'scheduled'}, ${`bench-${i}@bench`}, 0, ${`Applicant ${i}`})`,
  )
}
for (let start = 0; start < interviewValues.length; start += 500) {
  await run(
    sql`INSERT INTO interviews (application_id, job_id, starts_at, startsat_tz, duration_minutes, status, uid, sequence, candidate_name) VALUES ${sql.join(interviewValues.slice(start, start + 500), sql`, `)}`,
  )
}
await run(sql.raw(d.isPostgres ? 'ANALYZE' : 'ANALYZE'))
console.log(
  `\nRecruiters' dashboard on ${d.isPostgres ? 'PostgreSQL' : 'SQLite'}: ${applicationIds.length.toLocaleString('en')} applications, ${JOBS} jobs, ${INTERVIEWS.toLocaleString('en')} interviews (inserted in ${Math.round(performance.now() - started)} ms)`,
)

async function time(fn: () => Promise<unknown>) {
  await fn()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]!, max: samples[RUNS - 1]! }
}

const owned = jobIds.slice(0, OWNED)
const scopes: [string, Scope][] = [
  ['admin (all jobs)', 'all'],
  [`recruiter (${OWNED} jobs)`, owned],
]
let slowest = 0
console.log(`(median / p95 / max of ${RUNS} runs, ms; each must stay under ${LIMIT_MS} ms)`)
for (const [who, scope] of scopes) {
  const ctx = { payload, scope, now: new Date(), locale: 'en' as const }
  const funnel = (await funnelJobs(ctx)).map((job) => job.id)
  const queries: [string, () => Promise<unknown>][] = [
    ['new today / this week', () => newApplications(ctx)],
    ['waiting > 3 days', () => waitingForReview(ctx)],
    ['interviews this week', () => interviewsThisWeek(ctx)],
    ['jobs closing in 7 days', () => jobsClosingSoon(ctx)],
    ['funnel jobs', () => funnelJobs(ctx)],
    [`funnel counts (${funnel.length} jobs)`, () => funnelCounts(payload, funnel)],
    [`funnel medians (${funnel.length} jobs)`, () => funnelMedians(payload, funnel)],
    ['whole dashboard', () => loadDashboard(ctx)],
  ]
  console.log(`\n${who}`)
  for (const [name, fn] of queries) {
    const { median, p95, max } = await time(fn)
    if (name !== 'whole dashboard') slowest = Math.max(slowest, p95)
    console.log(`  ${name.padEnd(28)} ${median.toFixed(2).padStart(7)} / ${p95.toFixed(2).padStart(7)} / ${max.toFixed(2).padStart(7)}`)
  }
}

const plan = async (query: ReturnType<typeof sql>) =>
  (await run(d.isPostgres ? sql`EXPLAIN ${query}` : sql`EXPLAIN QUERY PLAN ${query}`)).map((row) =>
    String(row['QUERY PLAN'] ?? row.detail ?? JSON.stringify(row)),
  )
const since = iso(now - 3 * DAY)
console.log('\nPlan of "waiting > 3 days" for the recruiter:')
for (const line of await plan(
  sql`SELECT count(*) FROM applications a WHERE a.status = 'submitted' AND a.created_at < ${since} AND ${d.inList(sql`a.job_id`, owned)}`,
))
  console.log('  ' + line)
console.log('Plan of "new this week" for an admin:')
for (const line of await plan(sql`SELECT count(*) FROM applications a WHERE a.created_at >= ${since}`)) console.log('  ' + line)

console.log(`\nSlowest query (p95): ${slowest.toFixed(2)} ms — ${slowest < LIMIT_MS ? 'every query under' : 'OVER'} ${LIMIT_MS} ms`)
await payload.destroy()
process.exit(slowest < LIMIT_MS ? 0 : 1)
