import { stringify } from 'csv-stringify/sync'
import type { Payload, PayloadRequest } from 'payload'

import { safeCell } from '@/lib/spreadsheet'
import type { Locale } from '@/i18n/locales'
import { recordAudit } from '@/lib/audit'
import { agencyDay } from '@/lib/dates'
import { idOf } from '@/lib/ids'

import { SERVICE_LINE_LABELS } from './labels'
import { type Currency, isCurrency, minorUnits, toDecimalString } from './money'
import { periodPlacements, periodRange, type Period, type Placement } from './numbers'
import type { Range } from './reports'
import { percentText } from './percent'

/**
 * Invoice lines for an accountant to import (issue 31): one line per placement that earns a fee in the period (by
 * start date), with the client, a reference, the net, VAT and gross in the currency's own decimals, and the invoice
 * and due dates. Not an invoice: Saudi ZATCA e-invoicing (FATOORA) is out of scope. Read with the viewer's access.
 */
const HEADERS = {
  en: ['Reference', 'Client', 'Candidate', 'Service', 'Invoice date', 'Due date', 'Currency', 'Net', 'VAT rate (%)', 'VAT', 'Gross'],
  ar: [
    'المرجع',
    'العميل',
    'المرشح',
    'الخدمة',
    'تاريخ الفاتورة',
    'تاريخ الاستحقاق',
    'العملة',
    'الصافي',
    'نسبة الضريبة (%)',
    'ضريبة القيمة المضافة',
    'الإجمالي',
  ],
}

/** Net, VAT and gross: the 8th, 10th and 11th columns. */
const AMOUNT_COLUMNS = [7, 9, 10]

export const placementReference = (id: number) => `PL-${String(id).padStart(5, '0')}`

type Line = { values: (string | number)[]; currency: Currency | null; amounts: number[] }

/** A period of the view's links, or a range of days typed in its form. */
type When = Period | Range
const rangeOf = (when: When, now: Date): Range => (typeof when === 'string' ? periodRange(when, agencyDay(now)) : when)

async function lines(req: Pick<PayloadRequest, 'user'> & { payload: Payload }, when: When, locale: Locale, now: Date): Promise<Line[]> {
  const rows: Placement[] = await periodPlacements(req, rangeOf(when, now))
  const clientIds = [...new Set(rows.map((row) => (row.client ? idOf(row.client) : 0)).filter(Boolean))]
  const clients = clientIds.length
    ? await req.payload.find({
        collection: 'clients',
        where: { id: { in: clientIds } },
        select: { name: true },
        locale,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
    : { docs: [] }
  const name = new Map(clients.docs.map((doc) => [doc.id, String((doc as { name?: string }).name ?? '')]))
  return rows.flatMap((row) => {
    const currency = isCurrency(row.currency) ? row.currency : null
    const amount = (minor: number | null | undefined, sign = '') => (currency ? `${sign}${toDecimalString(minor ?? 0, currency)}` : '')
    const vatRate = (row as { vatBasisPoints?: number | null }).vatBasisPoints ?? 0
    const clientName = row.client ? (name.get(idOf(row.client)) ?? '') : ''
    const service = SERVICE_LINE_LABELS[row.serviceLine as keyof typeof SERVICE_LINE_LABELS]?.[locale] ?? row.serviceLine
    const invoice: Line = {
      currency,
      amounts: [row.netMinor ?? 0, row.vatMinor ?? 0, row.grossMinor ?? 0],
      values: [
        placementReference(row.id),
        clientName,
        row.candidateName,
        service,
        row.invoiceDate ? agencyDay(row.invoiceDate) : '',
        row.dueDate ? agencyDay(row.dueDate) : '',
        row.currency ?? '',
        amount(row.netMinor),
        percentText(vatRate),
        amount(row.vatMinor),
        amount(row.grossMinor),
      ],
    }
    // An early exit credited rather than replaced (money.ts rule 6): a credit line, negative, dated on the leaving day.
    const credit = row as {
      creditNetMinor?: number | null
      creditVatMinor?: number | null
      creditGrossMinor?: number | null
      exitDate?: string | null
    }
    if (!credit.creditNetMinor && !credit.creditGrossMinor) return [invoice]
    const exit = credit.exitDate ? agencyDay(credit.exitDate) : ''
    return [
      invoice,
      {
        currency,
        amounts: [-(credit.creditNetMinor ?? 0), -(credit.creditVatMinor ?? 0), -(credit.creditGrossMinor ?? 0)],
        values: [
          `${placementReference(row.id)}-CR`,
          clientName,
          row.candidateName,
          service,
          exit,
          exit,
          row.currency ?? '',
          amount(credit.creditNetMinor, '-'),
          percentText(vatRate),
          amount(credit.creditVatMinor, '-'),
          amount(credit.creditGrossMinor, '-'),
        ],
      },
    ]
  })
}

async function audit(req: PayloadRequest, period: When, format: string, rows: number) {
  await recordAudit(req.payload, {
    actor: req.user ? { id: req.user.id, email: req.user.email, collection: req.user.collection } : null,
    action: 'placements.exported',
    details: { rows, period, format },
    req,
  })
}

/** CSV with the amounts as exact decimal text, every text cell through the formula guard. */
export async function invoiceLinesCsv(req: PayloadRequest, period: When, locale: Locale, now = new Date()) {
  const found = await lines(req, period, locale, now)
  await audit(req, period, 'csv', found.length)
  // Amounts are ours, written from integers ("-1234.50" on a credit line): exact numbers, not formulas. Every other cell
  // goes through the guard.
  const cell = (value: string | number, index: number) =>
    AMOUNT_COLUMNS.includes(index) && /^-?\d+(\.\d+)?$/.test(String(value)) ? value : safeCell(value)
  return stringify([HEADERS[locale], ...found.map((line) => line.values.map(cell))], { bom: true, record_delimiter: 'windows' })
}

/** The same lines as an Excel workbook: amounts as numbers formatted with the currency's decimals, texts guarded. */
export async function invoiceLinesXlsx(req: PayloadRequest, period: When, locale: Locale, now = new Date()): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const found = await lines(req, period, locale, now)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(locale === 'ar' ? 'بنود الفواتير' : 'Invoice lines', { views: [{ rightToLeft: locale === 'ar' }] })
  sheet.addRow(HEADERS[locale]).font = { bold: true }
  for (const line of found) {
    const row = sheet.addRow(
      line.values.map((value, index) =>
        // Net, VAT and gross (columns 8, 10, 11) as numbers an accountant can add up; the decimal text is exact.
        AMOUNT_COLUMNS.includes(index) && line.currency ? Number(value) : safeCell(value),
      ),
    )
    if (line.currency) {
      const format = `#,##0.${'0'.repeat(minorUnits(line.currency))}`
      for (const column of [8, 10, 11]) row.getCell(column).numFmt = format
    }
  }
  sheet.columns.forEach((column) => (column.width = 16))
  await audit(req, period, 'xlsx', found.length)
  return Uint8Array.from(new Uint8Array(await book.xlsx.writeBuffer())).buffer
}
