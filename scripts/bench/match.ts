/**
 * Matching's reads (features/matching/load.ts) at the issue's sizes, on the database DATABASE_URL points at (a
 * throwaway one: the script fills it). Prints the median, 95th percentile and slowest of RUNS runs of:
 * - suggested candidates for one job over CANDIDATES candidates (each with a profile skills text and a CV text; three
 *   in four with a consent to keep in force, a tenth of those withdrawn since): the SQL shortlist (shortlist.ts:
 *   consent, shared skills, hard criteria) then the scoring of at most SUGGEST_POOL of them, and
 * - recommended jobs for one seeker over JOBS open jobs: the SQL shortlist then at most RECOMMEND_POOL scored.
 * The issue's target: p95 under 200 ms for each, on SQLite and on PostgreSQL.
 *
 *   npm run bench:match             # SQLite and PostgreSQL (under flock /tmp/heavy.lock)
 *
 * Rows go in with SQL (the Local API would hash a password per candidate), and their stored skill ids are written
 * by `backfillMatchSkills` (what the hooks write on a save), timed apart.
 */
import os from 'node:os'

import config from '@payload-config'
import { getPayload, type PayloadRequest } from 'payload'

import { RECOMMEND_POOL, SUGGEST_POOL } from '@/features/matching/constants'
import { recommendationsFor, suggestionsFor } from '@/features/matching/load'
import { backfillMatchSkills } from '@/features/matching/skillIds'
import { rawSql } from '@/lib/db/rawSql'
import { migrate } from '@/lib/migrations'
import { paragraph, richText } from '@/seed/richText'

// The issue's figures: one job against 100,000 candidates, one seeker against 10,000 open jobs.
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000)
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)

const payload = await getPayload({ config })
await migrate(payload)
const d = rawSql(payload)
const { sql } = d
// BENCH_REUSE=1 keeps a database this script filled before (same sizes): only the timings run again, after any
// new migration (an index) has been applied to it. Otherwise the database is emptied and filled.
const counted = async (table: string) => Number((await d.rows(sql.raw(`SELECT COUNT(*) AS n FROM ${table}`)))[0]?.n ?? 0)
const reuse = process.env.BENCH_REUSE === '1' && (await counted('candidates')) === CANDIDATES && (await counted('jobs')) >= JOBS
const { admin, jobIds, candidateIds } = reuse ? await filled() : await fill()

async function filled() {
  const admin = (await payload.find({ collection: 'users', where: { email: { equals: 'bench-match@example.com' } }, limit: 1 })).docs[0]!
  const jobIds = (await d.rows(sql`SELECT id FROM jobs ORDER BY id LIMIT 25`)).map((row) => Number(row.id))
  const candidateIds = (await d.rows(sql`SELECT id FROM candidates ORDER BY id LIMIT 1`)).map((row) => Number(row.id))
  console.log(`${payload.db.name}: reusing the filled database (${CANDIDATES} candidates, ${await counted('jobs')} jobs)`)
  return { admin, jobIds, candidateIds }
}

async function fill() {
  for (const table of ['applications', 'consent_events', 'candidates_rels', 'candidates', 'jobs_locales', 'jobs_rels', 'jobs', 'users'])
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
  // A few jobs through the Local API (every hook, both languages' search text), the rest copied from them in SQL: the
  // Local API takes tens of milliseconds per job, too slow for 10,000 in bounded time.
  const MODELS = Math.min(JOBS, 25)
  for (let i = 0; i < MODELS; i++) {
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
        eligibility: {
          skills: skills.filter((_, k) => (k + i) % 23 === 0).map((s) => s.id),
          nationalsOnly: i % 5 === 0 ? 'SA' : undefined,
        },
      },
    })
    jobIds.push(job.id)
  }
  const columns = async (table: string) => {
    const [row] = await d.rows(sql.raw(`SELECT * FROM ${table} LIMIT 1`))
    return Object.keys(row ?? {}).filter((name) => name !== 'id')
  }
  const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ')
  if (JOBS > MODELS) {
    // PostgreSQL computes search_vector itself (a generated column).
    const jobColumns = (await columns('jobs')).filter((name) => name !== 'search_vector')
    const localeColumns = (await columns('jobs_locales')).filter((name) => name !== '_parent_id')
    const relColumns = (await columns('jobs_rels')).filter((name) => name !== 'parent_id')
    const copies = Math.ceil((JOBS - MODELS) / MODELS)
    // Each model job copied `copies` times: n counts the copies (a recursive CTE, the same in SQLite and PostgreSQL).
    const counter = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${copies})`
    const pick = (name: string) =>
      name === 'reference_code' ? `j.reference_code || '-C' || n.i` : name === 'slug' ? `j.slug || '-c' || n.i` : `j."${name}"`
    await d.rows(
      sql.raw(
        `INSERT INTO jobs (${quoted(jobColumns)}) ${counter} SELECT ${jobColumns.map(pick).join(', ')} FROM jobs j, n WHERE j.id IN (${jobIds.join(', ')})`,
      ),
    )
    const copyOf = `j.reference_code = m.reference_code || '-C' || n.i`
    await d.rows(
      sql.raw(
        `INSERT INTO jobs_locales (${quoted(localeColumns)}, "_parent_id") ${counter} SELECT ${localeColumns.map((c) => (c === 'slug' ? `l.slug || '-c' || n.i` : `l."${c}"`)).join(', ')}, j.id FROM jobs m JOIN jobs_locales l ON l._parent_id = m.id, n, jobs j WHERE m.id IN (${jobIds.join(', ')}) AND ${copyOf}`,
      ),
    )
    await d.rows(
      sql.raw(
        `INSERT INTO jobs_rels (${quoted(relColumns)}, "parent_id") ${counter} SELECT ${relColumns.map((c) => `r."${c}"`).join(', ')}, j.id FROM jobs m JOIN jobs_rels r ON r.parent_id = m.id, n, jobs j WHERE m.id IN (${jobIds.join(', ')}) AND ${copyOf}`,
      ),
    )
  }
  const cvText = (i: number) =>
    Array.from({ length: 8 }, (_, k) => `Line ${k}: worked with ${pick(i + k, 2).join(' and ')} on projects.`).join('\n')
  for (let start = 0; start < CANDIDATES; start += 500) {
    const values = []
    for (let i = start; i < Math.min(CANDIDATES, start + 500); i++) {
      values.push(
        sql`(${`Bench Seeker ${i}`}, ${`bench-${i}@seekers.example`}, ${pick(i, 5).join(', ')}, ${i % 15}, ${'Riyadh'}, ${i % 3 === 0 ? 'SA' : 'EG'})`,
      )
    }
    await d.rows(
      sql`INSERT INTO candidates (full_name, email, skills, experience_years, city, eligibility_nationality) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
  // Consent to keep: three in four gave it a year ago (a two-year term); a tenth of those withdrew it since.
  const iso = (ms: number) => sql.raw(`'${new Date(ms).toISOString()}'`)
  const consent = (action: string, at: number, expires: number | null, which: string) =>
    d.rows(
      sql`INSERT INTO consent_events (candidate_id, purpose, action, scope_key, wording, wording_version, language, method, at, expires_at)
        SELECT id, 'keep', ${sql.raw(`'${action}'`)}, 'keep', 'Keep my profile', '2026-11-a', 'en', 'signup', ${iso(at)}, ${expires === null ? sql.raw('NULL') : iso(expires)}
        FROM candidates WHERE ${sql.raw(which)}`,
    )
  await consent('granted', now - 365 * 86_400_000, now + 365 * 86_400_000, 'id % 4 <> 0')
  await consent('withdrawn', now - 30 * 86_400_000, null, 'id % 4 <> 0 AND id % 10 = 1')
  // CVs: one per candidate, its text read (what the CV reader leaves after an upload).
  const candidateIds = (await d.rows(sql`SELECT id FROM candidates ORDER BY id`)).map((row) => Number(row.id))
  for (let start = 0; start < candidateIds.length; start += 500) {
    const chunk = candidateIds.slice(start, start + 500)
    const values = chunk.map((id, k) => sql`(${id}, ${`cv-${id}.pdf`}, ${cvText(start + k)}, ${'read'}, ${'profile'})`)
    await d.rows(
      sql`INSERT INTO candidate_cvs (owner_id, filename, extracted_text, read_state, purpose) VALUES ${sql.join(values, sql`, `)}`,
    )
  }
  await d.rows(sql`UPDATE candidates SET cv_id = (SELECT id FROM candidate_cvs WHERE candidate_cvs.owner_id = candidates.id)`)
  const filled = performance.now()
  const written = await backfillMatchSkills(payload)
  console.log(
    `${payload.db.name}: stored skill ids of ${written.candidates} candidates and ${written.jobs} jobs in ${Math.round(performance.now() - filled)} ms`,
  )
  const [{ count: openJobs }] = (await d.rows(sql`SELECT COUNT(*) AS count FROM jobs WHERE status = 'open'`)) as [{ count: number }]
  console.log(
    `${payload.db.name}: ${Number(openJobs)} open jobs, ${CANDIDATES} candidates with CV text, filled in ${Math.round(performance.now() - started)} ms`,
  )
  return { admin, jobIds, candidateIds }
}

console.log(
  `load average before the runs: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
)
const req = { payload, user: { ...admin, collection: 'users' }, context: {} } as unknown as PayloadRequest
async function time(label: string, work: () => Promise<unknown>) {
  const runs: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    await work()
    runs.push(performance.now() - t0)
  }
  const first = runs[0]!
  runs.sort((a, b) => a - b)
  const at = (p: number) => runs[Math.min(runs.length - 1, Math.ceil(p * runs.length) - 1)]!.toFixed(0)
  console.log(
    `${label.padEnd(48)} first ${first.toFixed(0)} ms  median ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${runs.at(-1)!.toFixed(0)} ms`,
  )
}
await time(`suggestions for one job (${CANDIDATES} candidates, ≤${SUGGEST_POOL} scored)`, () =>
  suggestionsFor({ ...req, context: {} } as PayloadRequest, jobIds[0]!),
)
await time(`recommendations for one seeker (${JOBS} jobs, ≤${RECOMMEND_POOL} scored)`, () =>
  recommendationsFor(payload, candidateIds[0]!, 'en'),
)
console.log(
  `load average after the runs: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
)
process.exit(0)
