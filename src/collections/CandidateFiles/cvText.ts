import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueCvReading } from '@/features/cv/read'

/**
 * A new CV is stored unread ("pending"); its text is read after the upload has answered, off the request's thread
 * (features/cv/read.ts), and stored for search and the CV's proposals.
 */
export const markUnread: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.file) return data
  return { ...data, extractedText: '', readState: 'pending' }
}

export const readAfterUpload: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create' && doc.readState === 'pending') await queueCvReading(req, doc.id)
  return doc
}
