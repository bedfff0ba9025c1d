import mammoth from 'mammoth'
import { extractTextItems, getDocumentProxy } from 'unpdf'

import { pageLines } from './pdfLines'

/** The most text kept from one CV (a long CV is a few thousand words; this bounds what a crafted file can store). */
export const CV_TEXT_MAX = 100_000

export const PDF = 'application/pdf'
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** Runs of whitespace become one space, paragraphs stay apart, control characters go. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, CV_TEXT_MAX)
}

/** One line per line of text, in logical order (Arabic included: pdfLines.ts); pages apart. */
async function pdfText(data: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(data)
  try {
    const { items } = await extractTextItems(document)
    return items.map((page) => pageLines(page).join('\n')).join('\n\n')
  } finally {
    await document.cleanup()
  }
}

async function docxText(data: Uint8Array): Promise<string> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) })
  return value
}

/**
 * The text of a CV, for search (issue 19) and for whatever else reads CVs (job alerts, CV parsing): PDF through
 * pdf.js (unpdf), DOCX through mammoth. Anything else, or a file that does not open, gives ''. Extract once, at
 * upload, and store the result: it is as private as the file it came from.
 */
export async function extractCvText(data: Uint8Array, mimeType: string): Promise<string> {
  return tidyText(await rawText(data, mimeType))
}

async function rawText(data: Uint8Array, mimeType: string): Promise<string> {
  // pdf.js may take ownership of (detach) the buffer it is given: always hand it a copy.
  const copy = new Uint8Array(data)
  if (mimeType === PDF) return pdfText(copy)
  if (mimeType === DOCX) return docxText(copy)
  return ''
}

/** The same text line by line (a CV's layout carries meaning: the name on a line of its own, a section's heading). */
export async function extractCvLines(data: Uint8Array, mimeType: string): Promise<string[]> {
  return tidyText((await rawText(data, mimeType)).replace(/\n/g, '\n\n')).split('\n\n')
}
