import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { refreshCandidateSkillsForCv } from '@/features/matching'
import { reindexApplicationsWithCv } from '@/features/recruiting/applicationHooks'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { jobRunsNow } from '@/lib/jobRuns'
import { readStoredFile } from '@/lib/storage'

import { linesOf } from './extract'
import { readInWorker, ReaderBusyError } from './reader'

/**
 * A CV's text is read after its upload has answered (issue 26): the upload stores the file with `readState`
 * "pending" and queues a `readCv` job in the same transaction; once that commits, this process runs the job at once
 * (so the proposals are there a moment later), and the jobs queue runs it again if this process dies first (a job
 * left "processing" is handed back: features/queue/jobs.ts). Reading again gives the same text, so a job run twice
 * changes nothing.
 *
 * The text is stored one line per line (`extractedText`): recruiters search it, and `/profile/cv` proposes from
 * its lines. `readState` says how it went: `read`, `partial` (cut at a time or memory limit: what was read before is
 * kept), or `unreadable`.
 */
export type ReadState = 'pending' | 'read' | 'partial' | 'unreadable'
export const READ_STATES: readonly ReadState[] = ['pending', 'read', 'partial', 'unreadable']

export const READ_CV_TASK = 'readCv' as const

type CvRow = { id: number; filename?: string | null; mimeType?: string | null; readState?: string | null }

/** Reads the CV's file now (in the reader's worker) and stores its text; a CV read already is left as it is. */
export async function readCv(payload: Payload, cvId: number, { force = false } = {}): Promise<ReadState | null> {
  const cv = (await payload.findByID({
    collection: 'candidate-cvs',
    id: cvId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as CvRow | null
  if (!cv) return null
  if (!force && cv.readState && cv.readState !== 'pending') return cv.readState as ReadState
  const req = await createLocalReq({}, payload)
  const stored = cv.filename ? await readStoredFile(req, 'candidate-cvs', cv as never, cv.filename) : null
  let state: ReadState = 'unreadable'
  let raw = ''
  if (stored) {
    const outcome = await readInWorker(new Uint8Array(await new Response(stored.body).arrayBuffer()), cv.mimeType ?? '')
    if (outcome.status === 'done') {
      raw = outcome.result
      state = 'read'
    } else {
      raw = outcome.parts.join('\n\n')
      state = raw.trim() ? 'partial' : 'unreadable'
      payload.logger.warn({ cv: cvId, status: outcome.status, reason: outcome.reason }, 'A CV was not read whole')
    }
  }
  const text = linesOf(raw).join('\n')
  await payload.db.updateOne({
    collection: 'candidate-cvs',
    id: cvId,
    data: { extractedText: text, readState: state },
    req,
    returning: false,
  })
  await reindexApplicationsWithCv(req, cvId)
  await refreshCandidateSkillsForCv(req, cvId)
  return state
}

/** Queues the reading of a CV in the request's transaction, and runs it in this process once that commits. */
export async function queueCvReading(req: PayloadRequest, cvId: number): Promise<void> {
  const job = await req.payload.jobs.queue({ task: READ_CV_TASK, input: { cv: cvId }, queue: 'cv', req })
  // Left to the queue's own runs (the crash test drives those).
  if (req.context.readByQueue) return
  const { payload } = req
  await afterTransaction(req, {
    committed: () => readRuns.start(payload, job.id),
  })
}

/** Queued readings run now, in the background; one that cannot (the reader is busy) is left to the queue's next run. */
const readRuns = jobRunsNow((payload, error) => {
  if (!(error instanceof ReaderBusyError)) payload.logger.warn({ err: error }, 'Could not start reading a CV')
})

/** Resolves when the readings this process started have ended (tests, and a graceful shutdown). */
export const cvReadsSettled = () => readRuns.settled()

/** For a CV stored before reading moved off the upload (no `readState`): read it as a new upload would be. */
export async function readLater(payload: Payload, cvId: number): Promise<void> {
  await payload.db.updateOne({ collection: 'candidate-cvs', id: cvId, data: { readState: 'pending' }, returning: false })
  const req = await createLocalReq({}, payload)
  await queueCvReading(req, cvId)
}
