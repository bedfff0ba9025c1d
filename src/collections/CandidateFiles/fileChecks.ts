import { create as contentDisposition } from 'content-disposition'
import type { PayloadRequest } from 'payload'

import { readStoredFile, type UploadCollection } from '@/lib/storage'

/** A name that is safe to show and to put in a header: no control characters (NUL, CR, LF…), at most 200 characters. */
export const safeName = (name: string) =>
  name
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file'

/**
 * Serves a private file (after Payload's access check, which produced `doc`) as a download: attachment with the
 * original name (RFC 6266 `filename*`), its stored type, no sniffing, no caching, and a sandbox in case a
 * browser renders it anyway. From disk or the bucket (lib/storage.ts). A missing file is a 404; a name that
 * leaves the folder a 400.
 */
export function serveAsAttachment(collection: UploadCollection) {
  return async (req: PayloadRequest, { doc, params }: { doc?: unknown; params: { filename: string } }) => {
    if (params.filename.includes('/') || params.filename.includes('\\') || params.filename.startsWith('.'))
      return Response.json({ errors: [{ message: 'Invalid filename.' }] }, { status: 400 })
    const stored = await readStoredFile(req, collection, doc as Record<string, unknown> | undefined, params.filename)
    if (!stored) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    const record = (doc ?? {}) as { originalName?: string | null; mimeType?: string | null; filename?: string | null }
    const isThumbnail = record.filename !== params.filename
    const type = isThumbnail ? 'image/webp' : (record.mimeType ?? 'application/octet-stream')
    const name = safeName(isThumbnail ? params.filename : (record.originalName ?? params.filename))
    return new Response(stored.body, {
      headers: {
        'Content-Type': type,
        'Content-Length': String(stored.size),
        'Content-Disposition': contentDisposition(name, { type: 'attachment' }),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    })
  }
}
