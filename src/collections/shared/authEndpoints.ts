import { APIError, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { isAdminUser } from '@/access/isAdmin'
import { requestPasswordReset } from '@/features/accounts/service'
import { translator } from '@/i18n/messages'

/**
 * REST endpoints that replace or add to Payload's own on the auth collections (custom endpoints are matched
 * before Payload's defaults):
 * - `POST /api/{candidates,users}/forgot-password`: the same answer, in the same time, for every email; the
 *   reset runs after the answer (features/accounts/service.ts).
 * - `POST /api/candidates/:id/change-email` (admins only): the one way to change a candidate's sign-in email,
 *   recorded in the audit log and told to the old address (shared/emailChanges.ts).
 */
async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    throw new APIError(translator(req.locale, 'Account')('unexpected'), 400, undefined, true)
  }
}

const forgotPassword = (collection: 'candidates' | 'users'): Endpoint => ({
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const { email } = await jsonBody(req)
    if (typeof email !== 'string' || !email.trim()) {
      return Response.json({ errors: [{ message: translator(req.locale, 'Account.errors')('emailRequired') }] }, { status: 400 })
    }
    await requestPasswordReset(req.payload, email, req.locale ?? 'en', { collection, req })
    return Response.json({ message: req.t('general:success') })
  },
})

const emailSchema = z.object({ email: z.email().max(254) })

const changeCandidateEmail: Endpoint = {
  path: '/:id/change-email',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user)) throw new APIError(req.t('error:notAllowedToPerformAction'), 403, undefined, true)
    const parsed = emailSchema.safeParse(await jsonBody(req))
    if (!parsed.success)
      return Response.json({ errors: [{ message: translator(req.locale, 'Account.errors')('emailInvalid') }] }, { status: 400 })
    const id = String(req.routeParams?.id ?? '')
    const candidate = await req.payload.findByID({ collection: 'candidates', id, depth: 0, req, disableErrors: true })
    if (!candidate) throw new APIError(req.t('error:notFound'), 404, undefined, true)
    const to = parsed.data.email.toLowerCase()
    await req.payload.update({
      collection: 'candidates',
      id: candidate.id,
      data: { email: to },
      req,
      overrideAccess: true,
      depth: 0,
      context: { emailChangeAudited: true },
    })
    return Response.json({ message: translator(req.locale, 'Account')('emailChanged') })
  },
}

export const authEndpoints = (collection: 'candidates' | 'users'): Endpoint[] =>
  collection === 'candidates' ? [forgotPassword(collection), changeCandidateEmail] : [forgotPassword(collection)]
