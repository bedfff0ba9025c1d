import { createHash, randomBytes } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'

/**
 * The tokens of one-time links (a client contact's sign-in, a candidate's answer to a representation request, a data
 * export): the link carries 32 random bytes (base64url, 43 characters) and the database keeps only their SHA-256
 * (`tokenHash`), so a copy of the database opens nothing.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url')

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The row of `collection` that keeps this token's hash, read as the server (depth 0), or null. */
export async function findByLinkToken<S extends CollectionSlug>(payload: Payload, collection: S, token: string) {
  const { docs } = await payload.find({
    collection,
    where: { tokenHash: { equals: hashLinkToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}
