import type { Access } from 'payload'

import { isStaffUser } from './roles'

/**
 * Content with drafts: staff read everything (to edit and preview), everyone
 * else only what is published. Payload applies the same rule to the versions
 * table when `draft=true` is asked for, so drafts never leak through REST or
 * GraphQL either.
 */
export const readPublished: Access = ({ req: { user } }) => (isStaffUser(user) ? true : { _status: { equals: 'published' } })
