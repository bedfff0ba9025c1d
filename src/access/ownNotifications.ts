import type { Access, Where } from 'payload'

import { isCandidate, staffOrOwnCandidate } from './candidates'
import { isAdminUser } from './isAdmin'
import { isRecruiterUser } from './isRecruiter'

/**
 * Notification settings (features/notify): a candidate reads their own (by `candidate`), admins all of them;
 * recruiters and editors none (a candidate's channels and number are theirs).
 */
export const adminOrOwnCandidate = staffOrOwnCandidate(isAdminUser, 'candidate')

/**
 * Notification messages, whose recipient is a candidate (`candidate`) or a staff member (`user`: a recruiter's or
 * admin's new-application notices; editors get none): admins read all of them, each recipient their own, nobody
 * else (not another recruiter, not a client contact).
 */
export const adminOrOwnRecipient: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  if (isRecruiterUser(user)) return { user: { equals: user!.id } } as Where
  return false
}
