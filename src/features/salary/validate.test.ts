import ExcelJS from 'exceljs'
import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'

import { COLUMNS } from './constants'
import { ParseError, readSheet } from './parse'
import { templateCsv, templateXlsx, TEMPLATE_EXAMPLES } from './template'
import { checkSheet, type ProblemCode } from './validate'

const TODAY = '2026-11-26'
const good = TEMPLATE_EXAMPLES[0]!
const at = (column: (typeof COLUMNS)[number]) => COLUMNS.indexOf(column)
const withCell = (column: (typeof COLUMNS)[number], value: string) => good.map((cell, i) => (i === at(column) ? value : cell))
const csv = (rows: string[][]) =>
  new TextEncoder().encode([COLUMNS.join(','), ...rows.map((r) => r.map((c) => `"${c}"`).join(','))].join('\n'))

describe('survey import checks (issue 33)', () => {
  it('reads the template in both formats as valid lines', async () => {
    for (const [data, name] of [
      [new TextEncoder().encode(templateCsv()), 'template.csv'],
      [new Uint8Array(await templateXlsx()), 'template.xlsx'],
    ] as const) {
      const checked = checkSheet(await readSheet(data, name), TODAY)
      expect(checked.ok).toBe(true)
      if (checked.ok) {
        expect(checked.lines).toHaveLength(2)
        expect(checked.lines[1]).toMatchObject({
          family: 'sales',
          level: 'entry',
          country: 'ae',
          city: 'dubai',
          basic: 700_050,
          currency: 'AED',
          headcount: 5,
        })
      }
    }
  })

  it('reports every kind of bad row, naming its row and column, and keeps no line', async () => {
    const cases: [(typeof COLUMNS)[number], string, ProblemCode][] = [
      ['organisation', '', 'required'],
      ['job_family', 'Astronaut', 'family'],
      ['level', 'Wizard', 'level'],
      ['country', 'France', 'country'],
      ['city', 'Paris', 'city'],
      ['basic', '12,5x0', 'amount'],
      ['basic', '0', 'basicZero'],
      ['housing', '99999999999', 'amountTooLarge'],
      ['currency', 'USD', 'currency'],
      ['currency', 'AED', 'currencyCountry'],
      ['headcount', '0', 'headcount'],
      ['headcount', '2.5', 'headcount'],
      ['effective_date', '31/01/2026', 'date'],
      ['effective_date', '2026-02-30', 'date'],
      ['effective_date', '2027-01-01', 'futureDate'],
      ['job_title_ar', 'Senior Accountant', 'arabicTitle'],
      ['industry', 'x'.repeat(201), 'tooLong'],
      ['job_title_en', '=1+1', 'formula'],
      ['organisation', '@SUM(A1)', 'formula'],
      ['industry', '+cmd|calc', 'formula'],
      ['industry', '-2+3+cmd|calc', 'formula'],
    ]
    const rows = [good, ...cases.map(([column, value]) => withCell(column, value))]
    const checked = checkSheet(await readSheet(csv(rows), 'round.csv'), TODAY)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.total).toBe(cases.length)
    cases.forEach(([column, , code], i) => expect(checked.problems[i]).toMatchObject({ row: i + 3, column, code }))
  })

  it('names a missing or unknown column in the header', async () => {
    const header: string[] = [...COLUMNS.filter((c) => c !== 'headcount'), 'salary']
    const data = new TextEncoder().encode(`${header.join(',')}\n${good.join(',')}\n`)
    const checked = checkSheet(await readSheet(data, 'round.csv'), TODAY)
    expect(checked.ok ? [] : checked.problems).toEqual([
      { row: 1, column: 'salary', code: 'unknownColumn' },
      { row: 1, column: 'headcount', code: 'missingColumn' },
    ])
  })

  it('accepts Arabic names, a semicolon file and a byte-order mark', async () => {
    const row = withCell('job_family', 'المالية والمحاسبة').map((c, i) => (i === at('country') ? 'السعودية' : i === at('city') ? 'جدة' : c))
    const data = new TextEncoder().encode(`\ufeff${COLUMNS.join(';')}\n${row.join(';')}\n`)
    const checked = checkSheet(await readSheet(data, 'round.csv'), TODAY)
    expect(checked.ok && checked.lines[0]).toMatchObject({ family: 'finance', country: 'sa', city: 'jeddah' })
  })

  it('refuses hostile files: too large, too many rows, a zip bomb, not a spreadsheet', async () => {
    const reason = async (data: Uint8Array, name: string) => {
      try {
        await readSheet(data, name)
        return 'read'
      } catch (error) {
        return error instanceof ParseError ? error.reason : String(error)
      }
    }
    expect(await reason(new Uint8Array(9 * 1024 * 1024), 'big.csv')).toBe('tooLarge')
    const many = `${COLUMNS.join(',')}\n${`${good.join(',')}\n`.repeat(60_001)}`
    expect(await reason(new TextEncoder().encode(many), 'many.csv')).toBe('tooManyRows')
    // 100 MB of zeros in about 100 kilobytes, named as a worksheet.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(100 * 1024 * 1024) }, { level: 1 })
    expect(await reason(bomb, 'bomb.xlsx')).toBe('tooLarge')
    expect(await reason(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')).toBe('unreadable')
    expect(await reason(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 0, 0]), 'cv.pdf')).toBe('format')
    expect(await reason(new Uint8Array([]), 'empty.csv')).toBe('empty')
    expect(await reason(csv([good.map((c, i) => (i === 1 ? 'x'.repeat(70_000) : c))]), 'long.csv')).toBe('lineTooLong')
  }, 30_000)

  it('takes signed numbers as numbers (not amounts), not as formulas', async () => {
    const checked = checkSheet(await readSheet(csv([withCell('other_allowances', '+250'), withCell('basic', '-5')]), 'signed.csv'), TODAY)
    expect(checked.ok ? [] : checked.problems.map((p) => [p.row, p.code])).toEqual([
      [2, 'amount'],
      [3, 'amount'],
    ])
  })

  it('reads dates and numbers typed into an XLSX as people wrote them', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('s')
    sheet.addRow([...COLUMNS])
    const row = [...good] as (string | number | Date)[]
    row[at('basic')] = 12000.5
    row[at('effective_date')] = new Date('2026-01-01T00:00:00Z')
    row[at('headcount')] = 3
    sheet.addRow(row)
    const checked = checkSheet(await readSheet(new Uint8Array(await workbook.xlsx.writeBuffer()), 'typed.xlsx'), TODAY)
    expect(checked.ok && checked.lines[0]).toMatchObject({ basic: 1_200_050, effectiveDate: '2026-01-01', headcount: 3 })
  })
})
