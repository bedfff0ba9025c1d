import { after } from 'next/server'

/**
 * Work a request causes that its answer must not wait for, nor be slowed by: run once the answer has been sent
 * (Next.js's `after`, in a route handler, a Payload endpoint or a server action). A reset email used to start on the
 * next turn of the event loop, while Next.js was still writing the answer, so a known email's answer came later
 * than an unknown one's (51 vs 27 ms median; issue 26, finding 7c). Outside a request (scripts, the jobs queue,
 * tests that call handlers without Next.js) the work starts on the next turn, as before.
 */
export function afterResponse(task: () => Promise<unknown>, onError: (error: unknown) => void): void {
  const run = () => task().catch(onError)
  try {
    after(run)
    return
  } catch {
    // No request scope: nothing is being answered.
  }
  setImmediate(run)
}
