import { create as contentDisposition } from 'content-disposition'
import { fileTypeFromBuffer } from 'file-type'
import { PDFDocument } from 'pdf-lib'
import type { PayloadRequest } from 'payload'

import { readStoredFile, type UploadCollection } from '@/lib/storage'

/**
 * What a candidate's file really is, read from its bytes (never from its name or the type the browser sent):
 * `file-type` identifies the format; a PDF must also open as a PDF with at least one page (pdf-lib), so a file
 * that merely starts with `%PDF-` and carries HTML is refused. The extension of the stored name comes from here.
 *
 * A PDF is then stored as pdf-lib writes it again: only the objects that parsed as the document, so whatever was
 * hidden around them (HTML appended after `%%EOF`, a second file glued on) is not kept. An encrypted PDF is kept as
 * it came (writing it again would break it); like every candidate file it is only ever served as an inert
 * download (attachment, nosniff, a sandbox CSP).
 */
export type Detected = { mime: string; ext: string; data: Buffer }

export async function detectFile(data: Buffer, accepted: readonly string[]): Promise<Detected | null> {
  const type = await fileTypeFromBuffer(data)
  if (!type || !accepted.includes(type.mime)) return null
  if (type.mime !== 'application/pdf') return { mime: type.mime, ext: type.ext, data }
  let document: PDFDocument
  try {
    document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true })
    if (document.getPageCount() < 1) return null
  } catch {
    return null
  }
  if (document.isEncrypted) return { mime: type.mime, ext: type.ext, data }
  return { mime: type.mime, ext: type.ext, data: Buffer.from(await document.save({ updateFieldAppearances: false })) }
}

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
