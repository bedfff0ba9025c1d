import type { Access } from 'payload'

import { hasRole } from './roles'

/** Staff who edit public content: admins and editors. */
export const isEditor: Access = ({ req: { user } }) => hasRole(user, 'admin', 'editor')
