import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isStaffUser } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'

/** Only paths of this site: `/en/…` or `/ar/…`, never `//host` or a backslash (no open redirect). */
const SAFE_PATH = /^\/(en|ar)(\/[\w\-./%]*)?$/

/**
 * Staff preview of drafts (the admin's Preview button): checks the Payload
 * session next to the request, turns on Next's draft mode for this browser
 * and opens the page, which then reads the newest draft uncached.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = request.nextUrl.searchParams.get('path') ?? ''
  if (!SAFE_PATH.test(path) || path.includes('//')) return new Response('Invalid preview path.', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) return new Response('Only signed-in staff can preview drafts.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
