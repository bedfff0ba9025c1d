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

export const placementReference = (id: number) => `PL-${String(id).padStart(5, '0')}`

type Line = { values: (string | number)[]; currency: Currency | null; amounts: number[] }

async function lines(req: Pick<PayloadRequest, 'user'> & { payload: Payload }, period: Period, locale: Locale, now: Date): Promise<Line[]> {
  const rows: Placement[] = await periodPlacements(req, periodRange(period, agencyDay(now)))
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
  return rows.map((row) => {
    const currency = isCurrency(row.currency) ? row.currency : null
    const amount = (minor: number | null | undefined) => (currency ? toDecimalString(minor ?? 0, currency) : '')
    const vatRate = (row as { vatBasisPoints?: number | null }).vatBasisPoints ?? 0
    return {
      currency,
      amounts: [row.netMinor ?? 0, row.vatMinor ?? 0, row.grossMinor ?? 0],
      values: [
        placementReference(row.id),
        row.client ? (name.get(idOf(row.client)) ?? '') : '',
        row.candidateName,
        SERVICE_LINE_LABELS[row.serviceLine as keyof typeof SERVICE_LINE_LABELS]?.[locale] ?? row.serviceLine,
        row.invoiceDate ? agencyDay(row.invoiceDate) : '',
        row.dueDate ? agencyDay(row.dueDate) : '',
        row.currency ?? '',
        amount(row.netMinor),
        percentText(vatRate),
        amount(row.vatMinor),
        amount(row.grossMinor),
      ],
    }
  })
}

async function audit(req: PayloadRequest, period: Period, format: string, rows: number) {
  await recordAudit(req.payload, {
    actor: req.user ? { id: req.user.id, email: req.user.email, collection: req.user.collection } : null,
    action: 'placements.exported',
    details: { rows, period, format },
    req,
  })
}

/** CSV with the amounts as exact decimal text, every text cell through the formula guard. */
export async function invoiceLinesCsv(req: PayloadRequest, period: Period, locale: Locale, now = new Date()) {
  const found = await lines(req, period, locale, now)
  await audit(req, period, 'csv', found.length)
  return stringify([HEADERS[locale], ...found.map((line) => line.values.map(safeCell))], { bom: true, record_delimiter: 'windows' })
}

/** The same lines as an Excel workbook: amounts as numbers formatted with the currency's decimals, texts guarded. */
export async function invoiceLinesXlsx(req: PayloadRequest, period: Period, locale: Locale, now = new Date()): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs')
  const found = await lines(req, period, locale, now)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(locale === 'ar' ? 'بنود الفواتير' : 'Invoice lines', { views: [{ rightToLeft: locale === 'ar' }] })
  sheet.addRow(HEADERS[locale]).font = { bold: true }
  for (const line of found) {
    const row = sheet.addRow(
      line.values.map((value, index) =>
        // Net, VAT and gross (columns 8, 10, 11) as numbers an accountant can add up; the decimal text is exact.
        [7, 9, 10].includes(index) && line.currency ? Number(value) : safeCell(value),
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
