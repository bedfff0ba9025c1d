import { stringify } from 'csv-stringify/sync'
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

/**
 * The applications list as the recruiter filtered it, as CSV: UTF-8 with a byte-order mark (so Excel reads Arabic),
 * headers and statuses in the admin's language, at most EXPORT_MAX_ROWS rows (a longer list is refused, never cut
 * short), read with the recruiter's own access, and an audit entry for each export.
 */
export async function exportApplications(req: PayloadRequest, locale: Locale): Promise<{ csv: string; rows: number }> {
  const where = listWhere(req.query ?? {})
  const sort = typeof req.query?.sort === 'string' ? req.query.sort : '-createdAt'
  const found = await req.payload.find({
    collection: 'applications',
    where,
    sort,
    limit: EXPORT_MAX_ROWS,
    depth: 1,
    populate: { jobs: { title: true, referenceCode: true } },
    select: {
      fullName: true,
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
  const rows = found.docs.map((doc) => {
    const job = typeof doc.job === 'object' ? doc.job : null
    return [
      doc.id,
      doc.fullName,
      job?.title ?? idOf(doc.job),
      job?.referenceCode ?? '',
      statusLabel(locale, doc.status),
      doc.city,
      doc.state,
      doc.phoneNumber,
      doc.experienceYears ?? '',
      doc.rating ?? '',
      (doc.tags ?? []).join(', '),
      date.format(new Date(doc.createdAt)),
      doc.locale === 'ar' ? 'العربية' : 'English',
    ].map(safeCell)
  })
  const csv = stringify([HEADERS[locale], ...rows], { bom: true, record_delimiter: 'windows' })
  await recordAudit(req.payload, {
    actor: req.user ? { id: req.user.id, email: req.user.email, collection: req.user.collection } : null,
    action: 'applications.exported',
    details: { rows: rows.length, where, sort },
    req,
  })
  return { csv, rows: rows.length }
}
