import type { Access, PayloadRequest, Where } from 'payload'

import { hasRole } from './roles'

/**
 * Job ownership (issue 19): a job has an owning recruiter and optional co-owners. A recruiter sees the
 * applications (and everything hanging off them: their CVs, interviews, timeline) of the jobs they own or
 * co-own; admins see all. These rules are the collections' own access, so the admin, REST, GraphQL, the Local
 * API with `overrideAccess: false` and file downloads all go through them.
 */

/** Matches no document (ids are positive). */
export const NOTHING: Where = { id: { equals: 0 } }

type Viewer = PayloadRequest['user']

/** The ids of the jobs this staff member owns or co-owns, read once per request. */
export async function ownedJobIds(req: Pick<PayloadRequest, 'payload' | 'context' | 'user'>): Promise<number[]> {
  const user = req.user
  if (!user || user.collection !== 'users') return []
  const key = `ownedJobs:${user.id}`
  const cached = req.context?.[key] as Promise<number[]> | undefined
  if (cached) return cached
  const found = req.payload
    .find({
      collection: 'jobs',
      where: { or: [{ owner: { equals: user.id } }, { coOwners: { in: [user.id] } }] },
      select: { owner: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    .then(({ docs }) => docs.map((doc) => Number(doc.id)))
  if (req.context) req.context[key] = found
  return found
}

/** Admins: everything; recruiters: documents whose `field` is one of their jobs; anyone else: null (not staff of recruiting). */
export async function jobScope(req: Pick<PayloadRequest, 'payload' | 'context' | 'user'>, field = 'job'): Promise<true | Where | null> {
  const user = req.user as Viewer
  if (hasRole(user, 'admin')) return true
  if (!hasRole(user, 'recruiter')) return null
  const ids = await ownedJobIds(req)
  return ids.length ? { [field]: { in: ids } } : NOTHING
}

/** Whether this staff member may act on the applications of this job. */
export async function ownsJob(req: Pick<PayloadRequest, 'payload' | 'context' | 'user'>, jobId: number): Promise<boolean> {
  if (hasRole(req.user as Viewer, 'admin')) return true
  if (!hasRole(req.user as Viewer, 'recruiter')) return false
  return (await ownedJobIds(req)).includes(Number(jobId))
}

/** Collection access: admins all, recruiters their jobs' documents (by `field`), nobody else. */
export function recruitersOwnJobs(field = 'job'): Access {
  return async ({ req }) => (await jobScope(req, field)) ?? false
}
