import type { Access } from 'payload'

import { isRecruiterUser } from './isRecruiter'

type User = { collection?: string; id?: number | string } | null | undefined

export function isCandidate<T extends User>(user: T): user is NonNullable<T> & { collection: 'candidates'; id: number | string } {
  return Boolean(user && user.collection === 'candidates' && user.id !== undefined)
}

/** Recruiters and admins see every candidate; a candidate sees only themself. */
export const recruiterOrSelf: Access = ({ req: { user } }) => {
  if (isRecruiterUser(user)) return true
  if (isCandidate(user)) return { id: { equals: user.id } }
  return false
}

/** Files a candidate uploaded (`owner`): theirs, or any for recruiters and admins. */
export const recruiterOrOwner: Access = ({ req: { user } }) => {
  if (isRecruiterUser(user)) return true
  if (isCandidate(user)) return { owner: { equals: user.id } }
  return false
}

export const candidateOnly: Access = ({ req: { user } }) => isCandidate(user)
