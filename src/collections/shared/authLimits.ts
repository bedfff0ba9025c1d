import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { translator } from '@/i18n/messages'
import { clientAddress } from '@/lib/http/clientAddress'
import { challengeUrl } from '@/features/accounts/constants'
import { admitAttempt, CHALLENGE_HEADER } from '@/lib/proofOfWork'
import { consumeRateLimit, RateLimitedError, type RateLimitPolicy } from '@/lib/rateLimit'

type AuthAction = Extract<RateLimitPolicy, 'signIn' | 'signUp' | 'forgotPassword'>

const limited: Partial<Record<string, AuthAction>> = { login: 'signIn', create: 'signUp', forgotPassword: 'forgotPassword' }

/**
 * Counts one attempt for the request's client address (lib/rateLimit.ts, the one policy table); over the
 * allowance, a 429 in the reader's language. A request without an address (the Local API) is not counted.
 * Sign-in and sign-up go past the per-address threshold with a solved challenge in the `X-Altcha` header
 * (lib/proofOfWork.ts; the 429 says where to get one), up to their ceiling.
 */
export async function limitAuthAttempt(action: AuthAction, headers: Headers | undefined, locale: unknown): Promise<void> {
  const address = clientAddress(headers)
  if (!address) return
  if (action === 'signIn' || action === 'signUp') {
    const admission = await admitAttempt(action, address, headers?.get(CHALLENGE_HEADER))
    if (admission === 'admitted') return
    const t = translator(locale, 'Account')
    if (admission === 'refused') throw new APIError(t('rateLimited'), 429, undefined, true)
    throw new APIError(t('challengeRequiredApi', { url: challengeUrl(action), header: CHALLENGE_HEADER }), 429, undefined, true)
  }
  try {
    await consumeRateLimit(action, address)
  } catch (error) {
    if (error instanceof RateLimitedError) throw new APIError(translator(locale, 'Account')('rateLimited'), 429, undefined, true)
    throw error
  }
}

/**
 * Before login, sign-up and forgot-password on any path (REST, GraphQL,
 * server actions): a per-address rate limit. Server actions count the
 * attempt themselves and say so in `context.rateLimited`. (Password rules:
 * `collections/shared/passwordRules.ts`; sign-in throttling:
 * `features/accounts/signInThrottle.ts`.)
 */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req, context }) => {
  const action = limited[operation]
  if (action && !context?.rateLimited && !isRecruiterUser(req.user)) await limitAuthAttempt(action, req.headers, req.locale)
  return args
}
