import type { Where } from 'payload'

/** A document by its URL key or, for old links, its numeric id. */
export function bySlugOrId(slugOrId: string): Where {
  const match: Where[] = [{ slug: { equals: slugOrId } }]
  if (/^\d{1,12}$/.test(slugOrId)) match.push({ id: { equals: Number(slugOrId) } })
  return { or: match }
}
