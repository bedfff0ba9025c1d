import type { Access } from 'payload'

import { isRecruiterUser } from './isRecruiter'
import type { MaybeStaff } from './roles'

type User = { collection?: string; id?: number | string } | null | undefined

export function isCandidate<T extends User>(user: T): user is NonNullable<T> & { collection: 'candidates'; id: number | string } {
  return Boolean(user && user.collection === 'candidates' && user.id !== undefined)
}

/** Rows about candidates: the staff `staff` accepts reach them all, a candidate those whose `field` is them, no one else any. */
export const staffOrOwnCandidate =
  (staff: (user: MaybeStaff) => boolean, field: string): Access =>
  ({ req: { user } }) => {
    if (staff(user)) return true
    if (isCandidate(user)) return { [field]: { equals: user.id } }
    return false
  }

/** Recruiters and admins see every candidate; a candidate sees only themself. */
export const recruiterOrSelf = staffOrOwnCandidate(isRecruiterUser, 'id')

/** Files a candidate uploaded (`owner`): theirs, or any for recruiters and admins. */
export const recruiterOrOwner = staffOrOwnCandidate(isRecruiterUser, 'owner')

export const candidateOnly: Access = ({ req: { user } }) => isCandidate(user)
