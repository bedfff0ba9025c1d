import type { Access } from 'payload'

import { hasRole } from './roles'

/** Staff who manage jobs and applications: admins and recruiters. */
export const isRecruiter: Access = ({ req: { user } }) => hasRole(user, 'admin', 'recruiter')
