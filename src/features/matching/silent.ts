import type { Payload } from 'payload'

import { rawSql } from '@/lib/db/rawSql'

import { INVITE_ANSWER_DAYS, INVITE_SILENT_DROP } from './constants'

/** The queue's task (features/queue/jobs.ts): daily, queue `matching`. */
export const DROP_SILENT_TASK = 'dropSilentPoolMembers' as const

/**
 * Pool members who never answer drop out (issue 32): a candidate with INVITE_SILENT_DROP invitations still unanswered
 * INVITE_ANSWER_DAYS after they were sent leaves every static pool. invitations.ts checks this when the next
 * invitation is sent; this sweep, run daily by the queue, checks everyone, so a member whose third invitation simply
 * expires drops out too. Both run this one function (the hook with `only` its candidate and `within` its request's
 * transaction). Each candidate's removal is one statement (their rows in the pools' member lists), so a run killed
 * mid-way leaves each candidate in or out of every pool, and the next run finds only those still in one: nothing is
 * lost or done twice (tests/int/matchingPools.int.test.ts).
 */
export async function dropSilentPoolMembers(
  payload: Payload,
  {
    now = new Date(),
    only,
    onItem,
    within,
  }: {
    now?: Date
    only?: number[]
    onItem?: (candidate: number) => void | Promise<void>
    /** An open transaction to write in (a hook's `req.transactionID`), which its operation commits. */
    within?: string | number | Promise<string | number | null> | null
  } = {},
): Promise<{ dropped: number }> {
  const d = rawSql(payload)
  const { sql } = d
  const before = new Date(now.getTime() - INVITE_ANSWER_DAYS * 86_400_000).toISOString()
  const rows = await d.rows(sql`SELECT i.candidate_id AS id FROM job_invitations i
    WHERE CAST(i.status AS text) = 'sent' AND i.created_at < ${before}
      AND i.candidate_id IN (SELECT r.candidates_id FROM talent_pools_rels r WHERE r.path = 'members')
      ${only ? sql`AND ${d.inList(sql`i.candidate_id`, only)}` : sql``}
    GROUP BY i.candidate_id HAVING COUNT(*) >= ${INVITE_SILENT_DROP} ORDER BY i.candidate_id LIMIT 5000`)
  let dropped = 0
  for (const row of rows) {
    const candidate = Number(row.id)
    const remove = sql`DELETE FROM talent_pools_rels WHERE path = 'members' AND candidates_id = ${candidate}`
    await (within ? d.inTransaction([remove], within) : d.write(remove))
    dropped++
    await onItem?.(candidate)
  }
  return { dropped }
}
