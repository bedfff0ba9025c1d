import type { Payload, PayloadRequest } from 'payload'

import { extractCvText } from '@/features/cv/extract'
import { readStoredFile } from '@/lib/storage'
import { normalizeForSearch } from '@/lib/arabic'
import { idOf } from '@/lib/ids'

/**
 * For a database that had applications before the recruiters' workspace (the `recruiting` migration): the text
 * of CVs already on disk, and each application's search text. New uploads and applications do this in hooks.
 */
export async function backfillRecruiting(payload: Payload, req?: Partial<PayloadRequest>): Promise<void> {
  const cvs = await payload.find({ collection: 'candidate-cvs', depth: 0, pagination: false, overrideAccess: true, req })
  const texts = new Map<number, string>()
  for (const cv of cvs.docs) {
    let text = ''
    try {
      // From disk or the bucket, wherever uploads are kept (lib/storage.ts).
      const stored = await readStoredFile(
        req as PayloadRequest,
        'candidate-cvs',
        cv as unknown as Record<string, unknown>,
        cv.filename ?? '',
      )
      if (stored) text = await extractCvText(new Uint8Array(await new Response(stored.body).arrayBuffer()), cv.mimeType ?? '')
    } catch {
      // a file that is gone or unreadable has no text
    }
    texts.set(cv.id, text)
    await payload.db.updateOne({ collection: 'candidate-cvs', id: cv.id, data: { extractedText: text }, req, returning: false })
  }
  const applications = await payload.find({ collection: 'applications', depth: 0, pagination: false, overrideAccess: true, req })
  const titles = new Map<number, string>()
  for (const application of applications.docs) {
    const jobId = idOf(application.job)
    if (!titles.has(jobId)) {
      const job = await payload.findByID({
        collection: 'jobs',
        id: jobId,
        depth: 0,
        locale: 'all',
        overrideAccess: true,
        req,
        disableErrors: true,
      })
      titles.set(jobId, [...Object.values((job?.title ?? {}) as unknown as Record<string, string>), job?.referenceCode].join('\n'))
    }
    const text = [application.fullName, application.city, application.state, application.skills, application.coverLetter, titles.get(jobId)]
    if (application.cv) text.push(texts.get(idOf(application.cv)))
    await payload.db.updateOne({
      collection: 'applications',
      id: application.id,
      data: { searchText: normalizeForSearch(text.filter(Boolean).join('\n')) },
      req,
      returning: false,
    })
  }
}
