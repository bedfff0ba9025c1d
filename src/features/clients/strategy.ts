import { jwtVerify } from 'jose'
import type { AuthStrategy, AuthStrategyResult, Payload } from 'payload'
import { parseCookies } from 'payload/shared'

import { CLIENT_SESSION_COOKIE } from './constants'

/**
 * Reads a client contact's portal session from its own cookie (`nk_client`, HttpOnly, SameSite=Lax), set when a
 * one-time sign-in link is used (features/clients/signIn.ts). The token is a JWT signed with Payload's secret naming
 * the contact and a session on them (`sid`). Payload's own JWT strategy refuses collections without a local strategy,
 * so this one checks it the same way: signature and expiry, that it names a client contact, that the session still
 * exists and has not expired, and that the contact is active. Staff ending a contact's sessions, disabling or deleting
 * the contact ends their access on the next request.
 *
 * Staff credentials (an Authorization header or Payload's cookie) go first, so a recruiter testing the portal in the
 * same browser stays staff in the admin.
 */
export async function contactFromToken(payload: Payload, token: string): Promise<AuthStrategyResult> {
  try {
    const { payload: claims } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    if (claims.collection !== 'client-contacts' || typeof claims.sid !== 'string') return { user: null }
    const id = claims.id
    if (typeof id !== 'number' && typeof id !== 'string') return { user: null }
    const user = (await payload.findByID({
      collection: 'client-contacts',
      id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      disableErrors: true,
    })) as (Record<string, unknown> & { sessions?: { id: string; expiresAt: string }[] | null; status?: string }) | null
    if (!user || user.status !== 'active') return { user: null }
    const session = (user.sessions ?? []).find((s) => s.id === claims.sid)
    if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return { user: null }
    // What a request's user carries: never the hidden auth fields.
    const { sessions: _sessions, hash: _hash, salt: _salt, resetPasswordToken: _r, resetPasswordExpiration: _e, ...visible } = user
    void _sessions
    void _hash
    void _salt
    void _r
    void _e
    return { user: { ...visible, collection: 'client-contacts', _sid: claims.sid, _strategy: 'client-contact-session' } as never }
  } catch {
    return { user: null }
  }
}

export const clientContactStrategy: AuthStrategy = {
  name: 'client-contact-session',
  authenticate: async ({ headers, payload }) => {
    const cookies = parseCookies(headers)
    const token = cookies.get(CLIENT_SESSION_COOKIE)
    if (!token) return { user: null }
    if (headers.get('Authorization') || cookies.get(`${payload.config.cookiePrefix}-token`)) return { user: null }
    // Same-site only: the public origin or an alias.
    const origin = headers.get('Origin')
    if (origin && !payload.config.csrf.includes(origin)) return { user: null }
    return contactFromToken(payload, token)
  },
}
