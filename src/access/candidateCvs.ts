import type { Access } from 'payload'

import { isCandidate } from './candidates'
import { jobScope } from './ownership'

/**
 * CV files: a candidate reads and deletes their own; a recruiter only the CVs sent with applications to the jobs
 * they own or co-own (`jobs`, filled when an application is made); admins all. Payload applies this to the
 * documents, REST, GraphQL and the /file/ download alike.
 */
export const cvsOfOwnJobsOrOwner: Access = async ({ req }) => {
  if (isCandidate(req.user)) return { owner: { equals: req.user.id } }
  return (await jobScope(req, 'jobs')) ?? false
}
