import type { Endpoint, PayloadRequest } from 'payload'
import { parseCookies } from 'payload/shared'

import { OAUTH_COOKIE, safeRedirect, SIGN_IN_COOKIE, ID_TOKEN_COOKIE } from './constants'
import { enabledProviders, startFlow, type ProviderId } from './oidc'
import { clearedSessionCookies, endSession, refreshSession, serializeCookie, sessionCookies, type CookieSpec } from './session'
import { env } from '@/lib/env'
import { toLocale } from '@/i18n/locales'

/**
 * Session endpoints under /api/candidates (the browser's side of
 * docs/ACCOUNTS.md): refresh the ID token, resume a session on a page load,
 * sign out, and start an OAuth sign-in.
 */
function withCookies(response: Response, cookies: CookieSpec[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', serializeCookie(cookie))
  response.headers.set('Cache-Control', 'no-store')
  return response
}

/** State-changing POSTs come from our own pages only (the public origin or one of its aliases, lib/origins.ts). */
function sameOrigin(req: PayloadRequest): boolean {
  const origin = req.headers.get('Origin')
  return !origin || env.origins.all.includes(origin)
}

export const sessionEndpoints: Endpoint[] = [
  {
    path: '/session/refresh',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return Response.json({ error: 'Forbidden' }, { status: 403 })
      const tokens = await refreshSession(req.payload, parseCookies(req.headers).get(SIGN_IN_COOKIE))
      if (!tokens) return withCookies(Response.json({ signedIn: false }, { status: 401 }), clearedSessionCookies())
      return withCookies(Response.json({ signedIn: true, exp: tokens.idTokenExp }), sessionCookies(tokens))
    },
  },
  {
    // A guarded page found no ID token but a sign-in cookie: mint one and go back.
    path: '/session/resume',
    method: 'get',
    handler: async (req) => {
      const url = new URL(req.url ?? '/', env.serverUrl)
      const locale = toLocale(url.searchParams.get('locale'))
      const back = safeRedirect(url.searchParams.get('redirect')) ?? `/${locale}/profile`
      const tokens = await refreshSession(req.payload, parseCookies(req.headers).get(SIGN_IN_COOKIE))
      if (!tokens) {
        const login = `/${locale}/login?redirect=${encodeURIComponent(back)}`
        return withCookies(new Response(null, { status: 303, headers: { Location: login } }), clearedSessionCookies())
      }
      return withCookies(new Response(null, { status: 303, headers: { Location: back } }), sessionCookies(tokens))
    },
  },
  {
    path: '/session/logout',
    method: 'post',
    handler: async (req) => {
      if (!sameOrigin(req)) return Response.json({ error: 'Forbidden' }, { status: 403 })
      const cookies = parseCookies(req.headers)
      await endSession(req.payload, { signInToken: cookies.get(SIGN_IN_COOKIE), idToken: cookies.get(ID_TOKEN_COOKIE) })
      return withCookies(Response.json({ signedIn: false }), clearedSessionCookies())
    },
  },
  {
    path: '/oauth/:provider',
    method: 'get',
    handler: async (req) => {
      const url = new URL(req.url ?? '/', env.serverUrl)
      const locale = toLocale(url.searchParams.get('locale'))
      const provider = String(req.routeParams?.provider ?? '')
      if (!enabledProviders().some((p) => p.id === provider)) return Response.json({ error: 'Unknown provider' }, { status: 404 })
      try {
        const flow = await startFlow(req.payload, provider as ProviderId, locale, safeRedirect(url.searchParams.get('redirect')))
        const cookie: CookieSpec = {
          name: OAUTH_COOKIE,
          value: flow.cookie,
          maxAge: 600,
          httpOnly: true,
          sameSite: 'lax',
          secure: env.cookieSecure,
          path: '/',
        }
        return withCookies(new Response(null, { status: 303, headers: { Location: flow.url } }), [cookie])
      } catch (error) {
        req.payload.logger.error({ err: error }, `Could not start the ${provider} sign-in`)
        return new Response(null, { status: 303, headers: { Location: `/${locale}/login?error=oauth&provider=${provider}` } })
      }
    },
  },
]
