/**
 * The CV reader's worker thread (index.ts starts one per file): reads a file a stranger uploaded away from the
 * server's main thread, inside the time and memory limits its parent sets. Bundled on its own (bundle.ts), so it
 * imports only what reading needs.
 *
 * In: `workerData` = { task: 'detect' | 'read', data, mimeType?, accepted? }.
 * Out: `{ part }` for each page read (so a reader stopped at its time limit keeps what it read), then
 * `{ done }` with the task's result, or `{ failed }`.
 */
import { parentPort, workerData } from 'node:worker_threads'

import { detectFile } from '../../../collections/CandidateFiles/detect'
import { rawCvText } from '../extract'

type Input = { task: 'detect' | 'read'; data: Uint8Array; mimeType?: string; accepted?: string[] }

async function main() {
  const input = workerData as Input
  const port = parentPort!
  try {
    if (input.task === 'detect') {
      const detected = await detectFile(input.data, input.accepted ?? [])
      port.postMessage({ done: detected })
    } else {
      const text = await rawCvText(input.data, input.mimeType ?? '', (part) => port.postMessage({ part }))
      port.postMessage({ done: text })
    }
  } catch (error) {
    port.postMessage({ failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
  }
}

void main()
