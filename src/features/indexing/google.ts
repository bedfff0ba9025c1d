import { readFileSync } from 'node:fs'

import { importPKCS8, SignJWT } from 'jose'

import { env } from '@/lib/env'

/**
 * Google's Indexing API (https://developers.google.com/search/apis/indexing-api/v3/using-api): a service account
 * signs a JWT (RS256, with `jose`), trades it for an access token at the token endpoint, and posts
 * `{ url, type: URL_UPDATED | URL_DELETED }` to the publish endpoint. Both endpoints come from the environment, so
 * tests point them at a local stand-in.
 */
export type NoticeType = 'URL_UPDATED' | 'URL_DELETED'

export type IndexingConfig = { clientEmail: string; privateKey: string; tokenUrl: string; endpoint: string }

const SCOPE = 'https://www.googleapis.com/auth/indexing'

/** Whether a service account is configured (the jobs hooks queue notices only then). */
export const indexingConfigured = () => Boolean(process.env.GOOGLE_INDEXING_CREDENTIALS || env.indexing.credentials)

/** The spec's retry statuses (SPEC §7): a notice that gets one of these, or no answer, is tried again. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504]

/**
 * The configured service account, or null when none is (then nothing is notified). Read when used, not at start,
 * so that the key can be set for one test and the endpoints pointed at a stand-in.
 */
export function indexingConfig(): IndexingConfig | null {
  const raw = process.env.GOOGLE_INDEXING_CREDENTIALS || env.indexing.credentials
  if (!raw) return null
  const json = raw.trim().startsWith('{') ? raw : readFileSync(raw, 'utf8')
  const key = JSON.parse(json) as { client_email?: string; private_key?: string; token_uri?: string }
  if (!key.client_email || !key.private_key) throw new Error('GOOGLE_INDEXING_CREDENTIALS: client_email and private_key are required')
  return {
    clientEmail: key.client_email,
    privateKey: key.private_key,
    tokenUrl: process.env.GOOGLE_INDEXING_TOKEN_URL || env.indexing.tokenUrl || key.token_uri || 'https://oauth2.googleapis.com/token',
    endpoint: process.env.GOOGLE_INDEXING_ENDPOINT || env.indexing.endpoint,
  }
}

let cached: { key: string; token: string; expires: number } | null = null
/** The token request under way, shared by notices sent at the same time (the queue runs several at once). */
let pending: { key: string; promise: Promise<Response | string> } | null = null

/** Forgets the access token (a 401 from the API: it was revoked or the key changed). */
export const forgetToken = () => {
  cached = null
  pending = null
}

/** An access token for the Indexing scope, reused until a minute before it expires; one request at a time. */
function accessToken(config: IndexingConfig): Promise<Response | string> {
  const key = `${config.clientEmail}|${config.tokenUrl}`
  if (cached && cached.key === key && cached.expires > Date.now() + 60_000) return Promise.resolve(cached.token)
  if (pending?.key === key) return pending.promise
  const promise = requestToken(config, key).finally(() => {
    if (pending?.promise === promise) pending = null
  })
  pending = { key, promise }
  return promise
}

async function requestToken(config: IndexingConfig, key: string): Promise<Response | string> {
  const now = Math.floor(Date.now() / 1000)
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience(config.tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importPKCS8(config.privateKey, 'RS256'))
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) return response
  const { access_token: token, expires_in: expiresIn } = (await response.json()) as { access_token: string; expires_in?: number }
  cached = { key, token, expires: Date.now() + (expiresIn ?? 3600) * 1000 }
  return token
}

export type PublishResult = {
  ok: boolean
  /** The last answer's status (0: no answer at all). */
  status: number
  attempts: number
  /** Whether the last failure is one worth trying again later (a retry status or no answer). */
  retryable: boolean
  error?: string
}

/**
 * Notifies one URL, with up to `attempts` tries, waiting `delayMs`, then twice as long each time, after an answer
 * with a retry status or none at all (the spec's fetch retry statuses and backoff, SPEC §7, §9). Other failures
 * (400, 403: a URL Google will not take, a key without rights) are not tried again.
 */
export async function publish(
  config: IndexingConfig,
  notice: { url: string; type: NoticeType },
  { attempts = 5, delayMs = 500 }: { attempts?: number; delayMs?: number } = {},
): Promise<PublishResult> {
  let last: PublishResult = { ok: false, status: 0, attempts: 0, retryable: true }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** (attempt - 2)))
    try {
      const token = await accessToken(config)
      const response =
        typeof token === 'string'
          ? await fetch(config.endpoint, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(notice),
              signal: AbortSignal.timeout(15_000),
            })
          : token
      if (response.ok) return { ok: true, status: response.status, attempts: attempt, retryable: false }
      if (response.status === 401) forgetToken()
      const detail = (await response.text().catch(() => '')).slice(0, 300)
      last = {
        ok: false,
        status: response.status,
        attempts: attempt,
        retryable: RETRY_STATUSES.includes(response.status),
        error: `${typeof token === 'string' ? 'publish' : 'token'} ${response.status} ${detail}`.trim(),
      }
      if (!last.retryable) return last
    } catch (error) {
      last = { ok: false, status: 0, attempts: attempt, retryable: true, error: error instanceof Error ? error.message : String(error) }
    }
  }
  return last
}
