import type { Access, SanitizedConfig } from 'payload'

import { nobody } from './nobody'
import { isStaffUser } from './roles'

/**
 * Collections Payload adds by itself keep Payload's default access, "any signed-in user", and candidates are
 * signed-in users. They are for staff (SECURITY.md):
 * - `payload-locked-documents` (who is editing what in the admin): staff only;
 * - `payload-preferences` (the admin's column and list settings): staff, their own rows only;
 * - `payload-migrations`: nobody through the API (migrations run through the Local API);
 * - `payload-kv` and `payload-jobs` (the jobs queue) are closed by Payload already; running the queue over HTTP is
 *   for admins and the system cron (features/queue/jobs.ts);
 * - the `payload-jobs-stats` global (when each scheduled task last ran): nobody through the API.
 * They only exist once Payload has sanitized the config, hence this step after `buildConfig`.
 */
const staffOnly: Access = ({ req: { user } }) => isStaffUser(user)

function staffAnd(access: Access | undefined): Access {
  return async (args) => {
    if (!isStaffUser(args.req.user)) return false
    return access ? access(args) : true
  }
}

export async function restrictBuiltInCollections(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections) {
    const access = collection.access as Record<string, Access | undefined>
    if (collection.slug === 'payload-locked-documents') {
      for (const operation of ['read', 'create', 'update', 'delete', 'readVersions'] as const) access[operation] = staffOnly
    } else if (collection.slug === 'payload-preferences') {
      for (const operation of ['read', 'create', 'update', 'delete'] as const) access[operation] = staffAnd(access[operation])
      // Its own `/:key` endpoints check only for a signed-in user, not the access above; deleting a key that is not
      // there fails inside the database adapter (a 500) instead of Payload's NotFound.
      collection.endpoints = (collection.endpoints || []).map((endpoint) => ({
        ...endpoint,
        handler: async (req) => {
          if (!isStaffUser(req.user)) {
            return Response.json({ errors: [{ message: req.t('error:notAllowedToPerformAction') }] }, { status: 403 })
          }
          try {
            return await endpoint.handler(req)
          } catch (error) {
            if (typeof (error as { status?: unknown }).status === 'number') throw error
            return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
          }
        },
      }))
    } else if (collection.slug === 'payload-migrations') {
      for (const operation of ['read', 'create', 'update', 'delete', 'readVersions'] as const) access[operation] = nobody
    }
  }
  for (const global of sanitized.globals) {
    if ((global.slug as string) === 'payload-jobs-stats') {
      const access = global.access as Record<string, Access | undefined>
      for (const operation of ['read', 'update', 'readVersions', 'readDrafts'] as const) access[operation] = nobody
    }
  }
  return sanitized
}
