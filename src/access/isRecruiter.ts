import type { Access, FieldAccess } from 'payload'

import { hasRole, type MaybeStaff } from './roles'

/** Staff who manage jobs, candidates and applications: admins and recruiters. */
export const isRecruiterUser = (user: MaybeStaff): boolean => hasRole(user, 'admin', 'recruiter')

export const isRecruiter: Access = ({ req: { user } }) => isRecruiterUser(user)

/** The same rule for a field. */
export const recruiterField: FieldAccess = ({ req: { user } }) => isRecruiterUser(user)
