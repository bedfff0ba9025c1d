import type { PayloadRequest } from 'payload'

import { ParseError, readSheet, type ParseFailure } from './parse'
import { checkSheet, roundData, type Problem } from './validate'

/**
 * A survey round imported whole or not at all (issue 33): the file is read and every row checked before anything
 * is written; a file with any problem writes nothing and answers every problem; a good one becomes one
 * `salary-rounds` document (its lines in one write, inside the request's transaction), a draft until staff publish it.
 */
export type ImportResult =
  | { ok: true; id: number; lines: number; organisations: number }
  | { ok: false; failure: ParseFailure }
  | { ok: false; problems: Problem[]; total: number }

export async function importRound(
  req: PayloadRequest,
  input: { name: string; file: { data: Uint8Array; name: string }; source?: 'survey' | 'placements' },
): Promise<ImportResult> {
  let sheet
  try {
    sheet = await readSheet(input.file.data, input.file.name)
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, failure: error.reason }
    throw error
  }
  const checked = checkSheet(sheet, new Date().toISOString().slice(0, 10))
  if (!checked.ok) return { ok: false, problems: checked.problems, total: checked.total }
  const { lines } = checked
  const data = roundData(lines)
  const doc = await req.payload.create({
    collection: 'salary-rounds',
    data: { name: input.name, status: 'draft', source: input.source ?? 'survey', ...data },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, id: doc.id, lines: data.lineCount, organisations: data.organisationCount }
}
