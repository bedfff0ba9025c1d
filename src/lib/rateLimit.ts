import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible'

import { countRateLimitRefusal } from './metrics'
import { redisClient } from './redis'

/**
 * Every rate limit of the site, in one table (docs/SECURITY.md, "Limits"). Keys are client addresses
 * (`lib/http/clientAddress.ts`) unless the policy says otherwise. In this process, or, when REDIS_URL is set, in
 * Redis, so the limits hold across every instance (while Redis is unreachable each process counts on its own).
 * RATE_LIMIT_SCALE multiplies every allowance (the end-to-end run signs in dozens of times from one address), but
 * for policies marked `exact`.
 */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE) || 1)

export const rateLimitPolicies = {
  /**
   * Sign-in attempts per address, any account. Past it, an attempt goes on only with a solved proof-of-work challenge
   * (lib/proofOfWork.ts: many people share one address behind carrier-grade NAT), up to `signInCeiling`.
   */
  signIn: { points: 10, duration: 15 * 60 },
  /** Sign-in attempts per address that go on at all (within `signIn`, or past it with a solved challenge). */
  signInCeiling: { points: 300, duration: 15 * 60 },
  /** Failed sign-ins per account and address: past this, that pair is refused (with the wrong-password answer) for the rest of the window. */
  signInFailures: { points: 5, duration: 15 * 60 },
  /** Failed sign-ins per account from every address: past `points`, each attempt on the account is slowed down (never refused). */
  signInSlowDown: { points: 5, duration: 15 * 60 },
  /** Sign-ups per address; past it, as sign-in: only with a solved challenge, up to `signUpCeiling`. */
  signUp: { points: 5, duration: 60 * 60 },
  /** Sign-ups per address that go on at all (within `signUp`, or past it with a solved challenge). */
  signUpCeiling: { points: 300, duration: 60 * 60 },
  /**
   * Uses of one solved challenge (key: its signature), for as long as a challenge lives: the first one only, so a
   * solution cannot be replayed. Never scaled.
   */
  challengeRedeemed: { points: 1, duration: 10 * 60, exact: true },
  forgotPassword: { points: 5, duration: 60 * 60 },
  /** Reset emails per account: one per 15 s, whoever asks (the others are dropped silently, same answer). */
  forgotPasswordAccount: { points: 1, duration: 15 },
  contact: { points: 5, duration: 10 * 60 },
  /** Employers' requests for the salary benchmark report, per address (features/salary): as the contact form. */
  salaryReport: { points: 5, duration: 10 * 60 },
  /** Applications per candidate account (counted once they pass every check). */
  apply: { points: 20, duration: 60 * 60 },
  /** CV and picture uploads per candidate account. */
  upload: { points: 20, duration: 60 * 60 },
  /** "Email me jobs like these" from visitors, per address. */
  jobAlert: { points: 10, duration: 60 * 60 },
  /** Job alert emails asked for by visitors, per recipient: one per 10 minutes, the others dropped silently (same answer). */
  jobAlertEmail: { points: 1, duration: 10 * 60 },
  /** GraphQL requests per address (each is also bounded in cost: lib/graphqlLimits.ts). */
  graphql: { points: 120, duration: 60 },
  /** "Download my data" requests per account (key `candidates:{id}`): each makes a one-time link (features/privacy). */
  dataExport: { points: 3, duration: 24 * 60 * 60 },
  /** Attempts to confirm "Delete my account" per account (key `candidates:{id}`): a wrong password counts. */
  accountDeletion: { points: 5, duration: 15 * 60 },
  /** Client portal sign-in links asked for, per address (issue 30). */
  portalLink: { points: 5, duration: 15 * 60 },
  /** Sign-in link emails per client contact: one a minute, whoever asks (the others are dropped silently, same answer). */
  portalLinkEmail: { points: 1, duration: 60 },
  /** Decisions, questions and intake posts per client contact (key `client-contacts:{id}`). */
  portalWrite: { points: 60, duration: 60 * 60 },
  /** "Send the link again" for the address confirmation, per account (key `candidates:{id}`): each is an email. */
  verifyEmail: { points: 5, duration: 60 * 60 },
  /** A candidate's answers to interviews (My applications: confirm, ask to reschedule) per account. */
  interviewReply: { points: 30, duration: 60 * 60 },
  /** WhatsApp verification codes asked for per address (each is a paid message; features/notify). */
  whatsappCode: { points: 5, duration: 60 * 60 },
} as const

export type RateLimitPolicy = keyof typeof rateLimitPolicies

/** The allowance of a policy, scaled (but for `exact` policies). */
export const allowance = (policy: RateLimitPolicy) => {
  const { points, exact } = rateLimitPolicies[policy] as { points: number; exact?: boolean }
  return exact ? points : points * scale
}

function limiter(keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix })
  const storeClient = redisClient()
  if (!storeClient) return memory
  return new RateLimiterRedis({
    storeClient,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
    keyPrefix: `site:rl:${keyPrefix}`,
    points,
    duration,
  })
}

/**
 * One set of limiters per process, kept on globalThis: the production build bundles this module into each route's
 * server code (the REST route, each page's server actions), and with a set per bundle the in-memory counts were
 * per route: sign-ups over REST did not count against the sign-up form, and a solved challenge redeemed through one
 * could be redeemed again through the other. (With REDIS_URL the keys were shared already.)
 */
const shared = globalThis as unknown as { __siteRateLimiters?: Record<RateLimitPolicy, RateLimiterAbstract> }
const limiters = (shared.__siteRateLimiters ??= Object.fromEntries(
  Object.entries(rateLimitPolicies).map(([key, { duration }]) => [key, limiter(key, allowance(key as RateLimitPolicy), duration)]),
) as Record<RateLimitPolicy, RateLimiterAbstract>)

export class RateLimitedError extends Error {
  constructor(public retryAfterSeconds: number) {
    super('Too many attempts. Please wait a few minutes and try again.')
  }
}

/** Counts one attempt; throws RateLimitedError when the key is over its allowance. */
export async function consumeRateLimit(policy: RateLimitPolicy, key: string, points = 1): Promise<void> {
  try {
    await limiters[policy].consume(key, points)
  } catch (result) {
    if (result instanceof Error) throw result
    countRateLimitRefusal(policy)
    throw new RateLimitedError(Math.ceil(((result as RateLimiterRes).msBeforeNext ?? 60_000) / 1000))
  }
}

/** Attempts counted so far for the key in the current window. */
export async function consumedPoints(policy: RateLimitPolicy, key: string): Promise<number> {
  return (await limiters[policy].get(key))?.consumedPoints ?? 0
}

export async function forgetRateLimit(policy: RateLimitPolicy, key: string): Promise<void> {
  await limiters[policy].delete(key)
}

export async function rewardRateLimit(policy: RateLimitPolicy, key: string, points = 1): Promise<void> {
  await limiters[policy].reward(key, points)
}

/** Counts `points` against the key without ever refusing (for counters read with `consumedPoints`). */
export async function penalizeRateLimit(policy: RateLimitPolicy, key: string, points = 1): Promise<void> {
  await limiters[policy].penalty(key, points)
}
