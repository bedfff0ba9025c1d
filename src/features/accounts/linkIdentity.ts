import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { FULL_NAME_MAX, FULL_NAME_MIN } from './constants'
import type { VerifiedIdentity } from './oidc'
import { toLocale } from '@/i18n/locales'

/**
 * The candidate for a provider identity: the one already linked to it, or
 * the one with the same (provider-verified) email, now linked, or a new
 * one with the provider's display name and a random password (they can set
 * their own through "forgot password"). The provider has verified the address, so it counts as confirmed
 * (features/accounts/verification.ts).
 */
export async function linkOrCreateCandidate(payload: Payload, identity: VerifiedIdentity, locale: string) {
  const linked = await payload.find({
    collection: 'candidates',
    where: { and: [{ 'identities.provider': { equals: identity.provider } }, { 'identities.subject': { equals: identity.subject } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (linked.docs[0]) return linked.docs[0]

  const byEmail = await payload.find({
    collection: 'candidates',
    where: { email: { equals: identity.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = byEmail.docs[0]
  if (existing) {
    return payload.update({
      collection: 'candidates',
      id: existing.id,
      // The provider vouches for the address (oidc.ts accepts verified addresses only): it counts as confirmed.
      data: {
        identities: [...(existing.identities ?? []), { provider: identity.provider, subject: identity.subject }],
        emailVerified: true,
      },
      overrideAccess: true,
      depth: 0,
    })
  }

  let fullName = (identity.name ?? '').trim().slice(0, FULL_NAME_MAX)
  if (fullName.length < FULL_NAME_MIN) fullName = identity.email.split('@')[0]!.slice(0, FULL_NAME_MAX).padEnd(FULL_NAME_MIN, '_')
  return payload.create({
    collection: 'candidates',
    data: {
      email: identity.email,
      fullName,
      password: randomBytes(32).toString('base64url'),
      preferredLocale: toLocale(locale),
      emailVerified: true,
      identities: [{ provider: identity.provider, subject: identity.subject }],
    },
    overrideAccess: true,
    context: { rateLimited: true },
  })
}
