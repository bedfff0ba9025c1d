import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import type { PayloadRequest, Where } from 'payload'

import { statusLabel } from '@/features/applications/statusLabel'
import { intlLocale } from '@/lib/format'
import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/ids'
import { recordAudit } from '@/lib/audit'

import { EXPORT_MAX_ROWS } from './constants'
import { safeCell } from '@/lib/spreadsheet'

/** The list view's own search box looks in these fields (collections/Applications `listSearchableFields`). */
const SEARCHABLE = ['fullName', 'phoneNumber', 'city'] as const

const HEADERS = {
  en: [
    'Application',
    'Full name',
    'Email',
    'Job',
    'Reference',
    'Status',
    'City',
    'Region',
    'Phone',
    'Years of experience',
    'Rating',
    'Tags',
    'Applied on',
    'Language',
  ],
  ar: [
    'الطلب',
    'الاسم الكامل',
    'البريد الإلكتروني',
    'الوظيفة',
    'الرقم المرجعي',
    'الحالة',
    'المدينة',
    'المنطقة',
    'الهاتف',
    'سنوات الخبرة',
    'التقييم',
    'الوسوم',
    'تاريخ التقديم',
    'اللغة',
  ],
}

export class ExportTooLarge extends Error {
  constructor(public total: number) {
    super(`export of ${total} rows`)
  }
}

/** The list view's filter, as its URL carries it (`where[…]`, `search`), turned into one Where. */
export function listWhere(query: Record<string, unknown>): Where {
  const parts: Where[] = []
  if (query.where && typeof query.where === 'object') parts.push(query.where as Where)
  const search = typeof query.search === 'string' ? query.search.trim() : ''
  if (search) parts.push({ or: SEARCHABLE.map((field) => ({ [field]: { like: search } })) })
  return parts.length ? { and: parts } : {}
}

export type ExportFormat = 'csv' | 'xlsx'

/**
 * The applications list as the recruiter filtered it, as CSV or as an Excel workbook: headers and statuses in the
 * admin's language, the candidate's email beside their phone, at most EXPORT_MAX_ROWS rows (a longer list is refused,
 * never cut short), read with the recruiter's own access, and an audit entry for each export.
 *
 * CSV is UTF-8 with a byte-order mark (so Excel reads Arabic), and a cell a spreadsheet would run as a formula is
 * written behind an apostrophe (lib/spreadsheet.ts), which Excel then shows ("'+966…"). The workbook needs no such
 * guard: its cells are typed (text stays text, a number is a number, the date is a date), so a phone number reads as
 * typed and nothing in a cell is ever run (issue 28, item 15). Arabic sheets read right to left.
 */
export async function exportApplications(
  req: PayloadRequest,
  locale: Locale,
  format: ExportFormat = 'csv',
): Promise<{ body: string | Buffer; rows: number }> {
  const where = listWhere(req.query ?? {})
  const sort = typeof req.query?.sort === 'string' ? req.query.sort : '-createdAt'
  const found = await req.payload.find({
    collection: 'applications',
    where,
    sort,
    limit: EXPORT_MAX_ROWS,
    depth: 1,
    populate: { jobs: { title: true, referenceCode: true }, candidates: { email: true } },
    select: {
      fullName: true,
      candidate: true,
      job: true,
      status: true,
      city: true,
      state: true,
      phoneNumber: true,
      experienceYears: true,
      rating: true,
      tags: true,
      createdAt: true,
      locale: true,
    },
    locale,
    user: req.user,
    overrideAccess: false,
  })
  if (found.totalDocs > EXPORT_MAX_ROWS) throw new ExportTooLarge(found.totalDocs)
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: 'Asia/Riyadh' })
  const table = found.docs.map((doc) => {
    const job = typeof doc.job === 'object' ? doc.job : null
    const candidate = doc.candidate && typeof doc.candidate === 'object' ? doc.candidate : null
    return {
      cells: [
        doc.id,
        doc.fullName,
        candidate?.email ?? '',
        job?.title ?? idOf(doc.job),
        job?.referenceCode ?? '',
        statusLabel(locale, doc.status),
        doc.city,
        doc.state,
        doc.phoneNumber,
        doc.experienceYears ?? '',
        doc.rating ?? '',
        (doc.tags ?? []).join(', '),
      ] as (string | number)[],
      appliedOn: new Date(doc.createdAt),
      language: doc.locale === 'ar' ? 'العربية' : 'English',
    }
  })
  const body =
    format === 'xlsx'
      ? await workbook(locale, table)
      : stringify([HEADERS[locale], ...table.map((row) => [...row.cells, date.format(row.appliedOn), row.language].map(safeCell))], {
          bom: true,
          record_delimiter: 'windows',
        })
  await recordAudit(req.payload, {
    actor: req.user ? { id: req.user.id, email: req.user.email, collection: req.user.collection } : null,
    action: 'applications.exported',
    details: { rows: table.length, where, sort, format },
    req,
  })
  return { body, rows: table.length }
}

async function workbook(locale: Locale, table: { cells: (string | number)[]; appliedOn: Date; language: string }[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(locale === 'ar' ? 'الطلبات' : 'Applications', {
    views: [{ rightToLeft: locale === 'ar', state: 'frozen', ySplit: 1 }],
  })
  sheet.addRow(HEADERS[locale]).font = { bold: true }
  for (const row of table) sheet.addRow([...row.cells, row.appliedOn, row.language])
  const widths = [10, 28, 30, 30, 14, 16, 14, 14, 18, 10, 8, 24, 14, 10]
  sheet.columns.forEach((column, i) => (column.width = widths[i] ?? 14))
  sheet.getColumn(HEADERS[locale].length - 1).numFmt = 'yyyy-mm-dd'
  return Buffer.from(await book.xlsx.writeBuffer())
}
