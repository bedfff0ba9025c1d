import { JWTAuthentication, type AuthStrategy } from 'payload'
import { parseCookies } from 'payload/shared'

import { ID_TOKEN_COOKIE } from './constants'

/**
 * Reads the candidate's ID token from its own cookie (nk_id, SameSite=Strict).
 * Staff tokens (Payload's cookie or an Authorization header) go first, so a
 * staff member who also has a candidate cookie stays staff in the admin.
 * The token itself is checked by Payload's JWT strategy: signature, expiry
 * and that its session still exists.
 */
export const candidateIdTokenStrategy: AuthStrategy = {
  name: 'candidate-id-token',
  authenticate: async (args) => {
    const { headers, payload } = args
    const cookies = parseCookies(headers)
    const token = cookies.get(ID_TOKEN_COOKIE)
    if (!token) return { user: null }
    if (headers.get('Authorization') || cookies.get(`${payload.config.cookiePrefix}-token`)) {
      const staff = await JWTAuthentication({ ...args, strategyName: 'local-jwt' })
      if (staff.user) return staff
    }
    // Same-site only, like Payload's own cookie (the cookie is Strict as well): the public origin or an alias.
    const origin = headers.get('Origin')
    if (origin && !payload.config.csrf.includes(origin)) return { user: null }
    const result = await JWTAuthentication({
      ...args,
      headers: new Headers({ Authorization: `Bearer ${token}`, DisableAutologin: 'true' }),
      strategyName: 'candidate-id-token',
    })
    if (result.user && result.user.collection !== 'candidates') return { user: null }
    return result
  },
}
