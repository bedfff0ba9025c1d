import { zipSync, type Zippable } from 'fflate'
import mammoth from 'mammoth'
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { getDocumentProxy } from 'unpdf'
import type { StructuredTextItem } from 'unpdf'

import { inflateCapped } from './inflate'
import { pageLines } from './pdfLines'
import { readEntry, zipEntries } from './zip'

/** The most text kept from one CV (a long CV is a few thousand words; this bounds what a crafted file can store). */
export const CV_TEXT_MAX = 100_000

export const PDF = 'application/pdf'
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * How much of a file from a stranger is read (issue 26): a real CV has a few pages and a few thousand pieces of
 * text; a crafted one may have 10,000 pages, a page that paints one line 70,000 times, or a Word file whose few
 * kilobytes unzip to gigabytes. Reading stops at these bounds, before any layout, and keeps what it has read.
 */
export const READ_LIMITS = {
  /** PDF pages read; the rest is left. */
  pages: 20,
  /** Text pieces taken from one PDF page (pdf.js streams them; the stream is cancelled here). */
  itemsPerPage: 4_000,
  /** Text pieces taken from the whole PDF. */
  items: 20_000,
  /** Bytes one part of a Word file (its XML) may unzip to; the text of a longer document.xml is read crudely. */
  docxPartBytes: 8 * 1024 * 1024,
  /** Bytes all the parts read from a Word file may unzip to. */
  docxTotalBytes: 16 * 1024 * 1024,
  /** Parts a Word file may have. */
  docxEntries: 1_000,
  /** Bytes one compressed stream of a PDF (other than a picture) may inflate to; past it the PDF's text is not read. */
  pdfStreamBytes: 24 * 1024 * 1024,
  /** Time after which no further page or part is started (the reader's caller also ends it at its own limit). */
  softDeadlineMs: 6_000,
} as const

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

/** Called with each page's (or the Word file's) raw text as soon as it is read, so a reader cut short keeps it. */
export type OnPart = (text: string) => void

type TextItem = { str?: string; dir?: string; transform?: number[]; width?: number; height?: number; fontName?: string }

/** A page's text pieces, at most `max`: pdf.js streams them, and the stream is cancelled once enough are read. */
async function pageItems(page: { streamTextContent: (options?: object) => ReadableStream }, max: number, deadline: number) {
  const items: StructuredTextItem[] = []
  const reader = page.streamTextContent({}).getReader() as ReadableStreamDefaultReader<{ items: TextItem[] }>
  try {
    while (items.length < max && Date.now() < deadline) {
      const { done, value } = await reader.read()
      if (done) break
      for (const item of value.items) {
        if (typeof item.str !== 'string') continue
        const [, , c = 0, d = 0, e = 0, f = 0] = item.transform ?? []
        items.push({
          str: item.str,
          x: e,
          y: f,
          width: item.width ?? 0,
          height: item.height ?? 0,
          fontSize: Math.hypot(c, d),
          fontFamily: '',
          dir: item.dir ?? 'ltr',
          hasEOL: false,
        } as StructuredTextItem)
        if (items.length >= max) break
      }
    }
  } finally {
    // pdf.js wants an Error as the reason.
    await reader.cancel(new Error('Enough text read')).catch(() => undefined)
  }
  return items
}

/**
 * Whether a PDF holds a deflate bomb: a stream pdf.js would inflate whole (page contents, forms, fonts) that gives
 * more than `pdfStreamBytes`. Pictures are left alone (reading text never decodes them). Each stream is inflated
 * here only up to the bound (inflate.ts), through pdf-lib, which reads objects without decoding their streams.
 */
async function hasStreamBomb(data: Uint8Array): Promise<boolean> {
  const document = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue
    const subtype = object.dict.get(PDFName.of('Subtype'))
    if (subtype === PDFName.of('Image')) continue
    const filter = object.dict.get(PDFName.of('Filter'))
    const first = filter instanceof PDFArray ? filter.get(0) : filter
    if (first !== PDFName.of('FlateDecode')) continue
    if (inflateCapped(object.contents, READ_LIMITS.pdfStreamBytes, { zlib: true }).truncated) return true
  }
  return false
}

/** One line per line of text, in logical order (Arabic included: pdfLines.ts); pages apart. Bounded (READ_LIMITS). */
async function pdfText(data: Uint8Array, onPart?: OnPart): Promise<string> {
  if (await hasStreamBomb(data)) throw new Error('A stream of this PDF inflates past the reading bound.')
  const started = Date.now()
  const deadline = started + READ_LIMITS.softDeadlineMs
  const document = await getDocumentProxy(data, { stopAtErrors: false, verbosity: 0 })
  const pages: string[] = []
  try {
    const count = Math.min(document.numPages, READ_LIMITS.pages)
    let taken = 0
    for (let number = 1; number <= count && taken < READ_LIMITS.items && Date.now() < deadline; number++) {
      const page = await document.getPage(number)
      const items = await pageItems(page as never, Math.min(READ_LIMITS.itemsPerPage, READ_LIMITS.items - taken), deadline)
      taken += items.length
      const text = pageLines(items).join('\n')
      page.cleanup()
      pages.push(text)
      onPart?.(text)
    }
  } finally {
    // Not `cleanup()`: it waits for text streams cancelled above, forever.
    await (document as unknown as { loadingTask?: { destroy?: () => Promise<void> } }).loadingTask?.destroy?.()
  }
  return pages.join('\n\n')
}

const WORD_PART = /^(?:\[Content_Types\]\.xml|_rels\/.*\.rels|word\/(?:_rels\/)?[^/]+\.(?:xml|rels))$/

type DocxParts = { parts: Record<string, Uint8Array>; truncated: boolean }

/**
 * The XML parts of a Word file (zip.ts): no part over `docxPartBytes`, all of them within `docxTotalBytes`, counted
 * as they really unzip. Pictures and other media are never unzipped. A part cut at a bound is left out, except
 * document.xml, which is kept as far as it was read with `truncated` set.
 */
function docxParts(data: Uint8Array): DocxParts {
  const parts: Record<string, Uint8Array> = {}
  let total = 0
  let truncated = false
  // document.xml first, so the bound on the total never starves the text for the sake of other parts.
  const entries = zipEntries(data, READ_LIMITS.docxEntries)
    .filter((entry) => WORD_PART.test(entry.name))
    .sort((a, b) => Number(b.name === 'word/document.xml') - Number(a.name === 'word/document.xml'))
  for (const entry of entries) {
    const room = Math.min(READ_LIMITS.docxPartBytes, READ_LIMITS.docxTotalBytes - total)
    if (room <= 0) break
    const read = readEntry(data, entry, room)
    const isDocument = entry.name === 'word/document.xml'
    if (read.truncated && !isDocument) continue
    parts[entry.name] = read.data
    total += read.data.length
    if (read.truncated) truncated = true
  }
  return { parts, truncated }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The words of a WordprocessingML part without a parser: each paragraph's `<w:t>` runs, one line per paragraph. */
function crudeDocxText(xml: string): string {
  return xml
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
        .map((match) => match[1]!)
        .join('')
        .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
          if (name[0] !== '#') return ENTITIES[name] ?? whole
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
        }),
    )
    .filter(Boolean)
    .join('\n')
}

async function docxText(data: Uint8Array, onPart?: OnPart): Promise<string> {
  const { parts, truncated } = docxParts(data)
  const document = parts['word/document.xml']
  if (!document) return ''
  let text: string
  if (truncated) {
    // Too big to parse whole: the words of what was read.
    text = crudeDocxText(new TextDecoder().decode(document))
  } else {
    try {
      // Mammoth reads a zip made of the parts checked above, and nothing else of the file.
      const zip = zipSync(parts as Zippable, { level: 0 })
      text = (await mammoth.extractRawText({ buffer: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) })).value
    } catch {
      // Nesting too deep for the parser, or XML it refuses: the words it holds.
      text = crudeDocxText(new TextDecoder().decode(document))
    }
  }
  onPart?.(text)
  return text
}

/**
 * The text of a CV, for search (issue 19) and for whatever else reads CVs (job alerts, CV parsing): PDF through
 * pdf.js (unpdf), DOCX through mammoth. Anything else, or a file that does not open, gives ''. The site reads
 * uploads through `reader/` (a worker thread with a time and memory limit, after the upload has answered), never
 * on the request's own thread.
 */
export async function extractCvText(data: Uint8Array, mimeType: string): Promise<string> {
  return tidyText(await rawCvText(data, mimeType))
}

/** The raw text, page by page (or the Word file's) as read; `onPart` sees each part as soon as it is read. */
export async function rawCvText(data: Uint8Array, mimeType: string, onPart?: OnPart): Promise<string> {
  // pdf.js may take ownership of (detach) the buffer it is given: always hand it a copy.
  const copy = new Uint8Array(data)
  if (mimeType === PDF) return pdfText(copy, onPart)
  if (mimeType === DOCX) return docxText(copy, onPart)
  return ''
}

/** Raw text (as `rawCvText` gives it) line by line: a CV's layout carries meaning (the name on a line of its own). */
export function linesOf(raw: string): string[] {
  return tidyText(raw.replace(/\n/g, '\n\n'))
    .split('\n\n')
    .filter((line) => line !== '')
}

/** The same text line by line (a CV's layout carries meaning: the name on a line of its own, a section's heading). */
export async function extractCvLines(data: Uint8Array, mimeType: string): Promise<string[]> {
  return linesOf(await rawCvText(data, mimeType))
}
