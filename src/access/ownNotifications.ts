import type { Access, Where } from 'payload'

import { isCandidate } from './candidates'
import { isAdminUser } from './isAdmin'
import { isStaffUser } from './roles'

/**
 * Notification settings (features/notify): a candidate reads their own (by `candidate`), admins all of them;
 * recruiters and editors none (a candidate's channels and number are theirs).
 */
export const adminOrOwnCandidate: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}

/**
 * Notification messages, whose recipient is a candidate (`candidate`) or a staff member (`user`): admins read all of
 * them, each recipient their own, nobody else (not a recruiter of the job, not a client contact).
 */
export const adminOrOwnRecipient: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  if (isStaffUser(user)) return { user: { equals: user!.id } } as Where
  return false
}
