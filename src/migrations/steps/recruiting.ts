import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

import type { sql as pgSql } from '@payloadcms/db-postgres'
import mammoth from 'mammoth'
import type { Payload, PayloadRequest } from 'payload'
import { getDocumentProxy } from 'unpdf'

/**
 * The data step of the `recruiting` migration (both adapters), frozen: a copy of what the app did on the day of
 * that migration (features/recruiting/backfill.ts, lib/arabic.ts, features/cv/extract.ts), importing nothing from
 * the app, so a later change to the app cannot change what this migration does (docs/ARCHITECTURE.md, "Data and
 * migrations").
 *
 * For a database that had applications before the recruiters' workspace: the text of CVs already stored, and each
 * application's search text. New uploads and applications do this in hooks.
 *
 * In SQL with named columns, through the migration's own connection (its transaction), never through the
 * collections: a migration runs against the schema of its own day, and a collection read would ask for every
 * column later migrations add.
 */

type SQL = ReturnType<typeof pgSql>
type Row = Record<string, unknown>

/** Raw SQL on either adapter, as a migration has it. */
export type SqlRunner = {
  sql: typeof pgSql
  all: (query: SQL) => Promise<Row[]>
  run: (query: SQL) => Promise<unknown>
}

// lib/arabic.ts of the day: normalizeForSearch, foldLetters, asciiDigits.
const asciiDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))

const foldLetters = (text: string): string =>
  asciiDigits(
    text
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(/\u0640/g, '')
      .replace(/\u0671/g, '\u0627')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0649/g, '\u064A'),
  ).toLowerCase()

const normalizeForSearch = (input: string): string =>
  foldLetters(input.normalize('NFKC').replace(/[\u0624\u0626]/g, '\u0621'))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

// features/cv/extract.ts as it was when this migration was written: each PDF page's text through unpdf (pdf.js), pages
// apart, or a DOCX's raw text through mammoth, tidied; with the page and size bounds the reader has had since.
const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const CV_TEXT_MAX = 100_000
/** The upload limit of the day: a bigger file is not a CV the site took, and is not read. */
const CV_MAX_BYTES = 5 * 1024 * 1024
/** PDF pages read; the rest is left. */
const PDF_PAGES = 20

const tidyText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n')
    .slice(0, CV_TEXT_MAX)

async function cvText(data: Uint8Array, mimeType: string): Promise<string> {
  if (mimeType === PDF) {
    // pdf.js may take ownership of (detach) the buffer it is given: always hand it a copy.
    const document = await getDocumentProxy(new Uint8Array(data), { stopAtErrors: false, verbosity: 0 })
    try {
      const pages: string[] = []
      for (let number = 1; number <= Math.min(document.numPages, PDF_PAGES); number++) {
        const { items } = await (await document.getPage(number)).getTextContent()
        pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''))
      }
      return tidyText(pages.join('\n\n'))
    } finally {
      await (document as unknown as { loadingTask?: { destroy?: () => Promise<void> } }).loadingTask?.destroy?.()
    }
  }
  if (mimeType === DOCX) return tidyText((await mammoth.extractRawText({ buffer: Buffer.from(data) })).value)
  return ''
}

type UploadHandler = (
  req: PayloadRequest,
  args: { doc: Row; headers: Headers; params: { collection: string; filename: string } },
) => Promise<Response | void> | Response | void

/**
 * A stored CV's bytes as Payload serves them (its `/file/` route): the collection's upload handlers (the bucket's,
 * when uploads are kept in one), else the collection's `staticDir`. Null when the file is not there.
 */
async function storedCv(payload: Payload, req: Partial<PayloadRequest>, cv: Row): Promise<Uint8Array | null> {
  const filename = typeof cv.filename === 'string' ? cv.filename : ''
  if (!filename || filename.includes('/') || filename.includes('\\') || filename.startsWith('.')) return null
  const collections = payload.collections as unknown as Record<
    string,
    { config: { upload?: { staticDir?: string; handlers?: UploadHandler[] } | boolean } } | undefined
  >
  const upload = collections['candidate-cvs']?.config.upload
  if (!upload || typeof upload !== 'object') return null
  const doc = { filename, mimeType: cv.mime_type, prefix: cv.prefix, _objectKey: cv._objectkey }
  for (const handler of upload.handlers ?? []) {
    const answer = await handler(req as PayloadRequest, {
      doc,
      headers: new Headers(),
      params: { collection: 'candidate-cvs', filename },
    })
    if (answer instanceof Response) {
      if (!answer.ok) return null
      const data = new Uint8Array(await answer.arrayBuffer())
      return data.length <= CV_MAX_BYTES ? data : null
    }
  }
  const root = path.resolve(upload.staticDir ?? 'candidate-cvs')
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return null
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile() || stats.size > CV_MAX_BYTES) return null
  return new Uint8Array(await readFile(file))
}

export async function backfillRecruiting({ sql, all, run }: SqlRunner, payload: Payload, req: Partial<PayloadRequest>): Promise<void> {
  const cvs = await all(sql`SELECT id, filename, mime_type, prefix, _objectkey FROM candidate_cvs`)
  const texts = new Map<number, string>()
  for (const cv of cvs) {
    let text = ''
    try {
      const data = await storedCv(payload, req, cv)
      if (data) text = await cvText(data, typeof cv.mime_type === 'string' ? cv.mime_type : '')
    } catch {
      // a file that is gone or unreadable has no text
    }
    texts.set(Number(cv.id), text)
    await run(sql`UPDATE candidate_cvs SET extracted_text = ${text} WHERE id = ${cv.id}`)
  }
  const applications = await all(sql`SELECT id, job_id, cv_id, full_name, city, state, skills, cover_letter FROM applications`)
  const titles = new Map<number, string>()
  for (const application of applications) {
    const jobId = Number(application.job_id)
    if (!titles.has(jobId)) {
      const [job] = await all(sql`SELECT reference_code FROM jobs WHERE id = ${jobId}`)
      const localized = await all(sql`SELECT title FROM jobs_locales WHERE _parent_id = ${jobId}`)
      titles.set(jobId, [...localized.map((row) => row.title), job?.reference_code].filter(Boolean).join('\n'))
    }
    const text = [
      application.full_name,
      application.city,
      application.state,
      application.skills,
      application.cover_letter,
      titles.get(jobId),
    ]
    if (application.cv_id) text.push(texts.get(Number(application.cv_id)))
    const searchText = normalizeForSearch(text.filter(Boolean).join('\n'))
    await run(sql`UPDATE applications SET search_text = ${searchText} WHERE id = ${application.id}`)
  }
}
