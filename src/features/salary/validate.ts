import {
  COLUMNS,
  COUNTRIES,
  CURRENCIES,
  IMPORT_LIMITS,
  JOB_FAMILIES,
  LEVELS,
  type Column,
  type Country,
  type Currency,
  type JobFamily,
  type Level,
} from './constants'
import { parseAmount } from './money'
import type { Sheet } from './parse'
import type { SurveyLine } from './benchmarks'

/**
 * Every row of a survey file checked against the template (issue 33). The result is either the lines, or every
 * problem found, each naming its row (as the spreadsheet numbers it) and column, so staff can fix the file in one
 * pass. A file with any problem imports nothing.
 */
export type ProblemCode =
  | 'missingColumn'
  | 'unknownColumn'
  | 'required'
  | 'tooLong'
  | 'family'
  | 'level'
  | 'country'
  | 'city'
  | 'amount'
  | 'amountTooLarge'
  | 'basicZero'
  | 'currency'
  | 'currencyCountry'
  | 'headcount'
  | 'date'
  | 'futureDate'
  | 'arabicTitle'
  | 'formula'

export type Problem = { row: number; column: Column | string; code: ProblemCode; value?: string }

/** A line as stored: the survey line and its titles, which the public never sees either. */
export type StoredLine = SurveyLine & { industry: string; titleEn: string; titleAr: string; currency: Currency }

export type Checked = { ok: true; lines: StoredLine[] } | { ok: false; problems: Problem[]; total: number }

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

function lookup<K extends string>(table: Record<K, { en: string; ar: string }>, text: string): K | null {
  const wanted = norm(text)
  for (const [key, names] of Object.entries(table) as [K, { en: string; ar: string }][]) {
    if (wanted === key || wanted === norm(names.en) || wanted === norm(names.ar)) return key
  }
  return null
}

function cityOf(country: Country, text: string): string | null {
  const wanted = norm(text)
  for (const [key, [en, ar]] of Object.entries(COUNTRIES[country].cities) as [string, readonly [string, string]][]) {
    if (wanted === key || wanted === norm(en) || wanted === norm(ar)) return key
  }
  return null
}

const ARABIC = /[\u0600-\u06ff]/
/**
 * A formula, or text a spreadsheet would run as one when the data is exported again (CSV injection): `=` or `@`
 * first, or `+`/`-` unless a number follows and nothing else. An XLSX formula cell reads as `=` and its formula (parse.ts).
 */
const isFormula = (text: string) => /^[=@]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\s\d.,\u0660-\u066c]*$/.test(text))
const MAX_TEXT = 200

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text
}

export function checkSheet(sheet: Sheet, today: string): Checked {
  const problems: Problem[] = []
  const index = new Map<string, number>()
  sheet.header.forEach((name, i) => {
    if (!name) return
    if ((COLUMNS as readonly string[]).includes(name)) index.set(name, i)
    else problems.push({ row: 1, column: name, code: 'unknownColumn' })
  })
  for (const column of COLUMNS) if (!index.has(column)) problems.push({ row: 1, column, code: 'missingColumn' })
  if (problems.length) return { ok: false, problems, total: problems.length }

  const lines: StoredLine[] = []
  let total = 0
  const note = (problem: Problem) => {
    total++
    if (problems.length < IMPORT_LIMITS.reportedErrors) problems.push(problem)
  }
  for (const { row, cells } of sheet.rows) {
    const before = total
    const get = (column: Column) => (cells[index.get(column)!] ?? '').trim()
    // A row with a formula is refused cell by cell, and its other values are not read.
    for (const column of COLUMNS) if (isFormula(get(column))) note({ row, column, code: 'formula', value: get(column).slice(0, 40) })
    if (total > before) continue
    const text = (column: Column, required: boolean) => {
      const value = get(column)
      if (required && !value) note({ row, column, code: 'required' })
      else if (value.length > MAX_TEXT) note({ row, column, code: 'tooLong' })
      return value
    }
    const organisation = text('organisation', true)
    const industry = text('industry', true)
    const titleEn = text('job_title_en', true)
    const titleAr = text('job_title_ar', true)
    if (titleAr && titleAr.length <= MAX_TEXT && !ARABIC.test(titleAr))
      note({ row, column: 'job_title_ar', code: 'arabicTitle', value: titleAr })

    const pick = <K extends string>(column: Column, found: K | null, code: ProblemCode): K | null => {
      const value = get(column)
      if (!value) note({ row, column, code: 'required' })
      else if (!found) note({ row, column, code, value: value.slice(0, 60) })
      return found
    }
    const family = pick<JobFamily>('job_family', lookup(JOB_FAMILIES, get('job_family')), 'family')
    const level = pick<Level>('level', lookup(LEVELS, get('level')), 'level')
    const country = pick<Country>('country', lookup(COUNTRIES, get('country')), 'country')
    let city = ''
    if (country && get('city')) {
      const found = cityOf(country, get('city'))
      if (found) city = found
      else note({ row, column: 'city', code: 'city', value: get('city').slice(0, 60) })
    }

    const currencyText = get('currency').toUpperCase()
    let currency: Currency | null = null
    if (!currencyText) note({ row, column: 'currency', code: 'required' })
    else if (!(currencyText in CURRENCIES)) note({ row, column: 'currency', code: 'currency', value: currencyText.slice(0, 10) })
    else {
      currency = currencyText as Currency
      if (country && COUNTRIES[country].currency !== currency)
        note({ row, column: 'currency', code: 'currencyCountry', value: currencyText })
    }

    const amount = (column: Column) => {
      if (!currency) return 0
      const value = get(column)
      const minor = parseAmount(value, currency)
      if (minor === null) note({ row, column, code: 'amount', value: value.slice(0, 30) })
      else if (minor > IMPORT_LIMITS.amount * 10 ** CURRENCIES[currency])
        note({ row, column, code: 'amountTooLarge', value: value.slice(0, 30) })
      return minor ?? 0
    }
    const basic = amount('basic')
    if (currency && basic === 0 && parseAmount(get('basic'), currency) === 0) note({ row, column: 'basic', code: 'basicZero' })
    const housing = amount('housing')
    const transport = amount('transport')
    const other = amount('other_allowances')
    const bonus = amount('annual_bonus')

    const headcountText = get('headcount') || '1'
    const headcount = /^\d{1,6}$/.test(headcountText) ? Number(headcountText) : NaN
    if (!(headcount >= 1 && headcount <= IMPORT_LIMITS.headcount))
      note({ row, column: 'headcount', code: 'headcount', value: headcountText.slice(0, 20) })

    const effectiveDate = get('effective_date')
    if (!effectiveDate) note({ row, column: 'effective_date', code: 'required' })
    else if (!isDate(effectiveDate)) note({ row, column: 'effective_date', code: 'date', value: effectiveDate.slice(0, 30) })
    else if (effectiveDate > today) note({ row, column: 'effective_date', code: 'futureDate', value: effectiveDate })

    if (total === before && family && level && country && currency) {
      lines.push({
        organisation,
        industry,
        titleEn,
        titleAr,
        family,
        level,
        country,
        city,
        basic,
        housing,
        transport,
        other,
        bonus,
        currency,
        headcount,
        effectiveDate,
      })
    }
  }
  if (sheet.rows.length === 0) note({ row: 2, column: 'organisation', code: 'required' })
  return total ? { ok: false, problems, total } : { ok: true, lines }
}

type CheckedLine = Extract<ReturnType<typeof checkSheet>, { ok: true }>['lines'][number]

/** A round's lines with the figures the admin's list shows about them: how many lines, organisations, employees, which dates. */
export function roundData(lines: CheckedLine[]) {
  const dates = lines.map((l) => l.effectiveDate).sort()
  return {
    lines,
    lineCount: lines.length,
    organisationCount: new Set(lines.map((l) => l.organisation)).size,
    employeeCount: lines.reduce((sum, l) => sum + l.headcount, 0),
    earliestDate: dates[0],
    latestDate: dates[dates.length - 1],
  }
}
