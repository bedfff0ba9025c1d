import type { Endpoint, PayloadRequest } from 'payload'

import { isPlacementsViewer } from '@/access/placements'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { agencyDay } from '@/lib/dates'

import { invoiceLinesCsv, invoiceLinesXlsx } from './export'
import { isPeriod, loadNumbers, type Period } from './numbers'
import { parseRange, type Range } from './reports'

/**
 * /api/placements/numbers and /api/placements/invoice-lines (the collection's own endpoints, matched before its
 * `/:id`): the agency's numbers as JSON and the invoice lines as CSV or XLSX, for admins and for the
 * recruiters of a split (who get the figures of their own placements: every read uses the viewer's access).
 */
function refuse(req: PayloadRequest, status: 400 | 401) {
  const t = translator(adminLocale(req.i18n), 'Placements')
  return Response.json({ errors: [{ message: t(status === 401 ? 'errors.signIn' : 'errors.invalid') }] }, { status })
}

/** `?from=&to=` (days, either may be empty) when given, else `?period=` (this year by default); null when unreadable. */
const periodOf = (req: PayloadRequest): Period | Range | null => {
  const { from, to, period } = (req.query ?? {}) as Record<string, unknown>
  if (from !== undefined || to !== undefined) return parseRange(from, to)
  const value = period ?? 'year'
  return isPeriod(value) ? value : null
}

/** The numbers view's address for a range typed in its form: the days as typed (at most a day's length each). */
export function rangeAddress(from: unknown, to: unknown): string {
  const day = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 10) : '')
  return `/admin/placements/numbers?${new URLSearchParams({ from: day(from), to: day(to) })}`
}

export const placementsEndpoints: Endpoint[] = [
  {
    // The numbers view's range form posts here (a form never puts its fields in a URL by itself): the answer sends the
    // browser to the view's address for that range, as the period links are addresses. Nothing is read or written;
    // the view checks who may see the figures and says when the range is not one.
    path: '/numbers-range',
    method: 'post',
    handler: async (req) => {
      const body = req.text ? await req.text().catch(() => '') : ''
      const form = new URLSearchParams(body.slice(0, 2000))
      return new Response(null, {
        status: 303,
        headers: { Location: rangeAddress(form.get('from'), form.get('to')), 'Cache-Control': 'no-store' },
      })
    },
  },
  {
    path: '/numbers',
    method: 'get',
    handler: async (req) => {
      if (!isPlacementsViewer(req.user)) return refuse(req, 401)
      const period = periodOf(req)
      if (!period) return refuse(req, 400)
      return Response.json(await loadNumbers(req, { period, now: new Date(), locale: adminLocale(req.i18n) }), {
        headers: { 'Cache-Control': 'no-store' },
      })
    },
  },
  {
    path: '/invoice-lines',
    method: 'get',
    handler: async (req) => {
      if (!isPlacementsViewer(req.user)) return refuse(req, 401)
      const period = periodOf(req)
      const format = req.query?.format ?? 'csv'
      if (!period || (format !== 'csv' && format !== 'xlsx')) return refuse(req, 400)
      const locale = adminLocale(req.i18n)
      const label = typeof period === 'string' ? period : `${period.from ?? 'start'}-to-${period.to ?? 'today'}`
      const name = `invoice-lines-${label}-${agencyDay(new Date())}`
      const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }
      if (format === 'xlsx') {
        return new Response(await invoiceLinesXlsx(req, period, locale), {
          headers: {
            ...headers,
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="${name}.xlsx"`,
          },
        })
      }
      return new Response(await invoiceLinesCsv(req, period, locale), {
        headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}.csv"` },
      })
    },
  },
]
