import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { AuthenticationError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { passwordMatches } from '@/collections/shared/passwordRules'
import { clientAddress } from '@/lib/http/clientAddress'
import { allowance, consumedPoints, forgetRateLimit, penalizeRateLimit, rewardRateLimit } from '@/lib/rateLimit'

/**
 * Sign-in throttling that an attacker cannot aim at someone else's account (docs/SECURITY.md):
 *
 * - per account and client address: after 5 failures in 15 minutes that pair is refused, with the same answer
 *   (and the same work) as a wrong password, until the window passes or the right password is given from
 *   elsewhere. The owner, from their own address, is not affected;
 * - per account from every address: past 5 failures each wrong password is answered late (0.25 s doubling to
 *   4 s), never refused;
 * - an unknown email costs the same password hashing as a known one, so timing does not tell which emails have
 *   an account.
 *
 * The password is checked here, before Payload's login, and a wrong one is answered from here: the hash, the
 * slow-down and the dummy hash of every attempt run side by side, and none of them waits for another sign-in.
 * Only a right password goes on to Payload, whose session write takes the account's turn
 * (`lib/db/sessionWrites.ts`). So a flood of wrong passwords from many addresses costs the owner nothing but the
 * machine's share of hashing.
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
  const password = data?.password
  // Payload refuses a sign-in without an email or a password itself, before any hashing, for every email alike.
  if (!email || typeof password !== 'string' || !password.trim()) return args
  const { pair, account } = keys(collection.slug, email, clientAddress(req.headers) ?? 'local')

  if ((await consumedPoints('signInFailures', pair)) >= allowance('signInFailures')) {
    await hashLikeASignIn(password)
    throw new AuthenticationError(req.t)
  }
  const known = (await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req })) as {
    hash?: string | null
    salt?: string | null
  } | null
  const right = known?.hash && known.salt ? await passwordMatches(known, password) : (await hashLikeASignIn(password), false)
  if (right) return args

  await Promise.all([penalizeRateLimit('signInFailures', pair), penalizeRateLimit('signInSlowDown', account)])
  const over = (await consumedPoints('signInSlowDown', account)) - allowance('signInSlowDown') - 1
  if (over >= 0) await sleep(Math.min(250 * 2 ** over, 4000))
  throw new AuthenticationError(req.t)
}

export const clearSignInFailures: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const email = normalised((user as { email?: unknown }).email)
  const { pair, account } = keys(collection.slug, email, clientAddress(req.headers) ?? 'local')
  await Promise.all([forgetRateLimit('signInFailures', pair), rewardRateLimit('signInSlowDown', account)])
  return user
}
