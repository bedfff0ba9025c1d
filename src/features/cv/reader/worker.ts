/**
 * The CV reader's worker thread (index.ts keeps one per lane): reads files a stranger uploaded away from the
 * server's main thread, inside the time and memory limits its parent sets, one task at a time. Bundled on its own
 * (bundle.ts), so it imports only what reading needs.
 *
 * In: `{ id, task: 'detect' | 'read' | 'blind' | 'survey', data, mimeType?, accepted?, blind?, survey? }`.
 * Out: `{ id, part }` for each page read (so a reader stopped at its time limit keeps what it read), then
 * `{ id, done }` with the task's result, or `{ id, failed }`.
 */
import { parentPort } from 'node:worker_threads'

import { detectFile } from '../../../collections/CandidateFiles/detect'
import { drawBlindPdf, type BlindPdfInput } from '../../clients/blindPdf'
import { rawCvText } from '../extract'

type Task = {
  id: number
  task: 'detect' | 'read' | 'blind' | 'survey'
  data: Uint8Array
  mimeType?: string
  accepted?: string[]
  blind?: BlindPdfInput
  survey?: { filename: string; today: string }
}

const port = parentPort!

port.on('message', async ({ id, task, data, mimeType, accepted, blind, survey }: Task) => {
  try {
    if (task === 'survey' && survey) {
      // A salary survey import (features/salary): read and checked here; exceljs loads only in this lane.
      const { readSurvey } = await import('../../salary/read')
      port.postMessage({ id, done: await readSurvey(data, survey.filename, survey.today) })
      return
    }
    if (task === 'blind' && blind) {
      // A client's blind CV (features/clients): drawn here, off the request's thread.
      const pdf = await drawBlindPdf(blind)
      port.postMessage({ id, done: pdf }, [pdf.buffer as ArrayBuffer])
    } else if (task === 'detect') {
      const detected = await detectFile(data, accepted ?? [])
      port.postMessage({ id, done: detected }, detected ? [detected.data.buffer as ArrayBuffer] : [])
    } else {
      const text = await rawCvText(data, mimeType ?? '', (part) => port.postMessage({ id, part }))
      port.postMessage({ id, done: text })
    }
  } catch (error) {
    port.postMessage({ id, failed: error instanceof Error ? `${error.name}: ${error.message}` : String(error) })
  }
})
