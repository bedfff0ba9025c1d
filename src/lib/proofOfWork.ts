import { createHmac } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { env } from './env'
import { allowance, consumedPoints, consumeRateLimit, RateLimitedError, type RateLimitPolicy } from './rateLimit'

/**
 * Proof of work instead of a refusal (docs/SECURITY.md, "Many people behind one address"). Gulf mobile operators,
 * offices and campuses put many people behind one IPv4 address, so a per-address limit alone refuses the sixth
 * student who signs up at an open day. Past the per-address threshold (`signUp`, `signIn` in lib/rateLimit.ts) an
 * attempt goes on only with a solved ALTCHA challenge, self-hosted: the challenge is signed here with a key derived
 * from PAYLOAD_SECRET, solved in the visitor's browser (sized for about a second on a phone), and redeemed once. A
 * much higher ceiling per address (`signUpCeiling`, `signInCeiling`) still holds with solved challenges.
 * Per-account protections (features/accounts/signInThrottle.ts) are not affected.
 *
 * A solution is single-use: its challenge's signature is remembered in the rate-limit store (Redis when REDIS_URL
 * is set, so every instance knows it) for as long as the challenge lives, and a second use is refused.
 */
export type ChallengePurpose = 'signUp' | 'signIn'

export const challengePurposes: readonly ChallengePurpose[] = ['signUp', 'signIn']

/** How long a challenge can be solved and redeemed; the store remembers a redeemed one as long (`challengeRedeemed`). */
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60

/**
 * The work asked: SHA-256 of salt, nonce and a counter, from 0 up to a secret counter between these bounds (the
 * widget's workers share the search). A phone's browser does a few tens of thousands a second per core.
 */
export const CHALLENGE_WORK = { algorithm: 'SHA-256', cost: 1, counter: { min: 10_000, max: 50_000 } } as const

/** The header a REST or GraphQL client sends a solution in (the forms send the widget's `altcha` field). */
export const CHALLENGE_HEADER = 'x-altcha'

const ceilings: Record<ChallengePurpose, RateLimitPolicy> = { signUp: 'signUpCeiling', signIn: 'signInCeiling' }

/** The HMAC keys, derived from PAYLOAD_SECRET: one signs the challenge, the other the expected answer. */
function secret(use: 'signature' | 'key'): string {
  return createHmac('sha256', env.payloadSecret).update(`altcha-challenge:${use}`).digest('hex')
}

export const isChallengePurpose = (value: unknown): value is ChallengePurpose => challengePurposes.includes(value as ChallengePurpose)

/** A new challenge for one purpose, expiring after CHALLENGE_LIFETIME_SECONDS. */
export async function newChallenge(purpose: ChallengePurpose, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_WORK.algorithm,
    cost: CHALLENGE_WORK.cost,
    counter: randomInt(CHALLENGE_WORK.counter.min, CHALLENGE_WORK.counter.max),
    deriveKey,
    data: { purpose },
    expiresAt: Math.floor(now / 1000) + CHALLENGE_LIFETIME_SECONDS,
    hmacSignatureSecret: secret('signature'),
    hmacKeySignatureSecret: secret('key'),
  })
}

/** The widget's payload: base64 of the JSON `{ challenge, solution }`. Anything else is null. */
function readPayload(value: unknown): Payload | null {
  if (typeof value !== 'string' || !value || value.length > 4096) return null
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<Payload> | null
    if (!payload || typeof payload !== 'object') return null
    const { challenge, solution } = payload
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.signature !== 'string') return null
    if (!solution || typeof solution !== 'object') return null
    return payload as Payload
  } catch {
    return null
  }
}

/**
 * True when `value` solves a challenge this site made for `purpose`, not expired and not redeemed before; it is then
 * redeemed (the first of two simultaneous uses wins, in memory and in Redis alike).
 */
export async function redeemSolution(purpose: ChallengePurpose, value: unknown): Promise<boolean> {
  const payload = readPayload(value)
  if (!payload || payload.challenge.parameters.data?.purpose !== purpose) return false
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret('signature'),
      hmacKeySignatureSecret: secret('key'),
    })
    if (!result.verified) return false
  } catch {
    // A malformed challenge (an unknown algorithm, a bad hex string) is an unsolved one.
    return false
  }
  try {
    await consumeRateLimit('challengeRedeemed', payload.challenge.signature!)
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}

/** What one attempt from an address gets: through, a request for a solved challenge, or a refusal. */
export type AttemptAdmission = 'admitted' | 'challenge' | 'refused'

async function counted(policy: RateLimitPolicy, key: string): Promise<boolean> {
  try {
    await consumeRateLimit(policy, key)
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}

/**
 * Counts one sign-up or sign-in attempt from a client address:
 *
 * - with a solution that redeems (see `redeemSolution`): through, up to the purpose's ceiling;
 * - without one (or with one that does not redeem): through within the per-address threshold (`signUp`, `signIn`),
 *   past it `challenge`, or `refused` once the ceiling is spent too (a challenge would not help).
 *
 * Every attempt that goes through counts against the ceiling; refused ones count against the threshold only, so a
 * script that never solves a challenge cannot spend the ceiling of the people who share its address.
 */
export async function admitAttempt(purpose: ChallengePurpose, address: string, solution?: unknown): Promise<AttemptAdmission> {
  const ceiling = ceilings[purpose]
  if (await redeemSolution(purpose, solution)) return (await counted(ceiling, address)) ? 'admitted' : 'refused'
  if (await counted(purpose, address)) return (await counted(ceiling, address)) ? 'admitted' : 'refused'
  return (await consumedPoints(ceiling, address)) >= allowance(ceiling) ? 'refused' : 'challenge'
}
