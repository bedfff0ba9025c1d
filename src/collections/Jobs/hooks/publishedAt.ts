import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `publishedAt` is when the job last became open (created open, or opened from a draft or a closed state): the
 * moment job alerts count from. Staff cannot set it; an edit to an open job keeps it.
 */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const next = data.status ?? originalDoc?.status
  const becameOpen = next === 'open' && originalDoc?.status !== 'open'
  return { ...data, publishedAt: becameOpen ? new Date().toISOString() : (originalDoc?.publishedAt ?? null) }
}
