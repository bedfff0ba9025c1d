import type { Access, FieldAccess } from 'payload'

import { hasRole, type MaybeStaff } from './roles'

/** Staff with the `admin` role: they manage staff, settings and everything recruiters and editors do. */
export const isAdminUser = (user: MaybeStaff): boolean => hasRole(user, 'admin')

export const isAdmin: Access = ({ req: { user } }) => isAdminUser(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => isAdminUser(user)
