import { staffOrOwnCandidate } from './candidates'
import { isAdminUser } from './isAdmin'

/**
 * Records about a candidate's personal data (consent events, docs/PRIVACY.md): admins read them all (the privacy
 * officer is an admin), a candidate reads only their own (`candidate` field), no one else.
 */
export const adminOrOwnCandidate = staffOrOwnCandidate(isAdminUser, 'candidate')
