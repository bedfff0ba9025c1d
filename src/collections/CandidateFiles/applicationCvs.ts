import type { CollectionAfterChangeHook, Payload, PayloadRequest, Where } from 'payload'

import { afterTransaction } from '@/lib/db/transactionEvents'
import { idOf } from '@/lib/ids'

/**
 * CVs uploaded "for this application only" (`purpose: application`) that no application uses are kept for a day,
 * and at most 5 per account (docs/SECURITY.md, "Limits"): without this a candidate could store CVs without end.
 *
 * - On each such upload the account's own unused ones beyond the newest 5 (the new one counted) or older than a
 *   day go, in the upload's transaction.
 * - After it has committed, a sweep in the background removes everyone's unused ones older than a day, 50 at a
 *   time, walking through them by id over successive uploads (a CV an application uses is never removed).
 * Files go once the deletions have committed (shared/fileDeletion.ts).
 */
export const APPLICATION_CV_GRACE_MS = 24 * 60 * 60 * 1000
export const UNUSED_APPLICATION_CVS_PER_ACCOUNT = 5
const SWEEP_BATCH = 50

type CvDoc = { id: number; owner: number | { id: number }; purpose?: string | null; createdAt: string }

async function usedIds(payload: Payload, ids: number[], req?: Partial<PayloadRequest>): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'applications',
    where: { cv: { in: ids } },
    select: { cv: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((application) => (application.cv ? idOf(application.cv as number | { id: number }) : -1)))
}

const applicationCvs = (where: Where): Where => ({ and: [{ purpose: { equals: 'application' } }, where] })

let cursor = 0
let sweeping: Promise<number> | null = null

/**
 * Removes unused application CVs past the grace period, one batch after the last one seen. One sweep at a time: a
 * call made during a sweep waits for it to end and removes nothing itself.
 */
export function sweepUnusedApplicationCvs(payload: Payload, now = Date.now()): Promise<number> {
  if (sweeping)
    return sweeping.then(
      () => 0,
      () => 0,
    )
  const sweep = sweepBatch(payload, now).finally(() => {
    sweeping = null
  })
  sweeping = sweep
  return sweep
}

async function sweepBatch(payload: Payload, now: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'candidate-cvs',
    where: applicationCvs({
      and: [{ id: { greater_than: cursor } }, { createdAt: { less_than: new Date(now - APPLICATION_CV_GRACE_MS).toISOString() } }],
    }),
    sort: 'id',
    limit: SWEEP_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  cursor = docs.length < SWEEP_BATCH ? 0 : (docs.at(-1)?.id ?? 0)
  const used = await usedIds(
    payload,
    docs.map((cv) => cv.id),
  )
  const unused = docs.filter((cv) => !used.has(cv.id))
  for (const cv of unused)
    await payload.delete({ collection: 'candidate-cvs', id: cv.id, overrideAccess: true, context: { replaced: true } })
  return unused.length
}

export const tidyApplicationCvs: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const cv = doc as CvDoc
  if (operation !== 'create' || cv.purpose !== 'application') return doc
  const { payload } = req
  const { docs: mine } = await payload.find({
    collection: 'candidate-cvs',
    where: applicationCvs({ and: [{ owner: { equals: idOf(cv.owner) } }, { id: { not_equals: cv.id } }] }),
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const used = await usedIds(
    payload,
    mine.map((other) => other.id),
    req,
  )
  const cutoff = Date.now() - APPLICATION_CV_GRACE_MS
  let kept = 1
  for (const other of mine) {
    if (used.has(other.id)) continue
    if (kept < UNUSED_APPLICATION_CVS_PER_ACCOUNT && new Date(other.createdAt).getTime() >= cutoff) kept++
    else await payload.delete({ collection: 'candidate-cvs', id: other.id, req, overrideAccess: true, context: { replaced: true } })
  }
  await afterTransaction(req, {
    committed: () => {
      setImmediate(() => {
        sweepUnusedApplicationCvs(payload).catch((error: unknown) => payload.logger.warn({ err: error }, 'Could not sweep unused CVs'))
      })
    },
  })
  return doc
}
