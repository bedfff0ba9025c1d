import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { forgetToken, indexingConfig, publish } from '@/features/indexing/google'
import { paragraph, richText } from '@/seed/richText'

import { startIndexingStandIn, type StandIn } from '../fixtures/indexingStandIn'
import { getTestPayload } from './helpers/payload'

/**
 * Search engines notified (issue 20): a job published, changed or closed is queued for Google's Indexing API
 * (URL_UPDATED / URL_DELETED, each language's page), the queue's runner calls the API off the request path, with
 * retries on the spec's retry statuses (408, 409, 425, 429, 500, 502, 503, 504, or no answer) and none on others,
 * and every outcome is logged. A local stand-in plays Google (it verifies the service account's signed JWT).
 */
const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let google: StandIn
const jobIds: number[] = []

const urlsOf = (slug: string): [string, string] => [`http://localhost:3000/en/jobs/${slug}`, `http://localhost:3000/ar/jobs/${slug}`]
const runQueue = () => payload.jobs.run({ queue: 'indexing', limit: 50 })
const notices = async (url: string) =>
  (await payload.find({ collection: 'indexing-notices', where: { url: { equals: url } }, sort: 'createdAt', overrideAccess: true })).docs

async function createJob(ref: string, status: 'open' | 'draft') {
  const industry = (await payload.find({ collection: 'industries', limit: 1 })).docs[0]!
  const location = (await payload.find({ collection: 'locations', limit: 1 })).docs[0]!
  const job = await payload.create({
    collection: 'jobs',
    locale: 'en',
    data: {
      referenceCode: ref,
      title: `Indexing Test ${ref}`,
      description: richText(paragraph('A role.')),
      industry: industry.id,
      location: location.id,
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 0,
      openingDate: new Date(Date.now() - DAY).toISOString(),
      closingDate: new Date(Date.now() + 10 * DAY).toISOString(),
      status,
    } as never,
  })
  // Both languages, as staff publish them (the description is required in each).
  await payload.update({
    collection: 'jobs',
    id: job.id,
    locale: 'ar',
    data: { title: `اختبار الفهرسة ${ref}`, description: richText(paragraph('وظيفة.')) },
    context: { disableIndexing: true },
  })
  jobIds.push(job.id)
  return job
}

describe('Indexing API notices', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    google = await startIndexingStandIn()
    process.env.GOOGLE_INDEXING_CREDENTIALS = google.credentials
    process.env.GOOGLE_INDEXING_ENDPOINT = google.endpoint
    forgetToken()
  })

  afterAll(async () => {
    delete process.env.GOOGLE_INDEXING_CREDENTIALS
    delete process.env.GOOGLE_INDEXING_ENDPOINT
    forgetToken()
    await payload.delete({ collection: 'jobs', where: { id: { in: jobIds } }, overrideAccess: true, context: { disableIndexing: true } })
    await google.close()
  })

  it('tells Google when a job is published, changed and closed, for each language, off the request path', async () => {
    const job = await createJob('IX-0001', 'draft')
    const [en, ar] = urlsOf(job.slug!)
    await runQueue()
    expect(google.calls.filter((c) => c.url === en)).toEqual([]) // a draft is not public

    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'open' } })
    // Queued with the save, sent only when the queue runs.
    expect(google.calls.filter((c) => c.url === en)).toEqual([])
    await runQueue()
    expect(google.calls.filter((c) => c.url === en || c.url === ar).map((c) => [c.url, c.type])).toEqual(
      expect.arrayContaining([
        [en, 'URL_UPDATED'],
        [ar, 'URL_UPDATED'],
      ]),
    )

    await payload.update({ collection: 'jobs', id: job.id, locale: 'ar', data: { title: 'اختبار الفهرسة (معدّل)' } })
    await runQueue()
    expect(google.calls.filter((c) => c.url === ar && c.type === 'URL_UPDATED')).toHaveLength(2)

    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'closed' } })
    await runQueue()
    expect(google.calls.filter((c) => c.url === en).map((c) => c.type)).toEqual(['URL_UPDATED', 'URL_UPDATED', 'URL_DELETED'])

    const log = await notices(en)
    expect(log.map((n) => [n.type, n.outcome, n.status, n.attempts])).toEqual([
      ['URL_UPDATED', 'sent', 200, 1],
      ['URL_UPDATED', 'sent', 200, 1],
      ['URL_DELETED', 'sent', 200, 1],
    ])
    // One signed JWT traded for a token, reused for every call.
    expect(google.tokenRequests).toBe(1)
  })

  it('retries on the spec’s retry statuses and logs how many attempts it took', async () => {
    const job = await createJob('IX-0002', 'draft')
    const [en] = urlsOf(job.slug!)
    google.script(en, [503, 429])
    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'open' } })
    await runQueue()
    expect(google.calls.filter((c) => c.url === en).map((c) => c.status)).toEqual([503, 429, 200])
    const [notice] = await notices(en)
    expect(notice).toMatchObject({ outcome: 'sent', status: 200, attempts: 3 })
  })

  it('does not retry other refusals: logs the failure and drops it', async () => {
    const job = await createJob('IX-0003', 'draft')
    const [en] = urlsOf(job.slug!)
    google.script(en, [403])
    await payload.update({ collection: 'jobs', id: job.id, data: { status: 'open' } })
    await runQueue()
    await runQueue()
    expect(google.calls.filter((c) => c.url === en).map((c) => c.status)).toEqual([403])
    const [notice] = await notices(en)
    expect(notice).toMatchObject({ outcome: 'failed', status: 403, attempts: 1 })
  })

  it('gives up after five attempts on retry statuses and fails the task, so the queue tries again later', async () => {
    const config = indexingConfig()!
    const url = 'http://localhost:3000/en/jobs/ix-exhausted'
    google.script(url, [500, 502, 504, 408, 425, 200])
    const result = await publish(config, { url, type: 'URL_UPDATED' }, { delayMs: 5 })
    expect(result).toMatchObject({ ok: false, status: 425, attempts: 5, retryable: true })
    expect(google.calls.filter((c) => c.url === url).map((c) => c.status)).toEqual([500, 502, 504, 408, 425])
    // The next try (the queue's retry) gets through.
    expect(await publish(config, { url, type: 'URL_UPDATED' }, { delayMs: 5 })).toMatchObject({ ok: true, attempts: 1 })
  })

  it('retries when nothing answers, and never calls Google without a configured service account', async () => {
    const config = { ...indexingConfig()!, endpoint: 'http://127.0.0.1:9/v3/urlNotifications:publish' }
    const result = await publish(config, { url: 'http://localhost:3000/en/jobs/nowhere', type: 'URL_UPDATED' }, { delayMs: 5, attempts: 3 })
    expect(result).toMatchObject({ ok: false, status: 0, attempts: 3, retryable: true })

    delete process.env.GOOGLE_INDEXING_CREDENTIALS
    const before = google.calls.length
    const job = await createJob('IX-0004', 'open')
    await runQueue()
    expect(google.calls.length).toBe(before)
    expect(await notices(urlsOf(job.slug!)[0])).toEqual([])
    process.env.GOOGLE_INDEXING_CREDENTIALS = google.credentials
  })

  it('closes jobs past their closing day on the hourly task and tells Google they are gone', async () => {
    const job = await createJob('IX-0005', 'open')
    const [en, ar] = urlsOf(job.slug!)
    await runQueue()
    // The closing day passes without anyone saving the job.
    await payload.db.updateOne({
      collection: 'jobs',
      id: job.id,
      // (Opened before it closed: the jobs validation refuses a closing date before the opening date.)
      data: { openingDate: new Date(Date.now() - 10 * DAY).toISOString(), closingDate: new Date(Date.now() - 3 * DAY).toISOString() },
      returning: false,
    })
    const queued = await payload.jobs.queue({ task: 'closeExpiredJobs', input: {}, queue: 'alerts' })
    await payload.jobs.run({ queue: 'alerts' })
    // A completed job is deleted from the queue; one that failed stays, with its error.
    const left = await payload.find({ collection: 'payload-jobs', where: { id: { equals: queued.id } }, overrideAccess: true })
    expect(left.docs.map((doc) => ({ error: doc.error, log: doc.log }))).toEqual([])
    const closed = await payload.db.findOne<{ id: number; status: string }>({ collection: 'jobs', where: { id: { equals: job.id } } })
    expect(closed?.status).toBe('closed')
    await runQueue()
    expect(google.calls.filter((c) => c.url === en || c.url === ar).map((c) => c.type)).toEqual([
      'URL_UPDATED',
      'URL_UPDATED',
      'URL_DELETED',
      'URL_DELETED',
    ])
    const stored = await payload.db.findOne<{ id: number; status: string }>({ collection: 'jobs', where: { id: { equals: job.id } } })
    expect(stored?.status).toBe('closed')
  })
})
