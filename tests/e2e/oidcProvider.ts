import type { Server } from 'node:http'

import Provider from 'oidc-provider'

/**
 * A real OpenID Connect provider on localhost (panva's oidc-provider) for
 * the run: the site's "Continue with Google" is pointed at it through
 * GOOGLE_ISSUER. Its development sign-in page accepts any login; the login
 * becomes the account id, and an email-like login is the verified email.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3201)
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`
export const OIDC_CLIENT = { id: 'nukhba-e2e', secret: 'nukhba-e2e-client-secret-0123456789' }

export default async function startOidcProvider(): Promise<() => Promise<void>> {
  const site = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${site}/en/oauth/callback`, `${site}/ar/oauth/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id.includes('@') ? id : `${id}@oidc.test`,
        email_verified: !id.startsWith('unverified'),
        name: 'Layla Haddad',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['e2e-oidc-cookie-key-0123456789'] },
  })
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(OIDC_PORT, () => resolve(s))
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
