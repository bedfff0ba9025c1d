import type { Endpoint, PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { z } from '@/lib/zod'

import { submittalCvResponse } from './cv'
import { requestRepresentation } from './representation'
import { draftJobFromRequisition } from './requisitions'
import { submitSchema } from './schema'
import { issueSignInLink } from './signIn'
import { NotFound, releaseHeldEmail, submitApplications } from './submittals'

/**
 * The client portal over HTTP (/api/portal/…): the recruiters' side (submit from the pipeline board, release a held
 * email, draft a job from a requisition, send a contact a sign-in link) and the CV download. Each handler reads with
 * the caller's own access, next to the data: another client's or another recruiter's id is a 404.
 */
const positive = z.coerce.number().int().positive()
const noStore = { 'Cache-Control': 'private, no-store' }
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore })
const notFound = () => answer({ errors: [{ message: 'Not Found' }] }, 404)

async function jsonBody(req: PayloadRequest): Promise<unknown> {
  try {
    return req.json ? await req.json() : null
  } catch {
    return null
  }
}

const idOfRoute = (req: PayloadRequest) => positive.safeParse(req.routeParams?.id)

export const clientEndpoints: Endpoint[] = [
  {
    path: '/portal/submit',
    method: 'post',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return answer({ errors: [{ message: 'Sign in as staff.' }] }, 401)
      const input = submitSchema.safeParse(await jsonBody(req))
      if (!input.success) return answer({ errors: [{ message: 'Check the applications and the summary.' }] }, 400)
      return answer(await submitApplications(req, input.data))
    },
  },
  {
    path: '/portal/submittals/:id/release',
    method: 'post',
    handler: async (req) => {
      const id = idOfRoute(req)
      if (!id.success || !isRecruiterUser(req.user)) return notFound()
      try {
        return answer({ result: await releaseHeldEmail(req, id.data) })
      } catch (error) {
        if (error instanceof NotFound) return notFound()
        throw error
      }
    },
  },
  {
    path: '/portal/submittals/:id/cv',
    method: 'get',
    handler: async (req) => {
      const id = idOfRoute(req)
      if (!id.success) return notFound()
      return submittalCvResponse(req, id.data)
    },
  },
  {
    path: '/portal/requisitions/:id/draft-job',
    method: 'post',
    handler: async (req) => {
      const id = idOfRoute(req)
      if (!id.success || !isRecruiterUser(req.user)) return notFound()
      const job = await draftJobFromRequisition(req, id.data)
      return job ? answer({ job }) : notFound()
    },
  },
  {
    path: '/portal/consent-requests',
    method: 'post',
    handler: async (req) => {
      if (!isRecruiterUser(req.user)) return answer({ errors: [{ message: 'Sign in as staff.' }] }, 401)
      const body = (await jsonBody(req)) as { application?: unknown } | null
      const id = positive.safeParse(body?.application)
      if (!id.success) return answer({ errors: [{ message: 'Name an application.' }] }, 400)
      const result = await requestRepresentation(req, id.data)
      return result ? answer({ result }) : notFound()
    },
  },
  {
    path: '/portal/contacts/:id/send-link',
    method: 'post',
    handler: async (req) => {
      const id = idOfRoute(req)
      if (!id.success || !isRecruiterUser(req.user)) return notFound()
      const contact = await req.payload.findByID({
        collection: 'client-contacts',
        id: id.data,
        depth: 0,
        user: req.user,
        overrideAccess: false,
        disableErrors: true,
      })
      if (!contact || contact.status !== 'active') return notFound()
      await issueSignInLink(req.payload, contact.id)
      return answer({ sent: true })
    },
  },
]
