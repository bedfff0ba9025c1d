import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins see every staff account; other staff only their own. */
export const isAdminOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  if (user?.collection === 'users') return { id: { equals: user.id } }
  return false
}
