import type { Endpoint, PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { adminLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

import { BulkRefused, bulkSchema, runBulk } from './bulk'
import { suggestionsFor } from './load'
import { poolMembers, readPool } from './pools'

const notFound = () => Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
const idParam = (req: PayloadRequest, name: string) => {
  const raw = String(req.routeParams?.[name] ?? '')
  return /^\d{1,12}$/.test(raw) ? Number(raw) : 0
}
const refused = (req: PayloadRequest, status: number, key: 'invalid' | 'notFound' | 'smart') =>
  Response.json({ errors: [{ message: translator(adminLocale(req.i18n), 'Matching.bulk')(`errors.${key}`) }] }, { status })

/**
 * GET /api/matching/suggestions/:job — a job's suggested candidates with their scores and reasons, for staff who
 * may see that job's applications (admins, its owner and co-owners: access/ownership.ts). Anyone else, and any job
 * they may not see or that does not exist, gets the same 404, so the answer never tells which jobs exist.
 * GET /api/matching/pools/:pool/members — a talent pool's members (a smart pool's computed now, pools.ts) with their
 * match to its reference job, for staff who read the pool; anyone else a 404.
 * POST /api/matching/pools/bulk — a bulk action on candidates (bulk.ts), a JSON body; 400 on a body that is not
 * one, 404 for a pool or job they may not see (and for anyone not recruiting staff), 409 for a smart pool's list.
 */
export const matchingEndpoints: Endpoint[] = [
  {
    path: '/matching/suggestions/:job',
    method: 'get',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return notFound()
      const id = idParam(req, 'job')
      const suggestions = id ? await suggestionsFor(req, id) : null
      if (!suggestions) return notFound()
      return Response.json({ suggestions }, { headers: { 'Cache-Control': 'private, no-store' } })
    },
  },
  {
    path: '/matching/pools/:pool/members',
    method: 'get',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return notFound()
      const pool = await readPool(req, idParam(req, 'pool'))
      if (!pool) return notFound()
      return Response.json(await poolMembers(req, pool), { headers: { 'Cache-Control': 'private, no-store' } })
    },
  },
  {
    path: '/matching/pools/bulk',
    method: 'post',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return notFound()
      let body: unknown = null
      try {
        body = req.json ? await req.json() : null
      } catch {
        body = null
      }
      const input = bulkSchema.safeParse(body)
      if (!input.success) return refused(req, 400, 'invalid')
      try {
        return Response.json(await runBulk(req, input.data), { headers: { 'Cache-Control': 'private, no-store' } })
      } catch (error) {
        if (error instanceof BulkRefused) return refused(req, error.status, error.key)
        throw error
      }
    },
  },
]
