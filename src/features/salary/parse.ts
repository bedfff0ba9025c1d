import type ExcelJS from 'exceljs'

import { readEntry, zipEntries } from '@/features/cv/zip'

import { COLUMNS, IMPORT_LIMITS } from './constants'

/**
 * A survey file as rows of text cells (issue 33): CSV (UTF-8, with or without a byte-order mark, comma or
 * semicolon) or XLSX (its first sheet). The file comes from staff but is read as hostile: bounded in bytes, in
 * bytes once unpacked (every entry of an XLSX is inflated under a cap before exceljs sees it), in rows, in the
 * length of one CSV record, and in time (reading stops at `parseMs`). It runs in the CV reader's worker thread
 * (read.ts, `readSurveyInWorker`), whose time and memory limits bound it again. A formula cell is read as its
 * formula (`=…`), never its cached result, so the checks refuse it (validate.ts).
 */
/** `row`: the row's number in the file as a spreadsheet shows it (the header is row 1). */
export type Sheet = { header: string[]; rows: { row: number; cells: string[] }[] }

export type ParseFailure =
  | 'tooLarge'
  | 'tooManyRows'
  | 'unreadable'
  | 'tooSlow'
  | 'empty'
  | 'format'
  | 'lineTooLong'
  /** The worker reached its memory limit. */
  | 'tooComplex'
  /** Too many files waiting for the reader. */
  | 'busy'

export class ParseError extends Error {
  constructor(readonly reason: ParseFailure) {
    super(reason)
  }
}

const isZip = (data: Uint8Array) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04

export async function readSheet(data: Uint8Array, filename: string): Promise<Sheet> {
  if (data.length > IMPORT_LIMITS.bytes) throw new ParseError('tooLarge')
  const rows = isZip(data) ? await readXlsx(data) : /\.xlsx$/i.test(filename) ? fail('unreadable') : await readCsv(data)
  const nonEmpty = rows.map((cells, index) => ({ row: index + 1, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  if (nonEmpty.length === 0) throw new ParseError('empty')
  const [header, ...body] = nonEmpty
  if (body.length > IMPORT_LIMITS.rows) throw new ParseError('tooManyRows')
  return { header: header!.cells.map((h) => h.trim().toLowerCase()), rows: body }
}

function fail(reason: ParseFailure): never {
  throw new ParseError(reason)
}

/** The longest CSV record read: a survey line is far shorter; a longer one is not a survey. */
export const MAX_CSV_RECORD = 64 * 1024

async function readCsv(data: Uint8Array): Promise<string[][]> {
  const { parse: parseCsv } = await import('csv-parse/sync')
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data)
  if (text.includes('\u0000')) fail('format')
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0)
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  try {
    return parseCsv(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      max_record_size: MAX_CSV_RECORD,
      to: IMPORT_LIMITS.rows + 2,
    }) as string[][]
  } catch (error) {
    fail((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE' ? 'lineTooLong' : 'unreadable')
  }
}

async function readXlsx(data: Uint8Array): Promise<string[][]> {
  // Every entry inflated under one budget: a zip bomb stops here, before exceljs inflates anything.
  const entries = zipEntries(data, 2_000)
  if (entries.length === 0) fail('unreadable')
  let budget: number = IMPORT_LIMITS.unpackedBytes
  for (const entry of entries) {
    const { data: out, truncated } = readEntry(data, entry, budget + 1)
    if (truncated || out.length > budget) fail('tooLarge')
    budget -= out.length
  }
  const { default: Excel } = await import('exceljs')
  const workbook = new Excel.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer)
  } catch {
    fail('unreadable')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) fail('empty')
  if (sheet.rowCount > IMPORT_LIMITS.rows + 1) fail('tooManyRows')
  const started = Date.now()
  const rows: string[][] = []
  const width = COLUMNS.length + 4
  for (let r = 1; r <= sheet.rowCount; r++) {
    if (r % 2_000 === 0) {
      if (Date.now() - started > IMPORT_LIMITS.parseMs) fail('tooSlow')
      await new Promise((resolve) => setImmediate(resolve))
    }
    const row = sheet.getRow(r)
    const cells: string[] = []
    for (let c = 1; c <= Math.min(width, Math.max(row.cellCount, 1)); c++) cells.push(cellText(row.getCell(c).value))
    rows.push(cells)
  }
  return rows
}

/**
 * A cell as the text a person would have typed: dates as YYYY-MM-DD, numbers as written, a formula as `=` and its
 * text (its cached result is whatever the file's author wrote there, and a formula has no place in survey data).
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000)
  if (typeof value === 'string' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    if ('formula' in value && value.formula) return `=${String(value.formula).slice(0, 100)}`
    if ('sharedFormula' in value && value.sharedFormula) return `=${String(value.sharedFormula).slice(0, 100)}`
    if ('result' in value) return '=?'
    if ('richText' in value) return value.richText.map((t) => t.text).join('')
    if ('text' in value) return String(value.text)
  }
  return ''
}
