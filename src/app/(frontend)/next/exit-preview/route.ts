import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

const SAFE_PATH = /^\/(en|ar)(\/[\w\-./%]*)?$/

/** Leaves draft preview and returns to the published page. */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/en'
  redirect(SAFE_PATH.test(path) && !path.includes('//') ? path : '/en')
}
