import type { Endpoint, PayloadRequest } from 'payload'

import { OfferError } from '@/features/placements/offer'
import { adminLocale } from '@/i18n/locales'
import { agencyDay } from '@/lib/dates'
import { z } from '@/lib/zod'

import { loadBoard } from './board'
import { loadDashboard } from './dashboard'
import { exportApplications, ExportTooLarge } from './export'
import { interviewPreviewSchema, moveApplications, moveSchema, previewInterview, previewMove, previewSchema } from './moves'
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

type Scope = NonNullable<Awaited<ReturnType<typeof scopeOf>>>

/** An endpoint for staff with recruiting work (admins, recruiters): anyone else gets a 401 before `handle` runs. */
function staffEndpoint(method: 'get' | 'post', path: string, handle: (req: PayloadRequest, scope: Scope) => Promise<Response>): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      const scope = await scopeOf(req)
      return scope ? handle(req, scope) : refuse(req, 401, 'signIn')
    },
  }
}

/** A staff endpoint whose JSON body must match `schema` (else a 400). */
function staffJsonEndpoint<T>(
  path: string,
  schema: z.ZodType<T>,
  handle: (req: PayloadRequest, scope: Scope, input: T) => Promise<Response>,
): Endpoint {
  return staffEndpoint('post', path, async (req, scope) => {
    const input = schema.safeParse(await jsonBody(req))
    return input.success ? handle(req, scope, input.data) : refuse(req, 400, 'invalid')
  })
}

const positive = z.coerce.number().int().positive()

export const recruitingEndpoints: Endpoint[] = [
  staffJsonEndpoint('/recruiting/move', moveSchema, async (req, _scope, input) => {
    try {
      return Response.json(await moveApplications(req, input))
    } catch (error) {
      // An offer for a hire that cannot be taken: nothing moved; the board shows the message by the field.
      if (error instanceof OfferError)
        return Response.json({ errors: [{ message: error.message, field: error.field, application: error.application }] }, { status: 400 })
      throw error
    }
  }),
  staffJsonEndpoint('/recruiting/preview', previewSchema, async (req, _scope, input) =>
    Response.json({ emails: await previewMove(req, input) }),
  ),
  staffJsonEndpoint('/recruiting/interview-preview', interviewPreviewSchema, async (req, _scope, input) =>
    Response.json({ email: await previewInterview(req, input) }),
  ),
  staffEndpoint('get', '/recruiting/board', async (req) => {
    const job = positive.safeParse(req.query?.job)
    if (!job.success) return refuse(req, 400, 'invalid')
    const board = await loadBoard(req.payload, req, job.data, adminLocale(req.i18n))
    return board ? Response.json(board) : refuse(req, 404, 'notFound')
  }),
  staffJsonEndpoint('/recruiting/search', candidateQuerySchema, async (req, scope, query) =>
    Response.json(await searchCandidates(req.payload, scope, query, adminLocale(req.i18n))),
  ),
  staffEndpoint('get', '/recruiting/dashboard', async (req, scope) =>
    Response.json(await loadDashboard({ payload: req.payload, scope, now: new Date(), locale: adminLocale(req.i18n) })),
  ),
  staffEndpoint('get', '/recruiting/export', async (req) => {
    const locale = adminLocale(req.i18n)
    try {
      const format = req.query?.format === 'xlsx' ? 'xlsx' : 'csv'
      const { body, rows } = await exportApplications(req, locale, format)
      const day = agencyDay(new Date())
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
  }),
]
