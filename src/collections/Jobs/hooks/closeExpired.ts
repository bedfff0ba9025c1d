import type { CollectionAfterReadHook } from 'payload'

import { isPastClosing } from '@/lib/dates'

/**
 * A job past its closing day reads as closed everywhere (admin, API, pages),
 * without waiting for anyone to change it.
 */
export const closeExpired: CollectionAfterReadHook = ({ doc }) => {
  if (doc?.status === 'open' && isPastClosing(doc.closingDate)) return { ...doc, status: 'closed' }
  return doc
}
