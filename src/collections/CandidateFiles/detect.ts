import { fileTypeFromBuffer } from 'file-type'
import { PDFDocument } from 'pdf-lib'

/**
 * What a candidate's file really is, read from its bytes (never from its name or the type the browser sent):
 * `file-type` identifies the format; a PDF must also open as a PDF with at least one page (pdf-lib), so a file
 * that merely starts with `%PDF-` and carries HTML is refused. The extension of the stored name comes from here.
 *
 * A PDF is then stored as pdf-lib writes it again: only the objects that parsed as the document, so whatever was
 * hidden around them (HTML appended after `%%EOF`, a second file glued on) is not kept. An encrypted PDF is kept as
 * it came (writing it again would break it); like every candidate file it is only ever served as an inert
 * download (attachment, nosniff, a sandbox CSP).
 *
 * Parsing a PDF is work a crafted file can make long: uploads run this in the CV reader's worker thread, with a
 * time and memory limit (features/cv/reader), never on the request's own thread.
 */
export type Detected = { mime: string; ext: string; data: Uint8Array }

export async function detectFile(data: Uint8Array, accepted: readonly string[]): Promise<Detected | null> {
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
  return { mime: type.mime, ext: type.ext, data: await document.save({ updateFieldAppearances: false }) }
}
