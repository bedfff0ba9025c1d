import { ParseError, readSheet, type ParseFailure } from './parse'
import { checkSheet, type Problem, type StoredLine } from './validate'

/**
 * A survey file read and checked (issue 33), the work the CV reader's worker thread does for the import
 * (features/cv/reader `readSurveyInWorker`, its `survey` lane): parse.ts then validate.ts, with how long each took.
 * Everything here is CPU work on a file from outside; the request's thread only waits for the answer.
 */
export type SurveyRead = (
  { ok: true; lines: StoredLine[] } | { ok: false; failure: ParseFailure } | { ok: false; problems: Problem[]; total: number }
) & { parseMs: number; checkMs: number }

export async function readSurvey(data: Uint8Array, filename: string, today: string): Promise<SurveyRead> {
  const started = performance.now()
  let sheet
  try {
    sheet = await readSheet(data, filename)
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, failure: error.reason, parseMs: performance.now() - started, checkMs: 0 }
    throw error
  }
  const parsed = performance.now()
  const checked = checkSheet(sheet, today)
  const timings = { parseMs: parsed - started, checkMs: performance.now() - parsed }
  return checked.ok ? { ok: true, lines: checked.lines, ...timings } : { ...checked, ...timings }
}
