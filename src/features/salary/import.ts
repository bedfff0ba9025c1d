import type { PayloadRequest } from 'payload'

import { readSurveyInWorker } from '@/features/cv/reader'
import { agencyDay } from '@/lib/dates'

import type { ParseFailure } from './parse'
import type { SurveyRead } from './read'
import { roundData, type Problem } from './validate'

/**
 * A survey round imported whole or not at all (issue 33): the file is read and every row checked before anything
 * is written, in the CV reader's worker thread (read.ts), so the server keeps answering while a large or crafted
 * file is read; a file with any problem writes nothing and answers every problem; a good one becomes one
 * `salary-rounds` document (its lines in one write, inside the request's transaction), a draft until staff publish
 * it. A file that reaches the worker's time or memory limit is refused as too slow or too complex.
 */
export type ImportTimings = { parseMs: number; checkMs: number; writeMs: number }

export type ImportResult = (
  | { ok: true; id: number; lines: number; organisations: number }
  | { ok: false; failure: ParseFailure }
  | { ok: false; problems: Problem[]; total: number }
) & { timings?: ImportTimings }

export async function importRound(
  req: PayloadRequest,
  input: { name: string; file: { data: Uint8Array; name: string }; source?: 'survey' | 'placements' },
): Promise<ImportResult> {
  let read: SurveyRead
  try {
    const outcome = await readSurveyInWorker<SurveyRead>(input.file.data, input.file.name, agencyDay(new Date()))
    if (outcome.status === 'cut') return { ok: false, failure: outcome.reason === 'time' ? 'tooSlow' : 'tooComplex' }
    if (outcome.status === 'failed') {
      req.payload.logger.warn({ reason: outcome.reason }, 'A salary survey file could not be read')
      return { ok: false, failure: 'unreadable' }
    }
    read = outcome.result
  } catch (error) {
    if (error instanceof Error && error.name === 'ReaderBusyError') return { ok: false, failure: 'busy' }
    throw error
  }
  if (!read.ok) return read
  const started = performance.now()
  const data = roundData(read.lines)
  const doc = await req.payload.create({
    collection: 'salary-rounds',
    data: { name: input.name, status: 'draft', source: input.source ?? 'survey', ...data },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return {
    ok: true,
    id: doc.id,
    lines: data.lineCount,
    organisations: data.organisationCount,
    timings: { parseMs: read.parseMs, checkMs: read.checkMs, writeMs: performance.now() - started },
  }
}
