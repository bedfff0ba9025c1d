/**
 * The salary survey import (features/salary) at 50,000 rows, CSV and XLSX, on the database DATABASE_URL points at
 * (a throwaway one). For each file it prints how long reading (parse), checking every row (validate, both in the
 * CV reader's worker thread) and writing the round (import) take, then computing the benchmarks from it; then it
 * imports the same 50,000 rows with one bad line at the end and checks that nothing was written (whole or
 * nothing). The issue's bar is a minute for the whole import. A printed figure, not a timed test.
 *
 *   flock /tmp/heavy.lock npm run bench:salary
 */
import config from '@payload-config'
import { createLocalReq, getPayload } from 'payload'

import { computeBenchmarks, type SurveyLine } from '@/features/salary/benchmarks'
import { COLUMNS } from '@/features/salary/constants'
import { importRound } from '@/features/salary/import'
import { migrate } from '@/lib/migrations'

import { surveyCsv, surveyRows, surveyXlsx } from '../../tests/fixtures/salarySurvey'

const ROWS = Number(process.env.BENCH_SALARY_ROWS ?? 50_000)
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const payload = await getPayload({ config })
await migrate(payload)

const rows = surveyRows(ROWS)
const made = performance.now()
const csv = surveyCsv(rows)
const xlsx = await surveyXlsx(rows)
const bad = rows.map((row) => [...row])
bad[bad.length - 1]![COLUMNS.indexOf('currency')] = 'USD'
const badXlsx = await surveyXlsx(bad)
console.log(
  `${ROWS} rows: CSV ${(csv.length / 1024 / 1024).toFixed(1)} MB, XLSX ${(xlsx.length / 1024 / 1024).toFixed(1)} MB, made in ${s(performance.now() - made)}`,
)

const admin = await payload.create({
  collection: 'users',
  data: { email: `bench-salary-${Date.now()}@example.com`, password: 'bench password 123', roles: ['admin'] },
})
const req = await createLocalReq({ user: { ...admin, collection: 'users' } as never }, payload)
const rounds = () => payload.count({ collection: 'salary-rounds', overrideAccess: true }).then((r) => r.totalDocs)

let worst = 0
let failed = false
for (const [kind, data] of [
  ['CSV', csv],
  ['XLSX', xlsx],
] as const) {
  const started = performance.now()
  const result = await importRound(req, { name: `Bench ${kind}`, file: { data, name: `bench.${kind.toLowerCase()}` } })
  const imported = performance.now() - started
  if (!result.ok || !result.timings) throw new Error(`${kind}: ${JSON.stringify(result).slice(0, 400)}`)
  const { parseMs, checkMs, writeMs } = result.timings
  const read = performance.now()
  const doc = await payload.findByID({ collection: 'salary-rounds', id: result.id, showHiddenFields: true, depth: 0 })
  const stored = (doc.lines as SurveyLine[]).length
  const cells = computeBenchmarks(doc.lines as SurveyLine[], new Date()).cells.length
  const computed = performance.now() - read
  worst = Math.max(worst, imported)
  if (stored !== ROWS) failed = true
  console.log(
    `${payload.db.name} ${kind}: parse ${s(parseMs)}, validate ${s(checkMs)}, import (write) ${s(writeMs)}; ` +
      `whole import ${s(imported)} (worker start and hand-over included); ${stored} lines stored; read back and ${cells} cells computed in ${s(computed)}`,
  )
}

const before = await rounds()
const started = performance.now()
const refused = await importRound(req, { name: 'Bench bad', file: { data: badXlsx, name: 'bad.xlsx' } })
const after = await rounds()
const wholeOrNothing =
  !refused.ok && 'problems' in refused && refused.total === 1 && refused.problems[0]?.row === ROWS + 1 && after === before
if (!wholeOrNothing) failed = true
console.log(
  `${payload.db.name} whole or nothing: ${ROWS} rows with one bad last line ${wholeOrNothing ? 'refused, nothing written' : `NOT refused as expected (${JSON.stringify(refused).slice(0, 200)}, rounds ${before} → ${after})`} in ${s(performance.now() - started)}`,
)
await payload.destroy()
process.exit(worst < 60_000 && !failed ? 0 : 1)
