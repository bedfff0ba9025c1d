import { describe, expect, it } from 'vitest'

import { safeCell } from './spreadsheet'

/**
 * Issue 26, finding 7f: the CSV export's formula guard (OWASP CSV injection). Every value a spreadsheet could start a
 * formula from is written as text behind an apostrophe; everything else goes out unchanged.
 */
const STARTS = ['=', '+', '-', '@', '\t', '\r', '\n', '|', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']
const LEADS = ['', ' ', '   ', '\u00a0', '\u3000', '\u200b', '\ufeff', ' \t', '\u2003']

describe('safeCell', () => {
  it.each(
    STARTS.flatMap((start) =>
      LEADS.map((lead) => [JSON.stringify(lead), JSON.stringify(start), `${lead}${start}HYPERLINK("https://evil.example","x")`]),
    ),
  )('writes a cell starting with %s then %s as text', (_lead, _start, value) => {
    expect(safeCell(value)).toBe(`'${value}`)
  })

  it('writes the variants the probe found as text', () => {
    for (const value of [' =1+1', '＝1+1', '  @SUM(A1:A2)', '\u00a0+cmd|" /C calc"!A0', '－2+3', '\t=1']) {
      expect(String(safeCell(value)).startsWith("'"), JSON.stringify(value)).toBe(true)
    }
  })

  it('leaves ordinary values as they are', () => {
    for (const value of ['Sara Al-Harbi', 'Riyadh', 'engineer = builder', 'a+b', 'نورة', '', ' Jeddah', 'x@example.com', '2026-11-26']) {
      expect(safeCell(value), JSON.stringify(value)).toBe(value)
    }
    expect(safeCell(-5)).toBe(-5)
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
  })
})
