import type { Payload, PayloadRequest } from 'payload'

import { extractCvText } from '@/features/cv/extract'
import { rawSql, type Row } from '@/lib/db/rawSql'
import { readStoredFile } from '@/lib/storage'
import { normalizeForSearch } from '@/lib/arabic'

/**
 * For a database that had applications before the recruiters' workspace (the `recruiting` migration): the text
 * of CVs already on disk, and each application's search text. New uploads and applications do this in hooks.
 *
 * In SQL with named columns, never through the collections: a migration runs against the schema of its own day,
 * and a collection read would ask for every column later migrations add (and fail on a database they have not
 * reached yet).
 */
export async function backfillRecruiting(payload: Payload, req: Partial<PayloadRequest> | undefined, db: unknown): Promise<void> {
  const { sql, isPostgres } = rawSql(payload)
  // The migration's own connection (its transaction): on PostgreSQL another connection would wait for the tables
  // this migration has just altered, for ever.
  const migrationDb = db as { execute?: (q: unknown) => Promise<{ rows: Row[] }>; all?: (q: unknown) => Promise<Row[]> }
  const rows = async (query: unknown): Promise<Row[]> =>
    isPostgres ? (await migrationDb.execute!(query)).rows : await migrationDb.all!(query)
  const cvs = (await rows(sql`SELECT id, filename, mime_type, prefix, _objectkey FROM candidate_cvs`)) as {
    id: number
    filename: string | null
    mime_type: string | null
    prefix: string | null
  }[]
  const texts = new Map<number, string>()
  for (const cv of cvs) {
    let text = ''
    try {
      // From disk or the bucket, wherever uploads are kept (lib/storage.ts).
      const stored = await readStoredFile(
        req as PayloadRequest,
        'candidate-cvs',
        { prefix: cv.prefix, _objectKey: (cv as { _objectkey?: string | null })._objectkey } as Record<string, unknown>,
        cv.filename ?? '',
      )
      if (stored) text = await extractCvText(new Uint8Array(await new Response(stored.body).arrayBuffer()), cv.mime_type ?? '')
    } catch {
      // a file that is gone or unreadable has no text
    }
    texts.set(Number(cv.id), text)
    await rows(sql`UPDATE candidate_cvs SET extracted_text = ${text} WHERE id = ${cv.id}`)
  }
  const applications = (await rows(
    sql`SELECT id, job_id, cv_id, full_name, city, state, skills, cover_letter FROM applications`,
  )) as Record<string, string | number | null>[]
  const titles = new Map<number, string>()
  for (const application of applications) {
    const jobId = Number(application.job_id)
    if (!titles.has(jobId)) {
      const [job] = await rows(sql`SELECT reference_code FROM jobs WHERE id = ${jobId}`)
      const localized = await rows(sql`SELECT title FROM jobs_locales WHERE _parent_id = ${jobId}`)
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
    await rows(sql`UPDATE applications SET search_text = ${searchText} WHERE id = ${application.id}`)
  }
}
