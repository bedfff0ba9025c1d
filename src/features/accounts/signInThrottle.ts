import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/http/clientAddress'
import { allowance, consumedPoints, forgetRateLimit, penalizeRateLimit, rewardRateLimit } from '@/lib/rateLimit'

/**
 * Sign-in throttling that an attacker cannot aim at someone else's account (docs/SECURITY.md):
 *
 * - per account and client address: after 5 failures in 15 minutes that pair is refused, with the same answer
 *   (and the same work) as a wrong password, until the window passes or the right password is given from
 *   elsewhere. The owner, from their own address, is not affected;
 * - per account from every address: past 5 failures each attempt is slowed down (0.25 s doubling to 4 s), never
 *   refused, so a distributed guess gets slow without locking the owner out;
 * - an unknown email costs the same password hashing as a known one, so timing does not tell which emails have
 *   an account.
 *
 * Payload's own lockout (`maxLoginAttempts`) is off on both auth collections: it locked an account for
 * everyone after 5 wrong passwords from anyone, and said so.
 */
const pbkdf2Async = promisify(pbkdf2)
const DUMMY_SALT = randomBytes(32).toString('hex')

/** The work Payload does to check a password (pbkdf2-sha256, 600,000 iterations, 32 bytes: payload 3.90's current hash). */
export async function hashLikeASignIn(password: unknown): Promise<void> {
  await pbkdf2Async(typeof password === 'string' ? password : '', DUMMY_SALT, 600_000, 32, 'sha256')
}

const normalised = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')
const keys = (collection: string, email: string, address: string) => ({
  pair: `${collection}:${email}|${address}`,
  account: `${collection}:${email}`,
})
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = normalised(data?.email)
  if (!email) return args
  const { pair, account } = keys(collection.slug, email, clientAddress(req.headers) ?? 'local')

  if ((await consumedPoints('signInFailures', pair)) >= allowance('signInFailures')) {
    await hashLikeASignIn(data?.password)
    throw new AuthenticationError(req.t)
  }
  const over = (await consumedPoints('signInSlowDown', account)) - allowance('signInSlowDown')
  if (over >= 0) await sleep(Math.min(250 * 2 ** over, 4000))

  // Counted as a failure until afterLogin says it succeeded.
  await Promise.all([penalizeRateLimit('signInFailures', pair), penalizeRateLimit('signInSlowDown', account)])

  const known = await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req })
  if (!known) await hashLikeASignIn(data?.password)
  return args
}

export const clearSignInFailures: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const email = normalised((user as { email?: unknown }).email)
  const { pair, account } = keys(collection.slug, email, clientAddress(req.headers) ?? 'local')
  await Promise.all([forgetRateLimit('signInFailures', pair), rewardRateLimit('signInSlowDown', account)])
  return user
}
