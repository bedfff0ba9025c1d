import type { Access, FieldAccess } from 'payload'

import { hasRole } from './roles'

type User = Parameters<typeof hasRole>[0]

/** Staff who manage jobs, candidates and applications: admins and recruiters. */
export const isRecruiterUser = (user: User): boolean => hasRole(user, 'admin', 'recruiter')

export const isRecruiter: Access = ({ req: { user } }) => isRecruiterUser(user)

/** The same rule for a field. */
export const recruiterField: FieldAccess = ({ req: { user } }) => isRecruiterUser(user)
