import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest, TaskHandler } from 'payload'

import { locales } from '@/i18n/locales'
import { isPastClosing, startOfAgencyDay } from '@/lib/dates'
import { env } from '@/lib/env'

import { indexingConfig, indexingConfigured, publish, type NoticeType } from './google'

/**
 * Search engines hear of job changes (docs/ARCHITECTURE.md, "Search engines notified"): when a job becomes
 * public, changes while public, or stops being public (closed, back to draft, hidden from search engines,
 * deleted), each language's page is queued for Google's Indexing API as URL_UPDATED or URL_DELETED. The hooks
 * only queue (in the save's own transaction); the queue's runner makes the calls, off the request path.
 */
type JobLike = {
  id: number
  slug?: string | null
  status?: string | null
  closingDate?: string | null
  seo?: { noindex?: boolean | null } | null
}

const isPublic = (job: JobLike | undefined | null): boolean =>
  Boolean(job && job.status === 'open' && !isPastClosing(job.closingDate) && !job.seo?.noindex && job.slug)

const jobUrls = (slug: string) => locales.map((locale) => `${env.serverUrl}/${locale}/jobs/${slug}`)

async function queueNotices(req: PayloadRequest, job: JobLike, type: NoticeType) {
  if (!indexingConfigured() || req.context?.disableRevalidate || req.context?.disableIndexing) return
  for (const url of jobUrls(job.slug!)) {
    await req.payload.jobs.queue({ task: 'notifySearchEngines', input: { url, type, job: job.id }, queue: 'indexing', req })
  }
}

export const notifyJobChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const now = isPublic(doc)
  const before = operation === 'update' && isPublic(previousDoc)
  if (now) await queueNotices(req, doc, 'URL_UPDATED')
  else if (before) await queueNotices(req, previousDoc, 'URL_DELETED')
  return doc
}

export const notifyJobDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (isPublic(doc)) await queueNotices(req, doc, 'URL_DELETED')
}

type NoticeInput = { url: string; type: NoticeType; job?: number | null }

/**
 * The queue's task: one notice, tried up to five times (backoff 500 ms, doubled) on the spec's retry statuses,
 * recorded in `indexing-notices`. A notice that still fails with a retry status fails the task, and the queue
 * tries it again later (the task's own retries); any other refusal is recorded and dropped.
 */
export const notifySearchEnginesHandler: TaskHandler<{ input: NoticeInput; output: { status: number; attempts: number } }> = async ({
  input,
  req,
}) => {
  const config = indexingConfig()
  if (!config) return { output: { status: 0, attempts: 0 } }
  const result = await publish(config, { url: input.url, type: input.type })
  await req.payload.create({
    collection: 'indexing-notices',
    overrideAccess: true,
    req,
    data: {
      url: input.url,
      type: input.type,
      job: input.job ?? null,
      outcome: result.ok ? 'sent' : 'failed',
      status: result.status,
      attempts: result.attempts,
      error: result.error ?? null,
    },
  })
  if (!result.ok) {
    req.payload.logger.warn(`Indexing API: ${input.type} ${input.url} failed after ${result.attempts} attempt(s): ${result.error ?? ''}`)
    if (result.retryable) throw new Error(`Indexing API: ${result.error ?? 'no answer'}`)
  }
  return { output: { status: result.status, attempts: result.attempts } }
}

/**
 * The hourly task that stores "closed" on open jobs whose closing day has passed (pages already show them closed,
 * closeExpired): the save expires the caches, and search engines are told (URL_DELETED; the hooks cannot tell,
 * as the job already reads as closed before the save).
 */
export const closeExpiredJobsHandler: TaskHandler<{ input: object; output: { closed: number } }> = async ({ req }) => {
  const { docs } = await req.payload.update({
    collection: 'jobs',
    where: { and: [{ status: { equals: 'open' } }, { closingDate: { less_than: startOfAgencyDay() } }] },
    data: { status: 'closed' },
    overrideAccess: true,
    depth: 0,
    req,
  })
  for (const job of docs) if (job.slug && !job.seo?.noindex) await queueNotices(req, job, 'URL_DELETED')
  return { output: { closed: docs.length } }
}
