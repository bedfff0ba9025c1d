import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'
import type { Payload, PayloadRequest } from 'payload'
import { addSessionToUser } from 'payload/shared'

import { sessionTurn } from '@/lib/db/sessionWrites'
import { env } from '@/lib/env'
import { signSessionToken } from '@/lib/sessionToken'

import { AUTH_HINT_COOKIE, ID_TOKEN_COOKIE, ID_TOKEN_MAX_AGE, SIGN_IN_COOKIE, SIGN_IN_MAX_AGE } from './constants'

/**
 * Candidate sessions (docs/ACCOUNTS.md).
 *
 * - A session is a Payload session on the candidate (`sessions`, `sid`),
 *   living 7 days unless ended (sign-out, password change or reset).
 * - The sign-in cookie holds a token naming that session, signed with a key
 *   derived from Payload's secret, so it is never accepted as an API token.
 * - The ID token is an ordinary 1-hour Payload JWT for that session: Payload's
 *   own JWT strategy (Bearer) and ours (the nk_id cookie) accept it, and it
 *   dies with the session.
 */
const COLLECTION = 'candidates' as const

export type CookieSpec = {
  name: string
  value: string
  maxAge: number
  httpOnly: boolean
  sameSite: 'strict' | 'lax'
  secure: boolean
  path: '/'
}

export type SessionTokens = { idToken: string; idTokenExp: number; signIn?: { token: string; exp: number } }

function signInKey(payload: Payload): Uint8Array {
  return new TextEncoder().encode(createHmac('sha256', payload.secret).update('candidate-sign-in-cookie').digest('hex'))
}

type CandidateLike = { id: number | string; email: string; sessions?: { id: string; expiresAt: string | Date }[] | null }

async function loadCandidate(payload: Payload, id: number | string, req?: Partial<PayloadRequest>) {
  return (await payload.findByID({
    collection: COLLECTION,
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
    req,
  })) as (CandidateLike & Record<string, unknown>) | null
}

async function mintIdToken(payload: Payload, candidate: CandidateLike, sid: string) {
  const { token, exp } = await signSessionToken(payload, COLLECTION, candidate, sid, ID_TOKEN_MAX_AGE)
  return { idToken: token, idTokenExp: exp }
}

/** A new 7-day session for a candidate whose identity is already proven (password, OAuth, sign-up). */
export async function startSession(payload: Payload, id: number | string, req?: PayloadRequest): Promise<SessionTokens> {
  const candidate = await loadCandidate(payload, id, req)
  if (!candidate) throw new Error('Candidate not found')
  const collectionConfig = payload.collections[COLLECTION].config
  const { sid } = await addSessionToUser({
    collectionConfig: { ...collectionConfig, auth: { ...collectionConfig.auth, tokenExpiration: SIGN_IN_MAX_AGE } },
    payload,
    req: req as PayloadRequest,
    user: candidate as never,
  })
  if (!sid) throw new Error('Sessions are off for candidates')
  const exp = Math.floor(Date.now() / 1000) + SIGN_IN_MAX_AGE
  return { ...(await mintIdToken(payload, candidate, sid)), signIn: { token: await signInToken(payload, candidate.id, sid, exp), exp } }
}

/**
 * Takes over the session Payload's login just created (it lives one hour)
 * as the 7-day sign-in session, so a password sign-in keeps Payload's
 * attempt counting and lockout and leaves no stray session behind.
 */
export async function adoptSession(payload: Payload, id: number | string, sid: string): Promise<SessionTokens> {
  const exp = Math.floor(Date.now() / 1000) + SIGN_IN_MAX_AGE
  // Read and written back in the account's turn, so a sign-in elsewhere at the same instant is not lost.
  const candidate = await sessionTurn(payload, COLLECTION, id, async () => {
    const found = await loadCandidate(payload, id)
    if (!found || !sid || !found.sessions?.some((s) => s.id === sid)) throw new Error('No session to adopt')
    const sessions = found.sessions.map((s) => (s.id === sid ? { ...s, expiresAt: new Date(exp * 1000).toISOString() } : s))
    await payload.db.updateOne({ collection: COLLECTION, id: found.id, data: { sessions }, returning: false })
    return found
  })
  return { ...(await mintIdToken(payload, candidate, sid)), signIn: { token: await signInToken(payload, candidate.id, sid, exp), exp } }
}

function signInToken(payload: Payload, id: number | string, sid: string, exp: number): Promise<string> {
  return new SignJWT({ id, sid, typ: 'sign-in' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(signInKey(payload))
}

type SignInRef = { id: number | string; sid: string; exp: number }

async function readSignIn(payload: Payload, token: string | undefined): Promise<SignInRef | null> {
  if (!token) return null
  try {
    const { payload: claims } = await jwtVerify(token, signInKey(payload), { algorithms: ['HS256'] })
    if (claims.typ !== 'sign-in' || typeof claims.sid !== 'string' || claims.exp === undefined) return null
    if (typeof claims.id !== 'number' && typeof claims.id !== 'string') return null
    return { id: claims.id, sid: claims.sid, exp: claims.exp }
  } catch {
    return null
  }
}

/** A fresh ID token from the sign-in cookie, if its session is still alive. */
export async function refreshSession(payload: Payload, signInToken: string | undefined): Promise<SessionTokens | null> {
  const ref = await readSignIn(payload, signInToken)
  if (!ref) return null
  const candidate = await loadCandidate(payload, ref.id)
  const session = candidate?.sessions?.find((s) => s.id === ref.sid)
  if (!candidate || !session || new Date(session.expiresAt) <= new Date()) return null
  return mintIdToken(payload, candidate, ref.sid)
}

/** Ends the session named by the sign-in cookie or the ID token (whichever is there). */
export async function endSession(payload: Payload, { signInToken, idToken }: { signInToken?: string; idToken?: string }) {
  let ref: { id: number | string; sid: string } | null = await readSignIn(payload, signInToken)
  if (!ref && idToken) {
    try {
      const { payload: claims } = await jwtVerify(idToken, new TextEncoder().encode(payload.secret), { algorithms: ['HS256'] })
      if (
        claims.collection === COLLECTION &&
        typeof claims.sid === 'string' &&
        (typeof claims.id === 'number' || typeof claims.id === 'string')
      )
        ref = { id: claims.id, sid: claims.sid }
    } catch {
      ref = null
    }
  }
  if (!ref) return
  const { id, sid } = ref
  await sessionTurn(payload, COLLECTION, id, async () => {
    const candidate = await loadCandidate(payload, id)
    if (!candidate) return
    const sessions = (candidate.sessions ?? []).filter((s) => s.id !== sid)
    await payload.db.updateOne({ collection: COLLECTION, id: candidate.id, data: { sessions }, returning: false })
  })
}

/** Ends every session of a candidate but `keepSid` (password change and reset). */
export async function endOtherSessions(payload: Payload, id: number | string, keepSid?: string) {
  await sessionTurn(payload, COLLECTION, id, async () => {
    const candidate = await loadCandidate(payload, id)
    if (!candidate) return
    const sessions = (candidate.sessions ?? []).filter((s) => s.id === keepSid)
    await payload.db.updateOne({ collection: COLLECTION, id: candidate.id, data: { sessions }, returning: false })
  })
}

/** The cookies of a signed-in browser (spec §9): sign-in Lax 7 days, ID token Strict 1 hour, both HttpOnly. */
export function sessionCookies(tokens: SessionTokens): CookieSpec[] {
  const now = Math.floor(Date.now() / 1000)
  const base = { path: '/' as const, secure: env.cookieSecure }
  const cookies: CookieSpec[] = [
    { ...base, name: ID_TOKEN_COOKIE, value: tokens.idToken, maxAge: ID_TOKEN_MAX_AGE, httpOnly: true, sameSite: 'strict' },
  ]
  const signInAge = tokens.signIn ? tokens.signIn.exp - now : undefined
  if (tokens.signIn) {
    cookies.push({ ...base, name: SIGN_IN_COOKIE, value: tokens.signIn.token, maxAge: SIGN_IN_MAX_AGE, httpOnly: true, sameSite: 'lax' })
  }
  // The hint carries only the ID token's expiry; it lives as long as the sign-in.
  cookies.push({
    ...base,
    name: AUTH_HINT_COOKIE,
    value: String(tokens.idTokenExp),
    maxAge: signInAge ?? SIGN_IN_MAX_AGE,
    httpOnly: false,
    sameSite: 'lax',
  })
  return cookies
}

export function clearedSessionCookies(): CookieSpec[] {
  const base = { path: '/' as const, secure: env.cookieSecure, value: '', maxAge: 0 }
  return [
    { ...base, name: ID_TOKEN_COOKIE, httpOnly: true, sameSite: 'strict' },
    { ...base, name: SIGN_IN_COOKIE, httpOnly: true, sameSite: 'lax' },
    { ...base, name: AUTH_HINT_COOKIE, httpOnly: false, sameSite: 'lax' },
  ]
}

export function serializeCookie(c: CookieSpec): string {
  const parts = [`${c.name}=${c.value}`, `Path=${c.path}`, `Max-Age=${c.maxAge}`, `SameSite=${c.sameSite === 'strict' ? 'Strict' : 'Lax'}`]
  if (c.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (c.httpOnly) parts.push('HttpOnly')
  if (c.secure) parts.push('Secure')
  return parts.join('; ')
}
