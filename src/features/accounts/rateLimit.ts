import { RateLimiterMemory } from 'rate-limiter-flexible'

/**
 * Per client address, in this process (a single Node server; a cluster
 * would move these to rate-limiter-flexible's Redis or Postgres stores).
 * RATE_LIMIT_SCALE multiplies every allowance (the end-to-end run signs in
 * dozens of times from one address).
 */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

export const authLimits = {
  signIn: { points: 10 * scale, duration: 15 * 60 },
  signUp: { points: 5 * scale, duration: 60 * 60 },
  forgotPassword: { points: 5 * scale, duration: 60 * 60 },
} as const

export type AuthAction = keyof typeof authLimits

const limiters = Object.fromEntries(
  Object.entries(authLimits).map(([key, options]) => [key, new RateLimiterMemory({ ...options, keyPrefix: key })]),
) as Record<AuthAction, RateLimiterMemory>

export class RateLimitedError extends Error {
  constructor(public retryAfterSeconds: number) {
    super('Too many attempts. Please wait a few minutes and try again.')
  }
}

/** Counts one attempt; throws RateLimitedError when the address is over its allowance. */
export async function consumeAuthAttempt(action: AuthAction, address: string): Promise<void> {
  try {
    await limiters[action].consume(address)
  } catch (result) {
    const ms = (result as { msBeforeNext?: number }).msBeforeNext ?? 60_000
    throw new RateLimitedError(Math.ceil(ms / 1000))
  }
}

/** The client address: the first X-Forwarded-For hop (set by the reverse proxy), else X-Real-IP. */
export function clientAddress(headers: Headers | undefined): string | null {
  if (!headers) return null
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || null
}
