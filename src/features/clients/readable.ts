import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * One document by id as the request's user may read it, or null (no such id, or not theirs to see): Payload checks
 * their access, never overridden, so a recruiter reaches only what the collection lets them read. A `find` rather
 * than `findByID`, which would answer a refusal with an error instead of nothing.
 */
export async function readableById<S extends CollectionSlug>(req: PayloadRequest, collection: S, id: number) {
  const { docs } = await req.payload.find({
    collection,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    user: req.user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
