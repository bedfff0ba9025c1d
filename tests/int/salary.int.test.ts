import { beforeAll, describe, expect, it, vi } from 'vitest'

import { COLUMNS } from '@/features/salary/constants'
import { loadBenchmarks } from '@/features/salary/queries'
import { SAFETY } from '@/features/salary/rules'
import { TEMPLATE_EXAMPLES } from '@/features/salary/template'

import { graphql, rest, restRaw } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { staffMember, type Auth } from './helpers/recruiting'

/**
 * The salary survey (issue 33) through the running handlers: the import (whole or not at all, every problem named
 * in the admin's language), who may import and read rounds, and that organisations never reach anyone else.
 */
let n = 0
const address = () => `10.93.${Math.floor(++n / 250)}.${n % 250}`

function importFile(auth: Auth, name: string, body: string, fileName = 'round.csv', extra: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new Blob([body], { type: 'text/csv' }), fileName)
  form.append('_payload', JSON.stringify({ name }))
  return restRaw('POST', '/salary/import', { body: form, headers: { ...auth, 'x-forwarded-for': address(), ...extra } })
}

const csv = (rows: string[][]) => [COLUMNS.join(','), ...rows.map((r) => r.map((c) => `"${c}"`).join(','))].join('\n')
const ORGS = ['Alpha Secret Co', 'Beta Secret Co', 'Gamma Secret Co', 'Delta Secret Co', 'Epsilon Secret Co', 'Zeta Secret Co']
const goodRows = ORGS.map((organisation, i) => {
  const row = [...TEMPLATE_EXAMPLES[0]!]
  row[0] = organisation
  row[COLUMNS.indexOf('basic')] = String(11_000 + i * 250)
  row[COLUMNS.indexOf('headcount')] = '2'
  row[COLUMNS.indexOf('job_family')] = 'human-resources'
  row[COLUMNS.indexOf('effective_date')] = '2025-10-01'
  return row
})

describe('salary survey import and privacy (issue 33)', () => {
  let recruiter: Auth
  let editor: Auth
  let admin: Auth
  beforeAll(async () => {
    await getTestPayload()
    recruiter = (await staffMember(`salary-recruiter-${Date.now()}@example.com`, ['recruiter'])).auth
    editor = (await staffMember(`salary-editor-${Date.now()}@example.com`, ['editor'])).auth
    admin = (await staffMember(`salary-admin-${Date.now()}@example.com`, ['admin'])).auth
  })

  const rounds = async () => (await getTestPayload()).count({ collection: 'salary-rounds', overrideAccess: true }).then((r) => r.totalDocs)

  it('imports a good file whole, as a draft, and no API answer carries its lines', async () => {
    const before = await rounds()
    const response = await importFile(recruiter, 'HR round', csv(goodRows))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; message: string }
    expect(body.message).toMatch(/6 lines from 6 organisations/)
    expect(await rounds()).toBe(before + 1)
    const doc = await rest('GET', `/salary-rounds/${body.id}`, { headers: recruiter })
    const json = await doc.text()
    expect(doc.status).toBe(200)
    expect(JSON.parse(json)).toMatchObject({ status: 'draft', lineCount: 6, organisationCount: 6 })
    expect(json).not.toContain('Secret Co')
    const gql = await graphql<{ SalaryRound: Record<string, unknown> }>(`{ SalaryRound(id: ${body.id}) { name lineCount } }`, {
      headers: recruiter,
    })
    expect(gql.data?.SalaryRound).toEqual({ name: 'HR round', lineCount: 6 })
    const asksForLines = await graphql(`{ SalaryRound(id: ${body.id}) { lines } }`, { headers: recruiter })
    // The lines are a hidden field: GraphQL answers null, even to staff.
    expect(JSON.stringify(asksForLines)).not.toContain('Secret Co')
    expect(asksForLines.data).toEqual({ SalaryRound: { lines: null } })
  })

  it('imports nothing from a file with a bad row, and names every problem by row and column, in Arabic for an Arabic admin', async () => {
    const before = await rounds()
    const bad = [
      ...goodRows,
      goodRows[0]!.map((c, i) => (i === COLUMNS.indexOf('currency') ? 'USD' : i === COLUMNS.indexOf('level') ? 'Wizard' : c)),
    ]
    const response = await importFile(recruiter, 'Bad round', csv(bad), 'round.csv', { 'accept-language': 'ar' })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; problems: { row: number; column: string; where: string; message: string }[] }
    expect(body.problems.map((p) => [p.row, p.column])).toEqual([
      [8, 'level'],
      [8, 'currency'],
    ])
    expect(body.message).toMatch(/لم يُستورد شيء/)
    expect(body.problems[0]!.where).toBe('الصف 8، العمود level')
    expect(await rounds()).toBe(before)
  })

  it("takes a line dated the agency's today in the hours when UTC is still on the day before, and refuses tomorrow's", async () => {
    // 22:30 UTC on 26 November is 01:30 on the 27th in Riyadh: a line dated the 27th is dated today, not in the future.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-26T22:30:00.000Z'))
    try {
      const late = (await staffMember(`salary-late-${Date.now()}@example.com`, ['recruiter'])).auth
      const dated = (day: string) => goodRows.map((row) => row.map((c, i) => (i === COLUMNS.indexOf('effective_date') ? day : c)))
      expect((await importFile(late, 'Late round', csv(dated('2026-11-27')))).status).toBe(201)
      const tomorrow = await importFile(late, 'Early round', csv(dated('2026-11-28')))
      expect(tomorrow.status).toBe(422)
      expect(await tomorrow.text()).toContain('effective_date')
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a file that is not a spreadsheet, and anyone but admins and recruiters', async () => {
    const pdf = await importFile(recruiter, 'PDF', '%PDF-1.7\u0000\u0000', 'cv.csv')
    expect(pdf.status).toBe(422)
    for (const auth of [editor, {}]) {
      expect((await importFile(auth, 'Nope', csv(goodRows))).status).toBe(401)
      expect((await rest('GET', '/salary/template?format=csv', { headers: auth })).status).toBe(401)
      expect((await rest('GET', '/salary-rounds', { headers: auth })).status).toBe(403)
    }
    const guestGql = await graphql<{ SalaryRounds: unknown }>(`
      {
        SalaryRounds {
          docs {
            id
            name
          }
        }
      }
    `)
    expect(guestGql.data?.SalaryRounds ?? null).toBeNull()
    expect(JSON.stringify(guestGql)).not.toContain('(demo)')
    const template = await rest('GET', '/salary/template?format=xlsx', { headers: admin })
    expect(template.status).toBe(200)
    expect(template.headers.get('content-type')).toContain('spreadsheetml')
  })

  it('publishes only safe cells from published rounds, and never an organisation', async () => {
    const response = await importFile(admin, 'HR round 2', csv(goodRows))
    const { id } = (await response.json()) as { id: number }
    // A draft feeds nothing.
    expect((await loadBenchmarks()).cells.some((c) => c.family === 'human-resources')).toBe(false)
    expect((await rest('PATCH', `/salary-rounds/${id}`, { body: { status: 'published' }, headers: recruiter })).status).toBe(200)
    const benchmarks = await loadBenchmarks()
    const hr = benchmarks.cells.filter((c) => c.family === 'human-resources' && c.country === 'sa')
    expect(hr.length).toBeGreaterThan(0)
    for (const cell of benchmarks.cells) expect(cell.organisations).toBeGreaterThanOrEqual(SAFETY.minOrganisations)
    const text = JSON.stringify(benchmarks)
    for (const org of ORGS) expect(text).not.toContain(org)
    expect(text).not.toContain('(demo)')
    // Recruiters cannot rewrite what the import counted; admins delete.
    await rest('PATCH', `/salary-rounds/${id}`, { body: { lineCount: 1 }, headers: recruiter })
    expect((await (await rest('GET', `/salary-rounds/${id}`, { headers: recruiter })).json()).lineCount).toBe(6)
    expect((await rest('DELETE', `/salary-rounds/${id}`, { headers: recruiter })).status).toBe(403)
    expect((await rest('DELETE', `/salary-rounds/${id}`, { headers: admin })).status).toBe(200)
  })

  it('holds the seeded demo round: some cells published, some withheld', async () => {
    const { cells } = await loadBenchmarks()
    expect(cells.some((c) => c.family === 'finance' && c.country === 'sa' && c.city === 'riyadh')).toBe(true)
    expect(cells.some((c) => c.family === 'finance' && c.country === 'sa' && c.city === 'dammam')).toBe(false)
    expect(cells.some((c) => c.country === 'qa')).toBe(false)
  })
})
