import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The account made on /admin/create-first-user (an empty database) must be
 * able to administer the site, whatever the field defaults say.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) return { ...data, roles: ['admin'] }
  return data
}
