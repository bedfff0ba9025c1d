import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrate } from '@/lib/migrations'
import { seed } from '@/seed'

export const ADMIN = { email: 'admin@example.com', password: 'integration-admin-password' }

let ready: Promise<Payload> | undefined

/** Payload on the throwaway database, migrated and seeded once per file. */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await migrate(payload)
    await seed(payload, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, log: () => {} })
    return payload
  })()
  return ready
}
