import type { Access, Where } from 'payload'

import { hasRole } from './roles'

/**
 * Admins see every staff account; recruiters see themselves and the other recruiters and admins (to name a
 * job's co-owners and an interview's interviewers); other staff only their own.
 */
export const readStaff: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (hasRole(user, 'recruiter')) {
    const colleagues: Where = { or: [{ id: { equals: user!.id } }, { roles: { in: ['recruiter', 'admin'] } }] }
    return colleagues
  }
  if (user?.collection === 'users') return { id: { equals: user.id } }
  return false
}
