import { JWTAuthentication, type AuthStrategy } from 'payload'
import { parseCookies } from 'payload/shared'

import { CLIENT_SESSION_COOKIE } from './constants'

/**
 * Reads a client contact's portal session from its own cookie (`nk_client`, HttpOnly, SameSite=Lax), set when a
 * one-time sign-in link is used (features/clients/signIn.ts). The token is an ordinary Payload JWT for a session on
 * the contact, so Payload checks its signature, expiry and that the session still exists: staff ending a contact's
 * sessions, disabling or deleting the contact ends their access on the next request.
 *
 * Staff credentials (an Authorization header or Payload's cookie) and the candidates' cookies go first, so a
 * recruiter testing the portal in the same browser stays staff in the admin.
 */
export const clientContactStrategy: AuthStrategy = {
  name: 'client-contact-session',
  authenticate: async (args) => {
    const { headers, payload } = args
    const cookies = parseCookies(headers)
    const token = cookies.get(CLIENT_SESSION_COOKIE)
    if (!token) return { user: null }
    if (headers.get('Authorization') || cookies.get(`${payload.config.cookiePrefix}-token`)) return { user: null }
    // Same-site only: the public origin or an alias.
    const origin = headers.get('Origin')
    if (origin && !payload.config.csrf.includes(origin)) return { user: null }
    const result = await JWTAuthentication({
      ...args,
      headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
      strategyName: 'client-contact-session',
    })
    const user = result.user as (typeof result.user & { status?: string }) | null
    if (!user || user.collection !== 'client-contacts' || user.status === 'disabled') return { user: null }
    return result
  },
}
