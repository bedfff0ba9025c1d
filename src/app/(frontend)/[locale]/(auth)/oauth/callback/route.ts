import { NextResponse, type NextRequest } from 'next/server'

import { FLASH_COOKIE, OAUTH_COOKIE } from '@/features/accounts/constants'
import { linkOrCreateCandidate } from '@/features/accounts/linkIdentity'
import { finishFlow, OAuthError, readFlow } from '@/features/accounts/oidc'
import { sessionCookies, startSession } from '@/features/accounts/session'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'

/**
 * /oauth/callback: the provider sends the visitor back here with a code.
 * The code is exchanged (state, nonce and PKCE checked against the signed
 * cookie set at the start), the candidate found or created by verified
 * email, and a session started; then on to the page they came from.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale)
  const payload = await getPayloadClient()
  const flow = await readFlow(payload, request.cookies.get(OAUTH_COOKIE)?.value)
  const fail = (reason: 'oauth' | 'oauth-email') => {
    const response = NextResponse.redirect(
      new URL(`/${locale}/login?error=${reason}${flow ? `&provider=${flow.provider}` : ''}`, env.serverUrl),
      303,
    )
    response.cookies.delete(OAUTH_COOKIE)
    return response
  }
  if (!flow) return fail('oauth')
  // The URL the provider called, on our public origin (the server may sit behind a proxy).
  const callbackUrl = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, env.serverUrl)
  try {
    const identity = await finishFlow(flow, callbackUrl)
    const candidate = await linkOrCreateCandidate(payload, identity, flow.locale)
    const tokens = await startSession(payload, candidate.id)
    const response = NextResponse.redirect(new URL(flow.redirect ?? `/${flow.locale}/profile`, env.serverUrl), 303)
    for (const c of sessionCookies(tokens)) {
      response.cookies.set(c.name, c.value, {
        maxAge: c.maxAge,
        httpOnly: c.httpOnly,
        sameSite: c.sameSite,
        secure: c.secure,
        path: c.path,
      })
    }
    response.cookies.set(FLASH_COOKIE, translator(locale, 'Account')('welcome', { name: candidate.fullName ?? '' }), {
      maxAge: 60,
      path: '/',
      sameSite: 'lax',
      secure: env.cookieSecure,
    })
    response.cookies.delete(OAUTH_COOKIE)
    return response
  } catch (error) {
    if (error instanceof OAuthError && error.reason === 'noEmail') return fail('oauth-email')
    payload.logger.warn({ err: error }, `Sign-in with ${flow.provider} failed`)
    return fail('oauth')
  }
}
