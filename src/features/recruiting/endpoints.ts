import type { Endpoint, PayloadRequest } from 'payload'

import { adminLocale } from '@/i18n/locales'
import { z } from '@/lib/zod'

import { loadBoard } from './board'
import { loadDashboard } from './dashboard'
import { exportApplications, ExportTooLarge } from './export'
import { moveApplications, moveSchema, previewMove, previewSchema } from './moves'
import { scopeOf } from './scope'
import { candidateQuerySchema, searchCandidates } from './search'
import { recruitingTranslator } from './text'
import { EXPORT_MAX_ROWS } from './constants'

/**
 * The recruiters' workspace over HTTP (/api/recruiting/…), for the admin's board, search, dashboard and export.
 * Each handler reads and writes with the signed-in staff member's own access (access/ownership.ts), so nothing
 * here can show or change more than REST and GraphQL would; bad input gets a localized 400.
 */
function refuse(req: PayloadRequest, status: 400 | 401 | 404 | 413, key: 'invalid' | 'notFound' | 'signIn', message?: string) {
  return Response.json({ errors: [{ message: message ?? recruitingTranslator(adminLocale(req.i18n))(`errors.${key}`) }] }, { status })
}

async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null
  } catch {
    return null
  }
}

/** Staff with recruiting work (admins, recruiters), or a 401 answer. */
async function staffScope(req: PayloadRequest) {
  const scope = await scopeOf(req)
  return scope ? { scope } : { refused: refuse(req, 401, 'signIn') }
}

const positive = z.coerce.number().int().positive()

export const recruitingEndpoints: Endpoint[] = [
  {
    path: '/recruiting/move',
    method: 'post',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      const input = moveSchema.safeParse(await jsonBody(req))
      if (!input.success) return refuse(req, 400, 'invalid')
      return Response.json(await moveApplications(req, input.data))
    },
  },
  {
    path: '/recruiting/preview',
    method: 'post',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      const input = previewSchema.safeParse(await jsonBody(req))
      if (!input.success) return refuse(req, 400, 'invalid')
      return Response.json({ emails: await previewMove(req, input.data) })
    },
  },
  {
    path: '/recruiting/board',
    method: 'get',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      const job = positive.safeParse(req.query?.job)
      if (!job.success) return refuse(req, 400, 'invalid')
      const board = await loadBoard(req.payload, req, job.data, adminLocale(req.i18n))
      return board ? Response.json(board) : refuse(req, 404, 'notFound')
    },
  },
  {
    path: '/recruiting/search',
    method: 'post',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      const query = candidateQuerySchema.safeParse(await jsonBody(req))
      if (!query.success) return refuse(req, 400, 'invalid')
      return Response.json(await searchCandidates(req.payload, staff.scope, query.data, adminLocale(req.i18n)))
    },
  },
  {
    path: '/recruiting/dashboard',
    method: 'get',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      return Response.json(
        await loadDashboard({ payload: req.payload, scope: staff.scope, now: new Date(), locale: adminLocale(req.i18n) }),
      )
    },
  },
  {
    path: '/recruiting/export',
    method: 'get',
    handler: async (req) => {
      const staff = await staffScope(req)
      if (staff.refused) return staff.refused
      const locale = adminLocale(req.i18n)
      try {
        const format = req.query?.format === 'xlsx' ? 'xlsx' : 'csv'
        const { body, rows } = await exportApplications(req, locale, format)
        const day = new Date().toISOString().slice(0, 10)
        return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
          headers: {
            'Content-Type':
              format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="applications-${day}.${format}"`,
            'Cache-Control': 'no-store',
            'X-Export-Rows': String(rows),
          },
        })
      } catch (error) {
        if (error instanceof ExportTooLarge) {
          return refuse(req, 413, 'invalid', recruitingTranslator(locale)('export.tooMany', { count: error.total, max: EXPORT_MAX_ROWS }))
        }
        // An unreadable filter (unknown field, bad operator) is the client's mistake.
        if ((error as { status?: number }).status === 400 || (error as { name?: string }).name === 'QueryError') {
          return refuse(req, 400, 'invalid')
        }
        throw error
      }
    },
  },
]
