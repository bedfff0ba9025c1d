import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { toLocale } from '@/i18n/locales'

/**
 * Sign-in with Google and LinkedIn: OpenID Connect authorization code flow
 * with PKCE, state and nonce, through openid-client. A provider is on when
 * its client id and secret are set; the issuer can be changed (the tests
 * point "google" at a local oidc-provider).
 */
export type ProviderId = 'google' | 'linkedin'

type ProviderConfig = { id: ProviderId; label: string; issuer: string; clientId?: string; clientSecret?: string }

function providerConfigs(): ProviderConfig[] {
  return [
    {
      id: 'google',
      label: 'Google',
      issuer: env.oauth.google.issuer,
      clientId: env.oauth.google.clientId,
      clientSecret: env.oauth.google.clientSecret,
    },
    {
      id: 'linkedin',
      label: 'LinkedIn',
      issuer: env.oauth.linkedin.issuer,
      clientId: env.oauth.linkedin.clientId,
      clientSecret: env.oauth.linkedin.clientSecret,
    },
  ]
}

/** The providers with configuration: only these get a button. */
export function enabledProviders(): { id: ProviderId; label: string }[] {
  return providerConfigs()
    .filter((p) => p.clientId && p.clientSecret)
    .map(({ id, label }) => ({ id, label }))
}

export function providerLabel(id: string): string {
  return providerConfigs().find((p) => p.id === id)?.label ?? id
}

const discovered = new Map<ProviderId, Promise<oidc.Configuration>>()

function isLocalHttp(issuer: string) {
  const url = new URL(issuer)
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

async function configuration(id: ProviderId): Promise<oidc.Configuration> {
  const provider = providerConfigs().find((p) => p.id === id && p.clientId && p.clientSecret)
  if (!provider) throw new Error(`OAuth provider ${id} is not configured`)
  let config = discovered.get(id)
  if (!config) {
    config = oidc.discovery(new URL(provider.issuer), provider.clientId!, provider.clientSecret!, undefined, {
      // Plain http only for a provider on this machine (the tests' local provider).
      execute: isLocalHttp(provider.issuer) ? [oidc.allowInsecureRequests] : [],
    })
    config.catch(() => discovered.delete(id))
    discovered.set(id, config)
  }
  return config
}

export const redirectUri = (locale: string) => `${env.serverUrl}/${toLocale(locale)}/oauth/callback`

type FlowState = { provider: ProviderId; verifier: string; state: string; nonce: string; locale: string; redirect: string | null }

const flowKey = (payload: Payload) =>
  new TextEncoder().encode(createHmac('sha256', payload.secret).update('oauth-flow-cookie').digest('hex'))

/** The provider's authorization URL, and the signed cookie that remembers this attempt for 10 minutes. */
export async function startFlow(payload: Payload, provider: ProviderId, locale: string, redirect: string | null) {
  const config = await configuration(provider)
  const verifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(locale),
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: locale,
  })
  const cookie = await new SignJWT({ provider, verifier, state, nonce, locale, redirect } satisfies FlowState)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(flowKey(payload))
  return { url: url.href, cookie }
}

export async function readFlow(payload: Payload, cookie: string | undefined): Promise<FlowState | null> {
  if (!cookie) return null
  try {
    const { payload: claims } = await jwtVerify(cookie, flowKey(payload), { algorithms: ['HS256'] })
    return claims as unknown as FlowState
  } catch {
    return null
  }
}

export type VerifiedIdentity = { provider: ProviderId; subject: string; email: string; name: string | null }

export class OAuthError extends Error {
  constructor(public reason: 'failed' | 'noEmail') {
    super(reason)
  }
}

/** Exchanges the code (checking state, nonce and PKCE) and returns the provider's verified identity. */
export async function finishFlow(flow: FlowState, callbackUrl: URL): Promise<VerifiedIdentity> {
  const config = await configuration(flow.provider)
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
  } catch {
    throw new OAuthError('failed')
  }
  let claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) }
  if (!claims.email) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))
    claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name }
  }
  const verified = claims.email_verified === true || claims.email_verified === 'true'
  if (typeof claims.email !== 'string' || !verified) throw new OAuthError('noEmail')
  const name =
    typeof claims.name === 'string'
      ? claims.name
      : [claims.given_name, claims.family_name].filter((v) => typeof v === 'string').join(' ') || null
  return { provider: flow.provider, subject: String(claims.sub), email: claims.email.toLowerCase(), name }
}
