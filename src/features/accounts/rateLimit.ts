import { consumeRateLimit } from '@/lib/rateLimit'

export { clientAddress } from '@/lib/http/clientAddress'
export { RateLimitedError } from '@/lib/rateLimit'

export type AuthAction = 'signIn' | 'signUp' | 'forgotPassword'

/** Counts one attempt; throws RateLimitedError when the address is over its allowance (lib/rateLimit.ts). */
export const consumeAuthAttempt = (action: AuthAction, address: string) => consumeRateLimit(action, address)
