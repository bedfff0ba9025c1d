import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isStaffUser } from '@/access/roles'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

/**
 * Test and debug pages (spec §2) exist in development; in production only a
 * signed-in staff member sees them, and everyone else gets a 404 (not a 403,
 * which would confirm they exist).
 */
export async function assertDiagnosticsAccess(): Promise<void> {
  if (!env.isProduction) return
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!isStaffUser(user)) notFound()
}
