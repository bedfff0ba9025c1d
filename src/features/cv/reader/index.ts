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
 *
 * One worker per lane at a time (each reads one file, then ends, so nothing of a file stays in memory); the others
 * wait their turn. Reading is also bounded inside the worker (extract.ts, READ_LIMITS).
 */
export const READER_LIMITS = {
  detect: { timeMs: 8_000, heapMb: 256 },
  read: { timeMs: 15_000, heapMb: 192 },
  /** Growth of the whole process's memory (a worker's buffers live outside its heap) at which a worker is ended. */
  rssGrowthMb: 512,
  /** Files waiting for a lane; past this a read is left to the jobs queue (read.ts) and a detect is refused. */
  queued: 32,
} as const

type Lane = 'detect' | 'read'

const lanes: Record<Lane, { busy: boolean; waiting: (() => void)[] }> = {
  detect: { busy: false, waiting: [] },
  read: { busy: false, waiting: [] },
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

function run<T>(lane: Lane, input: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<ReaderOutcome<T>> {
  const limits = READER_LIMITS[lane]
  return turn(lane, async () => {
    const script = await readerScript()
    return new Promise<ReaderOutcome<T>>((resolve) => {
      const parts: string[] = []
      const startRss = process.memoryUsage.rss()
      let settled = false
      const worker = new Worker(script, {
        workerData: input,
        transferList: transfer,
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        stdout: true,
        stderr: true,
        env: {},
      })
      worker.stdout.resume()
      worker.stderr.resume()
      const finish = (outcome: ReaderOutcome<T>) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        clearInterval(watch)
        void worker.terminate()
        resolve(outcome)
      }
      const timer = setTimeout(() => finish({ status: 'cut', reason: 'time', parts }), limits.timeMs)
      const watch = setInterval(() => {
        if (process.memoryUsage.rss() - startRss > READER_LIMITS.rssGrowthMb * 1024 * 1024)
          finish({ status: 'cut', reason: 'memory', parts })
      }, 100)
      worker.on('message', (message: { part?: string; done?: T; failed?: string }) => {
        if (typeof message.part === 'string') parts.push(message.part)
        else if (message.failed !== undefined) finish({ status: 'failed', reason: message.failed, parts })
        else if ('done' in message) finish({ status: 'done', result: message.done as T })
      })
      worker.on('error', (error: Error & { code?: string }) =>
        finish(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? { status: 'cut', reason: 'memory', parts }
            : { status: 'failed', reason: `${error.name}: ${error.message}`, parts },
        ),
      )
      worker.on('exit', (code) => finish({ status: 'failed', reason: `exit ${code}`, parts }))
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
