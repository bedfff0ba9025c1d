import { Worker } from 'node:worker_threads'

import type { Detected } from '@/collections/CandidateFiles/detect'

import { readerScript } from './bundle'

/**
 * Reading a file from a stranger (issue 26): every CV and picture check that parses a file runs here, in a worker
 * thread of its own with a time limit and a memory limit, never on the thread that answers requests. The server
 * keeps answering (`/api/health` included) while a crafted file is read; a file that needs more than its limits is
 * cut off, keeping the pages read so far.
 *
 * - `detect` (during the upload, which waits for it): what the file is, and a PDF written again (detect.ts).
 * - `read` (after the upload has answered: features/cv/read.ts): the CV's text.
 * - `survey` (staff's salary survey import, features/salary/read.ts): a CSV or XLSX read and every row checked.
 *
 * One worker per lane, one file at a time; the others wait their turn. A worker that reaches a limit is ended and
 * the next file gets a fresh one, as does every 50th. Reading is also bounded inside the worker (extract.ts, READ_LIMITS).
 */
export const READER_LIMITS = {
  detect: { timeMs: 8_000, heapMb: 256 },
  read: { timeMs: 15_000, heapMb: 192 },
  /**
   * A survey of up to 60,000 rows (features/salary IMPORT_LIMITS): exceljs holds the whole workbook, so a 50,000-row
   * XLSX needs a few hundred MB for a few seconds (a minute on a loaded machine). Its own growth bound, since that
   * heap is part of the process's.
   */
  survey: { timeMs: 120_000, heapMb: 768, rssGrowthMb: 1_024 },
  /** Growth of the whole process's memory (a worker's buffers live outside its heap) at which a worker is ended. */
  rssGrowthMb: 320,
  /** Files waiting for a lane; past this a read is left to the jobs queue (read.ts) and a detect is refused. */
  queued: 32,
} as const

type Lane = 'detect' | 'read' | 'survey'

/** Tasks a worker runs before it is replaced by a fresh one (whatever a file left in its heap goes with it). */
const TASKS_PER_WORKER = 50

type Reply = { id: number; part?: string; done?: unknown; failed?: string }

type LaneState = {
  busy: boolean
  waiting: (() => void)[]
  worker: Worker | null
  tasks: number
  /** The task the worker is running: its messages and its end. */
  listener: ((reply: Reply) => void) | null
  ended: ((error: Error & { code?: string }) => void) | null
}

const lanes: Record<Lane, LaneState> = {
  detect: { busy: false, waiting: [], worker: null, tasks: 0, listener: null, ended: null },
  read: { busy: false, waiting: [], worker: null, tasks: 0, listener: null, ended: null },
  survey: { busy: false, waiting: [], worker: null, tasks: 0, listener: null, ended: null },
}

export class ReaderBusyError extends Error {
  override name = 'ReaderBusyError'
}

async function turn<T>(lane: Lane, work: () => Promise<T>): Promise<T> {
  const state = lanes[lane]
  if (state.busy) {
    if (state.waiting.length >= READER_LIMITS.queued) throw new ReaderBusyError('The CV reader is busy.')
    await new Promise<void>((resolve) => state.waiting.push(resolve))
  }
  state.busy = true
  try {
    return await work()
  } finally {
    const next = state.waiting.shift()
    if (next) next()
    else state.busy = false
  }
}

export type ReaderOutcome<T> =
  /** The task finished. */
  | { status: 'done'; result: T }
  /** Ended at its time or memory limit: `parts` holds what was read before. */
  | { status: 'cut'; reason: 'time' | 'memory'; parts: string[] }
  /** The file did not read (broken, or the worker failed). */
  | { status: 'failed'; reason: string; parts: string[] }

/** The lane's worker, started if there is none (a worker does not keep the process alive while it waits). */
async function workerOf(lane: Lane): Promise<Worker> {
  const state = lanes[lane]
  if (state.worker && state.tasks < TASKS_PER_WORKER) return state.worker
  if (state.worker) retire(lane)
  const limits = READER_LIMITS[lane]
  const worker = new Worker(await readerScript(), {
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: true,
    stderr: true,
    env: {},
  })
  worker.stdout.resume()
  worker.stderr.resume()
  worker.on('message', (reply: Reply) => state.listener?.(reply))
  worker.on('error', (error) => state.ended?.(error))
  worker.on('exit', (code) => {
    if (state.worker === worker) state.worker = null
    state.ended?.(Object.assign(new Error(`The CV reader's worker stopped (${code}).`), { code: `EXIT_${code}` }))
  })
  worker.unref()
  state.worker = worker
  state.tasks = 0
  return worker
}

/** Ends the lane's worker (after a limit was reached, or its share of tasks). */
function retire(lane: Lane) {
  const state = lanes[lane]
  const worker = state.worker
  state.worker = null
  if (worker) void worker.terminate()
}

let ids = 0

function run<T>(lane: Lane, input: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<ReaderOutcome<T>> {
  const limits = READER_LIMITS[lane]
  const state = lanes[lane]
  return turn(lane, async () => {
    const worker = await workerOf(lane)
    const id = ++ids
    state.tasks++
    return new Promise<ReaderOutcome<T>>((resolve) => {
      const parts: string[] = []
      const startRss = process.memoryUsage.rss()
      const rssGrowthMb = 'rssGrowthMb' in limits ? limits.rssGrowthMb : READER_LIMITS.rssGrowthMb
      let settled = false
      const finish = (outcome: ReaderOutcome<T>, { keepWorker = false } = {}) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        clearInterval(watch)
        state.listener = null
        state.ended = null
        if (!keepWorker) retire(lane)
        resolve(outcome)
      }
      const timer = setTimeout(() => finish({ status: 'cut', reason: 'time', parts }), limits.timeMs)
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - startRss > rssGrowthMb * 1024 * 1024) finish({ status: 'cut', reason: 'memory', parts })
      }, 50)
      state.listener = (reply) => {
        if (reply.id !== id) return
        if (typeof reply.part === 'string') parts.push(reply.part)
        else if (reply.failed !== undefined) finish({ status: 'failed', reason: reply.failed, parts }, { keepWorker: true })
        else if ('done' in reply) finish({ status: 'done', result: reply.done as T }, { keepWorker: true })
      }
      state.ended = (error) =>
        finish(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { status: 'cut', reason: 'memory', parts }
            : { status: 'failed', reason: `${error.name}: ${error.message}`, parts },
        )
      worker.postMessage({ ...input, id }, transfer)
    })
  })
}

/** The bytes as a buffer the worker can own (a copy: the caller keeps its own). */
function owned(data: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(data.byteLength)
  copy.set(data)
  return copy.buffer
}

/** What the file is (detect.ts), off the main thread. `null`: not an accepted type, or it did not open in time. */
export async function detectInWorker(data: Uint8Array, accepted: readonly string[]): Promise<Detected | null> {
  const buffer = owned(data)
  const outcome = await run<Detected | null>('detect', { task: 'detect', data: new Uint8Array(buffer), accepted: [...accepted] }, [buffer])
  if (outcome.status !== 'done' || !outcome.result) return null
  return { ...outcome.result, data: new Uint8Array(outcome.result.data) }
}

/** A CV's raw text, page by page as read (extract.ts `rawCvText`), off the main thread. */
export async function readInWorker(data: Uint8Array, mimeType: string): Promise<ReaderOutcome<string>> {
  const buffer = owned(data)
  return run<string>('read', { task: 'read', data: new Uint8Array(buffer), mimeType }, [buffer])
}

/** A client's blind CV drawn as PDF (features/clients/blindPdf.ts) in the read lane, off the main thread. */
export async function renderBlindInWorker(blind: {
  heading: string
  subheading: string
  lines: string[]
  rtl: boolean
}): Promise<Uint8Array | null> {
  const outcome = await run<Uint8Array>('read', { task: 'blind', data: new Uint8Array(0), blind }, [])
  return outcome.status === 'done' ? new Uint8Array(outcome.result) : null
}

/**
 * A salary survey file read and checked (features/salary/read.ts `readSurvey`) in the survey lane, off the main
 * thread. `T` is that function's answer; a cut or failed read is the caller's to word.
 */
export async function readSurveyInWorker<T>(data: Uint8Array, filename: string, today: string): Promise<ReaderOutcome<T>> {
  const buffer = owned(data)
  return run<T>('survey', { task: 'survey', data: new Uint8Array(buffer), survey: { filename, today } }, [buffer])
}
