import type { PayloadHandler } from 'payload'

import { translator } from '@/i18n/messages'
import { toLocale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { unsubscribeBySignedLink } from './signed'

/**
 * POST /api/job-alerts/unsubscribe?alert={id}&token={signature}: RFC 8058 one-click unsubscribe, which mail
 * clients send (body `List-Unsubscribe=One-Click`) from the `List-Unsubscribe` header of every alert email. No
 * cookies, no redirect: the signature is the authority. Unsubscribing twice is answered like once, and so are an
 * alert id that does not exist and a signature that is not the alert's (nothing is removed then): the answer never
 * tells which alert ids exist (issue 26, finding 7e).
 */
export const oneClickUnsubscribe: PayloadHandler = async (req) => {
  const url = new URL(req.url ?? '', env.serverUrl)
  const t = translator(req.locale, 'Alerts')
  await unsubscribeBySignedLink(req.payload, url.searchParams.get('alert'), url.searchParams.get('token'))
  return Response.json({ message: t('unsubscribedTitle') }, { status: 200, headers: { 'Cache-Control': 'no-store' } })
}

/** GET of the same address (a client that opens the header's link in a browser): the visible unsubscribe page. */
export const oneClickPage: PayloadHandler = async (req) => {
  const url = new URL(req.url ?? '', env.serverUrl)
  const id = url.searchParams.get('alert') ?? ''
  const locale = toLocale(url.searchParams.get('locale'))
  const target = /^\d{1,12}$/.test(id)
    ? `/${locale}/alerts/${id}/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token') ?? '')}`
    : `/${locale}/jobs`
  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } })
}
