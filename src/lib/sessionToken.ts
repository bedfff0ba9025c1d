import { getFieldsToSign, jwtSign, type CollectionSlug, type Payload, type PayloadRequest } from 'payload'

/**
 * The JWT of session `sid` of an account in the auth collection `collection` (a candidate, a client contact), signed
 * as Payload signs its own, so Payload's JWT strategy accepts it, and valid for `maxAge` seconds.
 */
export async function signSessionToken(
  payload: Payload,
  collection: CollectionSlug,
  user: { id: number | string; email: string },
  sid: string,
  maxAge: number,
): Promise<{ token: string; exp: number }> {
  const fieldsToSign = getFieldsToSign({
    collectionConfig: payload.collections[collection].config,
    email: user.email,
    sid,
    user: { ...user, collection } as unknown as PayloadRequest['user'],
  })
  return jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: maxAge })
}
