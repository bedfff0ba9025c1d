import 'server-only'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'
import type { Candidate } from '@/payload-types'

import { ID_TOKEN_COOKIE, SIGN_IN_COOKIE } from './constants'
import { refreshSession, sessionCookies } from './session'

export type CurrentCandidate = Candidate & { collection: 'candidates'; _sid?: string }

/**
 * The signed-in candidate of this request, from the ID token cookie, checked
 * by Payload (signature, expiry, live session). Staff cookies play no part.
 */
export async function currentCandidate(): Promise<CurrentCandidate | null> {
  const token = (await cookies()).get(ID_TOKEN_COOKIE)?.value
  if (!token) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `Bearer ${token}` }) })
  return user?.collection === 'candidates' ? (user as unknown as CurrentCandidate) : null
}

/**
 * For server actions: the signed-in candidate. A returning visitor whose 1-hour ID token has expired while the
 * 7-day sign-in is still good gets a new ID token first, set on this answer, so their first save, apply or upload
 * works instead of failing (a server action is a same-origin POST, checked by server/actionGuard.mjs, so the
 * sign-in cookie may mint here as it does at the refresh endpoint).
 */
export async function actionCandidate(): Promise<CurrentCandidate | null> {
  const candidate = await currentCandidate()
  if (candidate) return candidate
  const jar = await cookies()
  const signIn = jar.get(SIGN_IN_COOKIE)?.value
  if (!signIn) return null
  const payload = await getPayloadClient()
  const tokens = await refreshSession(payload, signIn)
  if (!tokens) return null
  for (const c of sessionCookies(tokens)) {
    jar.set(c.name, c.value, { maxAge: c.maxAge, httpOnly: c.httpOnly, sameSite: c.sameSite, secure: c.secure, path: c.path })
  }
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `Bearer ${tokens.idToken}` }) })
  return user?.collection === 'candidates' ? (user as unknown as CurrentCandidate) : null
}

/**
 * For guarded pages: the candidate, or a redirect. With a sign-in cookie
 * but no valid ID token (an hour has passed), the session endpoint mints a
 * new one and comes back; otherwise the login page does, with `redirect`.
 */
export async function requireCandidate(locale: string, path: string): Promise<CurrentCandidate> {
  const candidate = await pageCandidate(locale, path)
  if (candidate) return candidate
  redirect(`/${locale}/login?redirect=${encodeURIComponent(`/${locale}${path}`)}`)
}

/** For pages a visitor may also see signed out: the candidate or null, the ID token renewed first as above. */
export async function pageCandidate(locale: string, path: string): Promise<CurrentCandidate | null> {
  const candidate = await currentCandidate()
  if (candidate) return candidate
  if ((await cookies()).get(SIGN_IN_COOKIE)?.value) {
    redirect(`/api/candidates/session/resume?locale=${locale}&redirect=${encodeURIComponent(`/${locale}${path}`)}`)
  }
  return null
}
