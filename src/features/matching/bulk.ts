import type { PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { ownsJob } from '@/access/ownership'
import { payloadErrorStatus } from '@/lib/payloadErrors'
import { z } from '@/lib/zod'

import { BULK_MAX, POOL_MAX, STAFF_TAGS_MAX } from './constants'
import { readPool } from './pools'

/**
 * Bulk actions on candidates (issue 32), for the pools' member lists: add to a static pool, remove from one, tag
 * (the candidate's staff-only `staffTags`), invite to a job. Each runs as the signed-in staff member through the Local
 * API with their access (overrideAccess off): the pool's and the candidates' collection access, and for invitations
 * the `job-invitations` hooks themselves (invitations.ts: a job they may see the applications of, a candidate who
 * applied or whose consent to keep holds, not twice), so the same checks apply as to one invitation. At most
 * BULK_MAX candidates a call. The answer says, per outcome, which candidates: the admin words it (bulkText.ts).
 */
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER)
export const bulkSchema = z.object({
  action: z.enum(['add', 'remove', 'tag', 'invite']),
  candidates: z.array(id).min(1).max(BULK_MAX),
  pool: id.optional(),
  job: id.optional(),
  tags: z.array(z.string().trim().min(1).max(40)).max(STAFF_TAGS_MAX).optional(),
})
export type BulkInput = z.infer<typeof bulkSchema>

export const OUTCOMES = ['done', 'already', 'notMember', 'missing', 'notInvitable', 'full', 'refused'] as const
export type Outcome = (typeof OUTCOMES)[number]
export type BulkResult = { action: BulkInput['action']; outcomes: Partial<Record<Outcome, number[]>> }
/** Why a whole call is refused: 404 (no such pool or job for them, or not staff), 409 (a smart pool's members). */
export class BulkRefused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly key: 'notFound' | 'smart' | 'invalid',
  ) {
    super(key)
  }
}

const listOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [])
    .map((m) => Number(m && typeof m === 'object' ? (m as { id?: unknown }).id : m))
    .filter((n) => Number.isSafeInteger(n) && n > 0)

export async function runBulk(req: PayloadRequest, input: BulkInput): Promise<BulkResult> {
  if (!isRecruiterUser(req.user)) throw new BulkRefused(404, 'notFound')
  const { payload } = req
  const user = req.user
  const wanted = [...new Set(input.candidates)]
  const outcomes: BulkResult['outcomes'] = {}
  const put = (outcome: Outcome, candidate: number) => (outcomes[outcome] ??= []).push(candidate)
  // The candidates as the staff member reads them (their collection access): any other is "missing".
  const seen = await payload.find({
    collection: 'candidates',
    where: { id: { in: wanted } },
    select: { staffTags: true },
    depth: 0,
    limit: wanted.length,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  const found = new Map(seen.docs.map((doc) => [Number(doc.id), doc]))
  const present = wanted.filter((candidate) => found.has(candidate))
  for (const candidate of wanted) if (!found.has(candidate)) put('missing', candidate)

  if (input.action === 'add' || input.action === 'remove') {
    if (!input.pool) throw new BulkRefused(400, 'invalid')
    const pool = await readPool(req, input.pool)
    if (!pool) throw new BulkRefused(404, 'notFound')
    if (pool.kind === 'smart') throw new BulkRefused(409, 'smart')
    const members = listOf(pool.members)
    const inPool = new Set(members)
    let next = members
    if (input.action === 'add') {
      const added = present.filter((candidate) => !inPool.has(candidate))
      for (const candidate of present) if (inPool.has(candidate)) put('already', candidate)
      const room = Math.max(0, POOL_MAX - members.length)
      for (const candidate of added.slice(room)) put('full', candidate)
      for (const candidate of added.slice(0, room)) put('done', candidate)
      next = [...members, ...added.slice(0, room)]
    } else {
      const leaving = new Set(present.filter((candidate) => inPool.has(candidate)))
      for (const candidate of present) put(leaving.has(candidate) ? 'done' : 'notMember', candidate)
      next = members.filter((member) => !leaving.has(member))
    }
    if (next.length !== members.length) {
      await payload.update({ collection: 'talent-pools', id: pool.id, data: { members: next }, overrideAccess: false, user, req })
    }
    return { action: input.action, outcomes }
  }

  if (input.action === 'tag') {
    const tags = [...new Set((input.tags ?? []).map((tag) => tag.trim()).filter(Boolean))]
    if (!tags.length) throw new BulkRefused(400, 'invalid')
    for (const candidate of present) {
      const had = ((found.get(candidate) as { staffTags?: string[] | null }).staffTags ?? []).filter((t) => typeof t === 'string')
      const next = [...new Set([...had, ...tags])]
      if (next.length === had.length) {
        put('already', candidate)
        continue
      }
      if (next.length > STAFF_TAGS_MAX) {
        put('full', candidate)
        continue
      }
      await payload.update({
        collection: 'candidates',
        id: candidate,
        data: { staffTags: next } as never,
        overrideAccess: false,
        user,
        req,
      })
      put('done', candidate)
    }
    return { action: input.action, outcomes }
  }

  // Invite: a job the staff member may see the applications of (else the same 404 as one invitation), then each
  // candidate through the invitations' own hooks.
  if (!input.job || !(await ownsJob(req, input.job))) throw new BulkRefused(404, 'notFound')
  for (const candidate of present) {
    try {
      await payload.create({
        collection: 'job-invitations',
        data: { job: input.job, candidate } as never,
        overrideAccess: false,
        user,
        req,
      })
      put('done', candidate)
    } catch (error) {
      const status = payloadErrorStatus(error)
      if (status === 409) put('already', candidate)
      else if (status === 403) put('notInvitable', candidate)
      else if (status === 404) put('missing', candidate)
      else if (status && status < 500) put('refused', candidate)
      else throw error
    }
  }
  return { action: input.action, outcomes }
}
