import { ID_TOKEN_COOKIE } from '@/features/accounts/constants'

import { CANDIDATE_PASSWORD } from '../../fixtures/people'

import { rest } from './http'
import { nextRequest } from './nextMocks'

/**
 * Signs a candidate in through the REST route and makes their token the only cookie of the stand-in request
 * (helpers/nextMocks.ts), so the server actions called next run as them.
 */
export async function signInCandidate(email: string, password = CANDIDATE_PASSWORD): Promise<void> {
  const login = await rest('POST', '/candidates/login', { body: { email, password } })
  nextRequest.cookies.clear()
  nextRequest.cookies.set(ID_TOKEN_COOKIE, ((await login.json()) as { token: string }).token)
}
