import { beforeAll, describe, expect, it } from 'vitest'

import { ID_TOKEN_COOKIE, SIGN_IN_COOKIE } from '@/features/accounts/constants'
import { startSession } from '@/features/accounts/session'

import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'

/**
 * Issue 15, item 9: the site opened at 127.0.0.1 while SERVER_URL is localhost (or www. vs the bare domain):
 * sign-out and the candidate's own calls work from an alias's pages; other sites' pages still cannot use
 * the visitor's cookies.
 */
describe('a second host name', () => {
  let cookie: string

  beforeAll(async () => {
    const payload = await getTestPayload()
    const doc = await payload.create({
      collection: 'candidates',
      data: { email: 'alias@example.com', password: 'fig trees in taif 8', fullName: 'Alias Test' },
      overrideAccess: true,
    })
    const tokens = await startSession(payload, doc.id)
    cookie = `${SIGN_IN_COOKIE}=${tokens.signIn!.token}; ${ID_TOKEN_COOKIE}=${tokens.idToken}`
  })

  it('accepts the visitor’s own calls from 127.0.0.1 pages and refuses them from another site', async () => {
    const me = async (origin: string) =>
      (
        (await (await rest('GET', '/candidates/me', { headers: { Cookie: cookie, Origin: origin } })).json()) as {
          user: { email: string } | null
        }
      ).user
    expect((await me('http://127.0.0.1:3000'))?.email).toBe('alias@example.com')
    expect(await me('https://evil.example')).toBeNull()
  })

  it('signs out from an alias; refuses a sign-out posted by another site', async () => {
    const foreign = await rest('POST', '/candidates/session/logout', { headers: { Cookie: cookie, Origin: 'https://evil.example' } })
    expect(foreign.status).toBe(403)
    const alias = await rest('POST', '/candidates/session/logout', { headers: { Cookie: cookie, Origin: 'http://127.0.0.1:3000' } })
    expect(alias.status).toBe(200)
    expect(alias.headers.getSetCookie().some((c) => c.startsWith(`${SIGN_IN_COOKIE}=;`) || /nk_signin=.*Max-Age=0/.test(c))).toBe(true)
  })
})
