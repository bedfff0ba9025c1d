/**
 * Matching's reads (features/matching/load.ts) at their caps, on the database DATABASE_URL points at (a throwaway
 * one: the script fills it). Prints the median, 95th percentile and slowest of RUNS runs of:
 * - suggested candidates for one job, scoring SUGGEST_POOL candidates who opted in (each with a CV text of ~6,000
 *   characters), and
 * - recommended jobs for one seeker, scoring RECOMMEND_POOL open jobs.
 * The first run is cold (every text read against the skills list); the rest reuse what it found, as a running site does.
 *
 *   npm run bench:match             # SQLite and PostgreSQL (under flock /tmp/heavy.lock)
 *
 * Rows go in with SQL (the Local API would hash a password per candidate). Figures only: the caps keep each
 * request's work bounded; the issue's 100,000-candidate target needs stored per-candidate skill ids (not done).
 */
import config from '@payload-config'
import { getPayload, type PayloadRequest } from 'payload'

import { RECOMMEND_POOL, SUGGEST_POOL } from '@/features/matching/constants'
import { recommendationsFor, suggestionsFor } from '@/features/matching/load'
import { rawSql } from '@/lib/db/rawSql'
import { migrate } from '@/lib/migrations'
import { paragraph, richText } from '@/seed/richText'

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? SUGGEST_POOL)
const JOBS = Number(process.env.BENCH_JOBS ?? RECOMMEND_POOL)
const RUNS = 15

const payload = await getPayload({ config })
await migrate(payload)
const d = rawSql(payload)
const { sql } = d
for (const table of ['applications', 'candidates', 'jobs_locales', 'jobs_rels', 'jobs', 'users'])
  await d.rows(sql.raw(`DELETE FROM ${table}`))

const admin = await payload.create({
  collection: 'users',
  data: { email: 'bench-match@example.com', password: 'bench password 123', roles: ['admin'] },
})
const industry = (
  await payload.create({ collection: 'industries', data: { slug: 'bench-m', name: 'Bench' }, context: { disableRevalidate: true } })
).id
const location = (
  await payload.create({
    collection: 'locations',
    data: { slug: 'bench-m', city: 'Riyadh', country: 'SA' },
    context: { disableRevalidate: true },
  })
).id
const skills = (await payload.find({ collection: 'skills', locale: 'en', limit: 200, pagination: false, depth: 0 })).docs
const names = skills.map((s) => String(s.name))
const pick = (i: number, n: number) => Array.from({ length: n }, (_, k) => names[(i * 7 + k * 13) % names.length]!)

const started = performance.now()
const now = Date.now()
const jobIds: number[] = []
for (let i = 0; i < JOBS; i++) {
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    context: { disableRevalidate: true },
    data: {
      title: `Bench role ${i}`,
      description: richText(paragraph(`We need ${pick(i, 4).join(', ')}.`)),
      referenceCode: `BM-${i}`,
      status: 'open',
      industry,
      location,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: i % 8,
      openingDate: new Date(now - 86_400_000).toISOString(),
      closingDate: new Date(now + 30 * 86_400_000).toISOString(),
      owner: admin.id,
      eligibility: { skills: skills.filter((_, k) => (k + i) % 23 === 0).map((s) => s.id), nationalsOnly: i % 5 === 0 ? 'SA' : undefined },
    },
  })
  jobIds.push(job.id)
}
const cvText = (i: number) =>
  Array.from({ length: 60 }, (_, k) => `Line ${k}: worked with ${pick(i + k, 2).join(' and ')} on projects.`).join('\n')
for (let start = 0; start < CANDIDATES; start += 200) {
  const values = []
  for (let i = start; i < Math.min(CANDIDATES, start + 200); i++) {
    values.push(
      sql`(${`Bench Seeker ${i}`}, ${`bench-${i}@seekers.example`}, ${pick(i, 5).join(', ')}, ${i % 15}, ${'Riyadh'}, ${i % 3 === 0 ? 'SA' : 'EG'}, ${true})`,
    )
  }
  await d.rows(
    sql`INSERT INTO candidates (full_name, email, skills, experience_years, city, eligibility_nationality, eligibility_open_to_offers) VALUES ${sql.join(values, sql`, `)}`,
  )
}
// CVs: one per candidate, its text read (what the CV reader leaves after an upload).
const candidateIds = (await d.rows(sql`SELECT id FROM candidates ORDER BY id`)).map((row) => Number(row.id))
for (let start = 0; start < candidateIds.length; start += 200) {
  const chunk = candidateIds.slice(start, start + 200)
  const values = chunk.map((id, k) => sql`(${id}, ${`cv-${id}.pdf`}, ${cvText(start + k)}, ${'read'}, ${'profile'})`)
  await d.rows(sql`INSERT INTO candidate_cvs (owner_id, filename, extracted_text, read_state, purpose) VALUES ${sql.join(values, sql`, `)}`)
}
await d.rows(sql`UPDATE candidates SET cv_id = (SELECT id FROM candidate_cvs WHERE candidate_cvs.owner_id = candidates.id)`)
console.log(
  `${payload.db.name}: ${JOBS} open jobs, ${CANDIDATES} candidates with CV text, filled in ${Math.round(performance.now() - started)} ms`,
)

const req = { payload, user: { ...admin, collection: 'users' }, context: {} } as unknown as PayloadRequest
async function time(label: string, work: () => Promise<unknown>) {
  const runs: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await work()
    runs.push(performance.now() - t0)
  }
  // The first run reads every text against the skills list; later ones reuse what it found (load.ts, foundOnce).
  const first = runs[0]!
  runs.sort((a, b) => a - b)
  const at = (p: number) => runs[Math.min(runs.length - 1, Math.ceil(p * runs.length) - 1)]!.toFixed(0)
  console.log(
    `${label.padEnd(48)} first ${first.toFixed(0)} ms  median ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${runs.at(-1)!.toFixed(0)} ms`,
  )
}
await time(`suggestions for one job (${CANDIDATES} candidates)`, () =>
  suggestionsFor({ ...req, context: {} } as PayloadRequest, jobIds[0]!),
)
await time(`recommendations for one seeker (${JOBS} jobs)`, () => recommendationsFor(payload, candidateIds[0]!, 'en'))
process.exit(0)
