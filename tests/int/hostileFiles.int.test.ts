import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cvReadsSettled } from '@/features/cv/read'
import { READER_LIMITS } from '@/features/cv/reader'

import { DOCX_TYPE, makeCvPdf } from '../fixtures/cv'
import {
  deepDocx,
  expandingDocx,
  hugePng,
  malformedPdf,
  manyPagesPdf,
  paintFloodPdf,
  streamBombPdf,
  zipBombDocx,
} from '../fixtures/hostile'
import { restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, type Applicant } from './helpers/recruiting'

/**
 * Hostile files (issue 26, findings 1 and 2): CVs and pictures crafted to make a reader work without end, uploaded
 * as a signed-in candidate through the real REST handler. While each is uploaded and read, a health endpoint served
 * by this same process (as the site's server answers `/api/health` on the thread Payload runs on) is asked every
 * 100 ms and must answer within a second every time; the upload answers within 5 s; the process's memory grows by
 * less than the reader's bound; and the CV ends up read, partly read or unreadable, never stuck.
 *
 * On the code before the CV reader's worker, the 70,000-line PDF held the thread for minutes (the probe: 9), so the
 * health checks time out.
 */
const PDF = 'application/pdf'

let health: Server
let healthUrl = ''
let candidate: Applicant

beforeAll(async () => {
  await getTestPayload()
  health = createServer((_, res) => res.end('ok'))
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve))
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/api/health`
  candidate = await applicant('hostile.files@example.com')
  await cvReadsSettled()
})

afterAll(() => new Promise<void>((resolve) => health.close(() => resolve())))

type Watch = { slowest: number; failures: number; checks: number; peakRss: number; stop: () => Promise<void> }

/** Asks the health endpoint every 100 ms (each with a 1 s limit) and samples memory, until stopped. */
function watch(): Watch {
  const state: Watch = { slowest: 0, failures: 0, checks: 0, peakRss: process.memoryUsage.rss(), stop: async () => {} }
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) })
        await response.text()
        if (!response.ok) state.failures++
      } catch {
        state.failures++
      }
      state.slowest = Math.max(state.slowest, performance.now() - started)
      state.checks++
      state.peakRss = Math.max(state.peakRss, process.memoryUsage.rss())
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  state.stop = async () => {
    running = false
    await loop
  }
  return state
}

const MB = 1024 * 1024

type Case = { name: string; file: () => Uint8Array | Promise<Uint8Array>; type: string; filename: string }

const cvs: Case[] = [
  { name: 'a page that paints one line 70,000 times', file: () => paintFloodPdf(70_000), type: PDF, filename: 'flood.pdf' },
  { name: 'a PDF of 10,000 pages', file: () => manyPagesPdf(10_000), type: PDF, filename: 'pages.pdf' },
  { name: 'a PDF whose page contents inflate to 128 MB', file: () => streamBombPdf(128), type: PDF, filename: 'bomb.pdf' },
  { name: 'a Word file whose text unzips to 200 MB', file: () => expandingDocx(200), type: DOCX_TYPE, filename: 'expanding.docx' },
  { name: 'a Word zip bomb (8 parts of 50 MB each)', file: () => zipBombDocx(8, 50), type: DOCX_TYPE, filename: 'bomb.docx' },
  { name: 'a Word file nested 200,000 elements deep', file: () => deepDocx(200_000), type: DOCX_TYPE, filename: 'deep.docx' },
]

describe('hostile CVs and pictures', () => {
  for (const { name, file, type, filename } of cvs) {
    it(`keeps the server answering while it reads ${name}`, async () => {
      const data = await file()
      expect(data.length).toBeLessThan(5 * MB)
      const baseline = process.memoryUsage.rss()
      const watching = watch()
      const started = performance.now()
      const upload = await restUpload('/candidate-cvs', { name: filename, type, data }, { headers: candidate.auth })
      const answeredIn = performance.now() - started
      const status = upload.status
      const body = (await upload.json()) as { doc?: { id: number; readState?: string } }
      await cvReadsSettled()
      await watching.stop()
      console.log(
        `${name}: ${(data.length / 1024).toFixed(0)} KB, upload answered ${status} in ${answeredIn.toFixed(0)} ms, ` +
          `${watching.checks} health checks, slowest ${watching.slowest.toFixed(0)} ms, RSS +${((watching.peakRss - baseline) / MB).toFixed(0)} MB`,
      )
      expect(status).toBe(201)
      expect(body.doc?.readState).toBe('pending')
      // The upload waits for the file's type check only, which its worker's time limit bounds (the reading itself
      // comes after the answer); a busy machine makes the check slower, never unbounded.
      expect(answeredIn).toBeLessThan(READER_LIMITS.detect.timeMs + 1000)
      expect(watching.failures).toBe(0)
      expect(watching.slowest).toBeLessThan(1000)
      expect(watching.peakRss - baseline).toBeLessThan(400 * MB)
      const payload = await getTestPayload()
      const cv = await payload.findByID({ collection: 'candidate-cvs', id: body.doc!.id, depth: 0, overrideAccess: true })
      expect(['read', 'partial', 'unreadable']).toContain(cv.readState)
      expect((cv.extractedText ?? '').length).toBeLessThanOrEqual(100_000)
    })
  }

  it('refuses a malformed PDF (nested 50,000 arrays deep, a stream that is not what it says) with a 400, still answering', async () => {
    const watching = watch()
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'broken.pdf', type: PDF, data: malformedPdf(50_000) },
      { headers: candidate.auth },
    )
    await watching.stop()
    expect(upload.status).toBe(400)
    expect(((await upload.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('This file type is not accepted.')
    expect(watching.failures).toBe(0)
  })

  it('refuses a picture that declares 900 million pixels before decoding it', async () => {
    const watching = watch()
    const baseline = process.memoryUsage.rss()
    const upload = await restUpload(
      '/candidate-pictures',
      { name: 'huge.png', type: 'image/png', data: hugePng(30_000, 30_000) },
      { headers: candidate.auth },
    )
    await watching.stop()
    expect(upload.status).toBe(400)
    expect(((await upload.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'This picture is too large: at most 40 megapixels, 12,000 pixels a side.',
    )
    expect(watching.failures).toBe(0)
    expect(watching.peakRss - baseline).toBeLessThan(100 * MB)
  })

  it('still reads an ordinary CV whole, after the upload has answered', async () => {
    const data = await makeCvPdf(['Noura Al-Harbi', 'Payroll specialist', 'محاسبة رواتب في الرياض'])
    const upload = await restUpload('/candidate-cvs', { name: 'noura.pdf', type: PDF, data }, { headers: candidate.auth })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number } }
    await cvReadsSettled()
    const payload = await getTestPayload()
    const cv = await payload.findByID({ collection: 'candidate-cvs', id: doc.id, depth: 0, overrideAccess: true })
    expect(cv.readState).toBe('read')
    expect(cv.extractedText?.split('\n')).toEqual(['Noura Al-Harbi', 'Payroll specialist', 'محاسبة رواتب في الرياض'])
  })
})
