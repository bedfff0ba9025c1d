import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COLUMNS } from '@/features/salary/constants'

import { zipBombDocx } from '../fixtures/hostile'
import { surveyCsv, surveyRows, surveyXlsx } from '../fixtures/salarySurvey'
import { restRaw } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { staffMember, type Auth } from './helpers/recruiting'

/**
 * The survey import off the request's thread (issue 33): files are read and checked in the CV reader's worker
 * (its `survey` lane), so a large file does not hold the server. While a 50,000-row workbook is imported, a health
 * endpoint served by this same process (as the site's server answers `/api/health`) is asked every 100 ms and must
 * answer within a second every time; on the code before the worker, exceljs's load alone held the thread for
 * seconds. Hostile files (a zip bomb as XLSX, a CSV line of megabytes, formula cells) are refused with a sentence
 * in the admin's language, and nothing is imported.
 */
let health: Server
let healthUrl = ''
let admin: Auth
let n = 0
const address = () => `10.94.${Math.floor(++n / 250)}.${n % 250}`

beforeAll(async () => {
  await getTestPayload()
  admin = (await staffMember(`salary-import-admin-${Date.now()}@example.com`, ['admin'])).auth
  health = createServer((_, res) => res.end('ok'))
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve))
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/api/health`
})

afterAll(() => new Promise<void>((resolve) => health.close(() => resolve())))

type Answer = { ok: boolean; message: string; problems: { row: number; column: string; where: string; message: string }[] }

async function upload(data: Uint8Array, fileName: string, name: string, language = 'en') {
  const form = new FormData()
  form.append('file', new Blob([data as BlobPart]), fileName)
  form.append('_payload', JSON.stringify({ name }))
  const response = await restRaw('POST', '/salary/import', {
    body: form,
    headers: { ...admin, 'x-forwarded-for': address(), 'accept-language': language },
  })
  return { status: response.status, body: (await response.json()) as Answer }
}

const rounds = async () => (await getTestPayload()).count({ collection: 'salary-rounds', overrideAccess: true }).then((r) => r.totalDocs)

/** Asks the health endpoint every 100 ms, each with a 1 s limit, until stopped: the slowest answer and the failures. */
function watchHealth() {
  const state = { slowest: 0, failures: 0, checks: 0 }
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) })
        await response.text()
        if (!response.ok) state.failures++
      } catch {
        state.failures++
      }
      state.slowest = Math.max(state.slowest, performance.now() - started)
      state.checks++
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  return {
    state,
    stop: async () => {
      running = false
      await loop
    },
  }
}

describe('salary survey import in a worker, and hostile survey files (issue 33)', () => {
  it('keeps answering health checks within a second while a 50,000-row workbook is read, and imports nothing when its last row is bad', async () => {
    const rows = surveyRows(50_000)
    rows[rows.length - 1]![COLUMNS.indexOf('currency')] = 'USD'
    const xlsx = await surveyXlsx(rows)
    const before = await rounds()
    const watching = watchHealth()
    const started = performance.now()
    const answer = await upload(xlsx, 'big.xlsx', 'Big round')
    const took = performance.now() - started
    await watching.stop()
    console.info(
      `50,000-row XLSX (${(xlsx.length / 1024 / 1024).toFixed(1)} MB) answered in ${(took / 1000).toFixed(1)} s; ` +
        `${watching.state.checks} health checks, slowest ${watching.state.slowest.toFixed(0)} ms`,
    )
    expect(answer.status).toBe(422)
    expect(answer.body.problems.map((p) => [p.row, p.column])).toEqual([[50_001, 'currency']])
    expect(await rounds()).toBe(before)
    expect(watching.state.checks).toBeGreaterThan(3)
    expect(watching.state.failures).toBe(0)
    expect(watching.state.slowest).toBeLessThan(1000)
  }, 180_000)

  it('refuses a zip bomb dressed as a workbook, before anything inflates it whole', async () => {
    const before = await rounds()
    const answer = await upload(zipBombDocx(3, 50), 'bomb.xlsx', 'Bomb', 'ar')
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('الملف كبير جدًا (8 ميغابايت على الأكثر، و96 ميغابايت بعد فك الضغط).')
    expect(await rounds()).toBe(before)
  }, 60_000)

  it('refuses a CSV with a line of megabytes, saying so', async () => {
    const rows = surveyRows(3)
    rows[1]![COLUMNS.indexOf('industry')] = 'x'.repeat(2 * 1024 * 1024)
    const answer = await upload(surveyCsv(rows), 'long.csv', 'Long line')
    expect(answer.status).toBe(422)
    expect(answer.body.message).toMatch(/longer than 64 KB/)
  })

  it('refuses formula cells in a workbook and in a CSV, row and column named, in Arabic for an Arabic admin', async () => {
    const before = await rounds()
    const rows: (string | { formula: string; result: number })[][] = surveyRows(4)
    rows[1]![COLUMNS.indexOf('basic')] = { formula: 'SUM(8000,2000)', result: 10_000 }
    const xlsx = await upload(await surveyXlsx(rows), 'formula.xlsx', 'Formula', 'ar')
    expect(xlsx.status).toBe(422)
    expect(xlsx.body.problems.map((p) => [p.row, p.column])).toEqual([[3, 'basic']])
    expect(xlsx.body.problems[0]!.message).toBe('«=SUM(8000,2000)» صيغة حسابية: اكتب القيمة نفسها (لا تُستورد الصيغ).')

    const csvRows = surveyRows(4)
    csvRows[0]![COLUMNS.indexOf('job_title_en')] = '=HYPERLINK("http://evil.example","Click")'
    csvRows[2]![COLUMNS.indexOf('organisation')] = '@SUM(1+1)'
    csvRows[3]![COLUMNS.indexOf('industry')] = '-2+3+cmd|calc'
    const csv = await upload(surveyCsv(csvRows), 'formula.csv', 'Formula CSV')
    expect(csv.status).toBe(422)
    expect(csv.body.problems.map((p) => [p.row, p.column])).toEqual([
      [2, 'job_title_en'],
      [4, 'organisation'],
      [5, 'industry'],
    ])
    expect(csv.body.problems[0]!.message).toMatch(/is a formula/)
    expect(await rounds()).toBe(before)
  })

  it('still imports a clean workbook whole, and reads amounts and dates as typed', async () => {
    const answer = await upload(await surveyXlsx(surveyRows(120)), 'clean.xlsx', 'Clean workbook')
    expect(answer.status).toBe(201)
    expect(answer.body.message).toMatch(/120 lines from 120 organisations/)
  })
})
