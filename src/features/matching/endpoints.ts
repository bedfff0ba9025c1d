import type { Endpoint } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'

import { suggestionsFor } from './load'

/**
 * GET /api/matching/suggestions/:job — a job's suggested candidates with their scores and reasons, for staff who
 * may see that job's applications (admins, its owner and co-owners: access/ownership.ts). Anyone else, and any job
 * they may not see or that does not exist, gets the same 404, so the answer never tells which jobs exist.
 */
export const matchingEndpoints: Endpoint[] = [
  {
    path: '/matching/suggestions/:job',
    method: 'get',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
      const raw = String(req.routeParams?.job ?? '')
      const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0
      const suggestions = id ? await suggestionsFor(req, id) : null
      if (!suggestions) return Response.json({ errors: [{ message: 'Not found' }] }, { status: 404 })
      return Response.json({ suggestions }, { headers: { 'Cache-Control': 'private, no-store' } })
    },
  },
]
