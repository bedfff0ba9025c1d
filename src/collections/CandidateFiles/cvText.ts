import type { CollectionBeforeChangeHook } from 'payload'

import { extractCvText } from '@/features/cv/extract'

/** A new CV's text is extracted once, here, and stored for search; a file that does not read stores ''. */
export const extractTextOnUpload: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !req.file) return data
  try {
    return { ...data, extractedText: await extractCvText(req.file.data, req.file.mimetype) }
  } catch (error) {
    req.payload.logger.warn({ err: error }, 'Could not read the text of an uploaded CV')
    return { ...data, extractedText: '' }
  }
}
