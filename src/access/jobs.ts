import type { Access, Where } from 'payload'

import { startOfAgencyDay } from '@/lib/dates'

import { isRecruiter } from './isRecruiter'
import { hasRole, isStaffUser } from './roles'

/** What the public may read of jobs: open ones whose closing day has not passed. */
export function openJobsWhere(now: Date = new Date()): Where {
  return { and: [{ status: { equals: 'open' } }, { closingDate: { greater_than_equal: startOfAgencyDay(now) } }] }
}

/** Staff read every job (drafts included); everyone else only open jobs. */
export const readJobs: Access = ({ req: { user } }) => (isStaffUser(user) ? true : openJobsWhere())

/** Jobs are managed by recruiters and admins. */
export const manageJobs: Access = isRecruiter

/** Recruiters change and delete the jobs they own or co-own (access/ownership.ts); admins every job. */
export const manageOwnJobs: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (!hasRole(user, 'recruiter')) return false
  const own: Where = { or: [{ owner: { equals: user!.id } }, { coOwners: { in: [user!.id] } }] }
  return own
}
