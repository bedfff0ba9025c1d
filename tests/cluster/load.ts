import { request, servedBy, type RequestOptions } from './http'

/**
 * A bounded read load for the cluster proof: `concurrency` loops, each sending one request after another until
 * `durationMs` has passed (or `stop()`), to 127.0.0.1 only. Every request is recorded with its start, end, outcome
 * and the instance that served it, so a check can count what was in flight at a given moment.
 */
export type Sample = { requestId: string; startedAt: number; endedAt: number; status: number; error?: string; servedBy: string }

export function readLoad({
  paths,
  concurrency,
  durationMs,
  options = {},
}: {
  paths: string[]
  concurrency: number
  durationMs: number
  options?: RequestOptions
}) {
  const samples: Sample[] = []
  const open = new Set<number>()
  let stopped = false
  let sequence = 0
  const until = performance.now() + durationMs
  // Each request carries its own X-Request-Id (kept by the site behind a trusted proxy), so a check can find it in
  // an instance's log: did that instance ever receive it, and how did it end?
  const run = Math.random().toString(36).slice(2, 8)

  async function loop(worker: number) {
    let n = worker
    while (!stopped && performance.now() < until) {
      const id = ++sequence
      const path = paths[n++ % paths.length]!.replace('{n}', String(id))
      const requestId = `load-${run}-${id}`
      const startedAt = performance.now()
      open.add(id)
      try {
        const answer = await request(path, { timeoutMs: 15_000, ...options, headers: { ...options.headers, 'x-request-id': requestId } })
        samples.push({ requestId, startedAt, endedAt: performance.now(), status: answer.status, servedBy: servedBy(answer) })
      } catch (error) {
        const { code, message } = error as NodeJS.ErrnoException
        samples.push({ requestId, startedAt, endedAt: performance.now(), status: 0, error: code ?? message, servedBy: '-' })
      } finally {
        open.delete(id)
      }
    }
  }

  const done = Promise.all(Array.from({ length: concurrency }, (_, worker) => loop(worker))).then(() => samples)
  return {
    done,
    samples,
    /** Requests sent and not answered yet. */
    get inFlight() {
      return open.size
    },
    stop() {
      stopped = true
    },
  }
}

export const ok = (sample: Sample) => sample.status >= 200 && sample.status < 400

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
