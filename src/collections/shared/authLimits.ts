import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { clientAddress, consumeAuthAttempt, RateLimitedError, type AuthAction } from '@/features/accounts/rateLimit'
import { translator } from '@/i18n/messages'

const limited: Partial<Record<string, AuthAction>> = { login: 'signIn', create: 'signUp', forgotPassword: 'forgotPassword' }

/**
 * Before login, sign-up and forgot-password on any path (REST, GraphQL,
 * server actions): a per-address rate limit. Server actions count the
 * attempt themselves and say so in `context.rateLimited`. (Password rules:
 * `collections/shared/passwordRules.ts`; sign-in throttling:
 * `features/accounts/signInThrottle.ts`.)
 */
export const guardAuthOperations: CollectionBeforeOperationHook = async ({ args, operation, req, context }) => {
  const action = limited[operation]
  if (action && !context?.rateLimited && !isRecruiterUser(req.user)) {
    const address = clientAddress(req.headers)
    if (address) {
      try {
        await consumeAuthAttempt(action, address)
      } catch (error) {
        if (error instanceof RateLimitedError) throw new APIError(translator(req.locale, 'Account')('rateLimited'), 429, undefined, true)
        throw error
      }
    }
  }
  return args
}
