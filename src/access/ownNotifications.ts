import type { Access } from 'payload'

import { isCandidate } from './candidates'
import { isAdminUser } from './isAdmin'

/**
 * Notification settings, messages and push subscriptions (features/notify): a candidate reads their own (by
 * `candidate`), admins all of them; recruiters and editors none (a candidate's channels and number are theirs).
 */
export const adminOrOwnCandidate: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}
