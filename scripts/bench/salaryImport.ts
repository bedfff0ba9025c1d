/**
 * The salary survey import (features/salary) at 50,000 rows, CSV and XLSX, on the database DATABASE_URL points at
 * (a throwaway one). Prints how long reading, checking and writing the round take, and computing the benchmarks
 * from it; the bar is a minute for the whole import. A printed figure, not a timed test.
 *
 *   flock /tmp/heavy.lock npm run bench:salary
 */
import config from '@payload-config'
import ExcelJS from 'exceljs'
import { createLocalReq, getPayload } from 'payload'

import { computeBenchmarks, type SurveyLine } from '@/features/salary/benchmarks'
import { COLUMNS, COUNTRIES, JOB_FAMILY_KEYS, LEVEL_KEYS, type Country } from '@/features/salary/constants'
import { importRound } from '@/features/salary/import'
import { migrate } from '@/lib/migrations'

const ROWS = Number(process.env.BENCH_SALARY_ROWS ?? 50_000)

const payload = await getPayload({ config })
await migrate(payload)

const countries = Object.keys(COUNTRIES) as Country[]
const rows: string[][] = []
for (let i = 0; i < ROWS; i++) {
  const country = countries[i % countries.length]!
  const cities = Object.keys(COUNTRIES[country].cities)
  rows.push([
    `Organisation ${i % 400}`,
    'Bench',
    JOB_FAMILY_KEYS[i % JOB_FAMILY_KEYS.length]!,
    LEVEL_KEYS[(i >> 3) % LEVEL_KEYS.length]!,
    'Bench Title',
    'مسمى تجريبي',
    country.toUpperCase(),
    cities[i % cities.length]!,
    String(5000 + (i % 7919)),
    '1500',
    '500.5',
    '0',
    '12000',
    COUNTRIES[country].currency,
    String(1 + (i % 5)),
    '2025-06-01',
  ])
}
const csv = new TextEncoder().encode([COLUMNS.join(','), ...rows.map((r) => r.join(','))].join('\n'))
const workbook = new ExcelJS.Workbook()
const sheet = workbook.addWorksheet('survey')
sheet.addRow([...COLUMNS])
for (const row of rows) sheet.addRow(row)
const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())

const admin = await payload.create({
  collection: 'users',
  data: { email: `bench-salary-${Date.now()}@example.com`, password: 'bench password 123', roles: ['admin'] },
})
const req = await createLocalReq({ user: { ...admin, collection: 'users' } as never }, payload)

let worst = 0
for (const [kind, data] of [
  ['CSV', csv],
  ['XLSX', xlsx],
] as const) {
  const started = performance.now()
  const result = await importRound(req, { name: `Bench ${kind}`, file: { data, name: `bench.${kind.toLowerCase()}` } })
  const imported = performance.now() - started
  if (!result.ok) throw new Error(`${kind}: ${JSON.stringify(result).slice(0, 400)}`)
  const read = performance.now()
  const doc = await payload.findByID({ collection: 'salary-rounds', id: result.id, showHiddenFields: true, depth: 0 })
  const cells = computeBenchmarks(doc.lines as SurveyLine[], new Date()).cells.length
  const computed = performance.now() - read
  worst = Math.max(worst, imported)
  console.log(
    `${payload.db.name} ${kind}: ${ROWS} rows (${(data.length / 1024 / 1024).toFixed(1)} MB) imported in ${(imported / 1000).toFixed(1)} s; read back and ${cells} cells computed in ${(computed / 1000).toFixed(1)} s`,
  )
}
await payload.destroy()
process.exit(worst < 60_000 ? 0 : 1)
