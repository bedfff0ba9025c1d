import { JWTAuthentication, type AuthStrategy, type AuthStrategyFunctionArgs, type AuthStrategyResult } from 'payload'
import { parseCookies } from 'payload/shared'

import { ID_TOKEN_COOKIE, SIGN_IN_COOKIE } from './constants'
import { refreshSession, serializeCookie, sessionCookies } from './session'

/**
 * Reads the candidate's ID token from its own cookie (nk_id, SameSite=Strict).
 * Staff tokens (Payload's cookie or an Authorization header) go first, so a
 * staff member who also has a candidate cookie stays staff in the admin.
 * The token itself is checked by Payload's JWT strategy: signature, expiry
 * and that its session still exists.
 *
 * A returning visitor whose 1-hour ID token has expired while the 7-day
 * sign-in is good (issue 15, item 2) gets a new ID token on the first call
 * their page makes (an upload, a profile change), set on that call's answer,
 * as server actions do (`actionCandidate`): only for a write from this site's
 * own pages (an Origin it knows; the sign-in cookie is SameSite=Lax, so no
 * other site's post carries it), never on the session endpoints themselves
 * (sign-out must not sign the visitor back in).
 */
export const candidateIdTokenStrategy: AuthStrategy = {
  name: 'candidate-id-token',
  authenticate: async (args) => {
    const { headers, payload } = args
    const cookies = parseCookies(headers)
    const staffToken = headers.get('Authorization') || cookies.get(`${payload.config.cookiePrefix}-token`)
    const token = cookies.get(ID_TOKEN_COOKIE)
    if (token && staffToken) {
      const staff = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
      if (staff.user) return staff
    }
    // Same-site only, like Payload's own cookie (the cookie is Strict as well): the public origin or an alias.
    const origin = headers.get('Origin')
    if (origin && !payload.config.csrf.includes(origin)) return { user: null }
    if (token) {
      const result = await candidateFromToken(args, token)
      if (result.user) return result
    }
    if (staffToken || !origin || !renewsHere(args)) return { user: null }
    return renewFromSignIn(args, cookies.get(SIGN_IN_COOKIE))
  },
}

async function candidateFromToken(args: AuthStrategyFunctionArgs, token: string): Promise<AuthStrategyResult> {
  const result = await JWTAuthentication({
    ...args,
    headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
    strategyName: 'candidate-id-token',
  })
  return result.user && result.user.collection === 'candidates' ? result : { user: null }
}

/** A write whose answer can carry the new cookies, on anything but the session endpoints. */
function renewsHere({ canSetHeaders, req }: AuthStrategyFunctionArgs): boolean {
  if (!canSetHeaders || !req?.url || req.method === 'GET' || req.method === 'HEAD') return false
  return !/\/api\/candidates\/(session\/|logout|refresh-token)/.test(new URL(req.url, 'http://site').pathname)
}

async function renewFromSignIn(args: AuthStrategyFunctionArgs, signIn: string | undefined): Promise<AuthStrategyResult> {
  if (!signIn) return { user: null }
  const tokens = await refreshSession(args.payload, signIn)
  if (!tokens) return { user: null }
  const result = await candidateFromToken(args, tokens.idToken)
  if (!result.user) return result
  const responseHeaders = new Headers()
  for (const cookie of sessionCookies(tokens)) responseHeaders.append('Set-Cookie', serializeCookie(cookie))
  return { ...result, responseHeaders }
}
