import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { APIError, ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { passwordProblem } from '@/features/accounts/password'
import { translator } from '@/i18n/messages'

/**
 * Who may set a password, on every path (REST, GraphQL, the admin, the site's forms; SECURITY.md):
 * - the account's owner, signed in, who also sends the current password (`currentPassword`);
 * - the emailed reset link (Payload's resetPassword operation, which does not run `update`);
 * - our own server code that verified the current password itself (`context.passwordVerified`).
 * Nobody else: not an admin, not a recruiter, not a token alone. Every new password meets the policy
 * (8–128 characters, not a common one), for staff as for candidates. (A changed password ends the account's
 * other sessions: Payload does that itself, keeping the session of the signed-in owner who made the change.)
 */
const pbkdf2Async = promisify(pbkdf2)

type Hashed = { hash?: string | null; salt?: string | null }

/** Checks a password against Payload's stored hash (`pbkdf2-sha256-v1:` 600,000 × 32 bytes, else legacy 25,000 × 512). */
export async function passwordMatches(doc: Hashed, password: string): Promise<boolean> {
  if (!doc.hash || !doc.salt) return false
  const current = doc.hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? doc.hash.slice('pbkdf2-sha256-v1:'.length) : doc.hash, 'hex')
  const computed = await pbkdf2Async(password, doc.salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return computed.length === stored.length && timingSafeEqual(computed, stored)
}

function refuse(req: PayloadRequest): never {
  throw new APIError(translator(req.locale, 'Account')('passwordNeedsCurrent'), 403, undefined, true)
}

export const guardPasswords: CollectionBeforeOperationHook = async ({ args, operation, req, collection, context }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (!data) return args
  const { currentPassword, ...rest } = data
  ;(args as { data?: Record<string, unknown> }).data = rest
  const password = rest.password
  if (password === undefined || password === null || password === '') {
    if (operation === 'update') delete rest.password
    return args
  }
  if (typeof password !== 'string') refuse(req)

  if (operation === 'update' && !context?.passwordVerified) {
    const id = (args as { id?: number | string }).id
    const user = req.user
    const self = user && user.collection === collection.slug && id !== undefined && String(user.id) === String(id)
    if (!self || typeof currentPassword !== 'string' || !currentPassword) refuse(req)
    const stored = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as Hashed | null
    if (!stored || !(await passwordMatches(stored, currentPassword))) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [{ path: 'currentPassword', message: translator(req.locale, 'Account.errors')('wrongPassword') }],
      })
    }
  }
  const problem = await passwordProblem(password)
  if (problem) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'password', message: translator(req.locale, 'Account.errors')(problem) }],
    })
  }
  return args
}
