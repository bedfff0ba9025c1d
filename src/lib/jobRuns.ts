import type { Payload } from 'payload'

/**
 * Queued jobs this process runs at once (once the transaction that queued them has committed) rather than at the
 * queue's next run: a submittal's notices, a CV's reading. `start` runs one in the background; a run that fails is
 * left to the queue, after `failed` has said why. `settled` resolves when every run started here has ended (tests,
 * and a graceful shutdown).
 */
export function jobRunsNow(failed: (payload: Payload, error: unknown) => void) {
  const running = new Set<Promise<void>>()
  const runNow = async (payload: Payload, jobId: number | string) => {
    try {
      await payload.jobs.runByID({ id: jobId, overrideAccess: true, silent: true })
    } catch (error) {
      failed(payload, error)
    }
  }
  return {
    start(payload: Payload, jobId: number | string) {
      const run = runNow(payload, jobId).finally(() => running.delete(run))
      running.add(run)
    },
    async settled(): Promise<void> {
      while (running.size) await Promise.allSettled([...running])
    },
  }
}
