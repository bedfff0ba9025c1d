import ExcelJS from 'exceljs'
import { stringify } from 'csv-stringify/sync'

import { COLUMNS } from './constants'

/** Two example lines of the import template (fictional organisation), one in each language's usual spelling. */
export const TEMPLATE_EXAMPLES: string[][] = [
  [
    'Example Trading Co.',
    'Retail',
    'finance',
    'senior',
    'Senior Accountant',
    'محاسب أول',
    'SA',
    'Riyadh',
    '12000',
    '3000',
    '1000',
    '500',
    '24000',
    'SAR',
    '3',
    '2026-01-01',
  ],
  [
    'Example Trading Co.',
    'Retail',
    'sales',
    'entry',
    'Sales Executive',
    'مندوب مبيعات',
    'AE',
    'Dubai',
    '7000.50',
    '2500',
    '800',
    '0',
    '7000',
    'AED',
    '5',
    '2026-01-01',
  ],
]

/** The import template as CSV: the header row and two example lines, UTF-8 with a byte-order mark (Excel reads Arabic). */
export function templateCsv(): string {
  return '\ufeff' + stringify([[...COLUMNS], ...TEMPLATE_EXAMPLES])
}

/** The same as XLSX, with every cell as text so that dates and amounts keep the form the import reads. */
export async function templateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('survey')
  sheet.addRow([...COLUMNS]).font = { bold: true }
  for (const example of TEMPLATE_EXAMPLES) sheet.addRow(example)
  sheet.columns.forEach((column) => {
    column.width = 18
    column.numFmt = '@'
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
