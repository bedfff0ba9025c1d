import { type NextRequest } from 'next/server'

import { confirmEmail } from '@/features/accounts/verification'
import { toLocale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** The link in the welcome email: confirms the address, then shows the result (the token leaves the address bar). */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale)
  const status = await confirmEmail(await getPayloadClient(), request.nextUrl.searchParams.get('token'))
  return new Response(null, {
    status: 303,
    headers: {
      Location: new URL(`/${locale}/verify-email?status=${status}`, env.serverUrl).href,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'private, no-store',
    },
  })
}
