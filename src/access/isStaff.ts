import type { Access, FieldAccess } from 'payload'

import { isStaffUser } from './roles'

/** Any signed-in staff member (admin, editor or recruiter). */
export const isStaff: Access = ({ req: { user } }) => isStaffUser(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => isStaffUser(user)
