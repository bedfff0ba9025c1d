import type { Access } from 'payload'

import { isCandidate } from './candidates'
import { isAdminUser } from './isAdmin'

/**
 * Records about a candidate's personal data (consent events, docs/PRIVACY.md): admins read them all (the privacy
 * officer is an admin), a candidate reads only their own (`candidate` field), no one else.
 */
export const adminOrOwnCandidate: Access = ({ req: { user } }) => {
  if (isAdminUser(user)) return true
  if (isCandidate(user)) return { candidate: { equals: user.id } }
  return false
}
