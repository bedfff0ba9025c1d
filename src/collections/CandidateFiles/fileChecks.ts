import { randomUUID } from 'node:crypto'

import { create as contentDisposition } from 'content-disposition'
import type { PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { DOWNLOAD_POLICY, VIEWER_POLICY } from '@/lib/securityHeaders'
import { readStoredFile, type UploadCollection } from '@/lib/storage'

import type { Detected } from './detect'

/** A name that is safe to show and to put in a header: no control characters (NUL, CR, LF…), at most 200 characters. */
export const safeName = (name: string) =>
  name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file'

/**
 * Keeps an upload as the CV reader's worker read it (features/cv/reader): only what parsed as the document (a PDF as
 * pdf-lib wrote it again, detect.ts), with the type found in its bytes, under a name the server makes; the original
 * name, cleaned, goes to `originalName` through the request's context.
 */
export function keepAsDetected(req: PayloadRequest, file: NonNullable<PayloadRequest['file']>, detected: Detected): void {
  req.context.originalName = safeName(file.name)
  file.data = Buffer.from(detected.data.buffer, detected.data.byteOffset, detected.data.byteLength)
  file.size = detected.data.length
  file.mimetype = detected.mime
  file.name = `${randomUUID()}.${detected.ext}`
}

/**
 * Serves a private file (after Payload's access check, which produced `doc`) as a download: attachment with the
 * original name (RFC 6266 `filename*`), its stored type, no sniffing, no caching, and a sandbox in case a
 * browser renders it anyway. From disk or the bucket (lib/storage.ts). A missing file is a 404; a name that
 * leaves the folder a 400.
 */
type StoredRecord = {
  originalName?: string | null
  mimeType?: string | null
  filename?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | null | undefined> | null
}

/**
 * The document a file name belongs to. Payload hands the handler the document only when read access was a query
 * (a candidate's own files, a recruiter's); for access `true` (admins) it passes none, which made every admin's
 * download look like a thumbnail, "image/webp" (issue 26, finding 7b). Access has been checked by then.
 */
async function recordOf(req: PayloadRequest, collection: UploadCollection, filename: string): Promise<StoredRecord | undefined> {
  const sizes = req.payload.collections[collection]?.config.upload?.imageSizes ?? []
  const found = await req.payload.db.findOne({
    collection,
    req,
    where: { or: [{ filename: { equals: filename } }, ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } }))] },
  })
  return (found ?? undefined) as StoredRecord | undefined
}

/** The stored type and download name of the original or of one of its sizes (a picture's thumbnail). */
export function describeStored(record: StoredRecord | undefined, filename: string): { type: string; name: string } {
  if (record?.filename === filename) return { type: record.mimeType || 'application/octet-stream', name: record.originalName || filename }
  const size = Object.values(record?.sizes ?? {}).find((entry) => entry?.filename === filename)
  return { type: size?.mimeType || 'application/octet-stream', name: filename }
}

/** `?view=inline`, asked by staff who manage applications (admins, recruiters). */
const isInlineView = (req: PayloadRequest) => req.searchParams?.get('view') === 'inline' && isRecruiterUser(req.user)

export function serveAsAttachment(collection: UploadCollection) {
  return async (req: PayloadRequest, { doc, params }: { doc?: unknown; params: { filename: string } }) => {
    if (params.filename.includes('/') || params.filename.includes('\\') || params.filename.startsWith('.'))
      return Response.json({ errors: [{ message: 'Invalid filename.' }] }, { status: 400 })
    const record = (doc as StoredRecord | undefined) ?? (await recordOf(req, collection, params.filename))
    const stored = await readStoredFile(req, collection, record as Record<string, unknown> | undefined, params.filename)
    if (!stored) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const described = describeStored(record, params.filename)
    const type = described.type
    const name = safeName(described.name)
    // The admin's application page shows a PDF CV beside the details (features/recruiting/components/CvPanel.tsx):
    // asked with ?view=inline by staff who may read it (access was checked above), it is served inline, still
    // sandboxed, framable by the admin only (next.config.ts gives that URL the same policy). Anything else downloads.
    const inline = collection === 'candidate-cvs' && type === 'application/pdf' && isInlineView(req)
    return new Response(stored.body, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(stored.size),
        'Content-Disposition': contentDisposition(name, { type: inline ? 'inline' : 'attachment' }),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': inline ? VIEWER_POLICY : DOWNLOAD_POLICY,
        ...(inline ? { 'X-Frame-Options': 'SAMEORIGIN' } : {}),
      },
    })
  }
}
