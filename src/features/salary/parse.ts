import { parse as parseCsv } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { readEntry, zipEntries } from '@/features/cv/zip'

import { COLUMNS, IMPORT_LIMITS } from './constants'

/**
 * A survey file as rows of text cells (issue 33): CSV (UTF-8, with or without a byte-order mark, comma or
 * semicolon) or XLSX (its first sheet). The file comes from staff but is read as hostile: bounded in bytes, in
 * bytes once unpacked (every entry of an XLSX is inflated under a cap before exceljs sees it), in rows, and in time
 * (the rows are read in slices that give the event loop back, and reading stops at `parseMs`).
 */
/** `row`: the row's number in the file as a spreadsheet shows it (the header is row 1). */
export type Sheet = { header: string[]; rows: { row: number; cells: string[] }[] }

export type ParseFailure = 'tooLarge' | 'tooManyRows' | 'unreadable' | 'tooSlow' | 'empty' | 'format'

export class ParseError extends Error {
  constructor(readonly reason: ParseFailure) {
    super(reason)
  }
}

const isZip = (data: Uint8Array) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04

export async function readSheet(data: Uint8Array, filename: string): Promise<Sheet> {
  if (data.length > IMPORT_LIMITS.bytes) throw new ParseError('tooLarge')
  const rows = isZip(data) ? await readXlsx(data) : /\.xlsx$/i.test(filename) ? fail('unreadable') : readCsv(data)
  const nonEmpty = rows.map((cells, index) => ({ row: index + 1, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  if (nonEmpty.length === 0) throw new ParseError('empty')
  const [header, ...body] = nonEmpty
  if (body.length > IMPORT_LIMITS.rows) throw new ParseError('tooManyRows')
  return { header: header!.cells.map((h) => h.trim().toLowerCase()), rows: body }
}

function fail(reason: ParseFailure): never {
  throw new ParseError(reason)
}

function readCsv(data: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data)
  if (text.includes('\u0000')) fail('format')
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0)
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  try {
    return parseCsv(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      max_record_size: 64 * 1024,
      to: IMPORT_LIMITS.rows + 2,
    }) as string[][]
  } catch {
    fail('unreadable')
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
  const workbook = new ExcelJS.Workbook()
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

/** A cell as the text a person would have typed: dates as YYYY-MM-DD, numbers as written, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000)
  if (typeof value === 'string' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('richText' in value) return value.richText.map((t) => t.text).join('')
    if ('text' in value) return String(value.text)
  }
  return ''
}
