import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, Payload } from 'payload'

import { rawSql, type SQL } from '@/lib/db/rawSql'

import { candidateText, jobsSkillIds, skillIdsIn } from './skillIds'
import { skillsIndex } from './load'

/**
 * When staff edit the skills list (a skill added, renamed, given other spellings, or deleted), every candidate's and
 * job's stored skill ids (`matchSkills`, skillIds.ts) are read again from their text against the new list, off the
 * request: the queue's `rewriteMatchSkills` task (queue `matching`), queued by the skills' hooks below.
 *
 * - Batches of `batch` rows in id order; each batch's changes are written in one transaction (its rows' old ids
 *   deleted, the new ones inserted), so a run killed at any point leaves every row with either its old ids or its
 *   new ones, never none or twice.
 * - A row whose ids are already right is not written: a run started again after a kill (the queue hands a job left
 *   processing back, jobs.ts `releaseStuckJobs`) skips what the killed run finished, and running it twice changes
 *   nothing. Idempotent by construction: the ids are a function of the row's text and the list.
 * - One pending run is enough for any number of edits: a new one is queued only when none is waiting (a run already
 *   under way may have passed rows before the edit, so it does not count).
 */
export const REWRITE_MATCH_SKILLS_TASK = 'rewriteMatchSkills'
export const MATCHING_QUEUE = 'matching'
const BATCH = 500

type Options = {
  batch?: number
  /** Only these candidates and jobs (the crash test's own rows). */
  only?: { candidates?: number[]; jobs?: number[] }
  /** Called after each batch has committed, with what it wrote. */
  onBatch?: (done: { table: 'candidates' | 'jobs'; rows: number; written: number }) => void
}

/** Rewrites the stored ids that differ from what the current list reads in each row; returns how many it wrote. */
export async function rewriteMatchSkills(payload: Payload, options: Options = {}): Promise<{ candidates: number; jobs: number }> {
  const index = await skillsIndex(payload)
  const d = rawSql(payload)
  const { sql } = d
  const batch = options.batch ?? BATCH
  const out = { candidates: 0, jobs: 0 }
  const limitTo = (ids: number[] | undefined) => (ids ? sql` AND ${d.inList(sql`t.id`, ids)}` : sql``)

  let last = 0
  for (;;) {
    const rows = await d.rows(
      sql`SELECT t.id AS id, t.skills AS skills, cv.extracted_text AS text FROM candidates t LEFT JOIN candidate_cvs cv ON cv.id = t.cv_id
          WHERE t.id > ${last}${limitTo(options.only?.candidates)} ORDER BY t.id LIMIT ${batch}`,
    )
    if (!rows.length) break
    last = Number(rows.at(-1)!.id)
    const wanted = new Map(rows.map((row) => [Number(row.id), skillIdsIn(index, candidateText(row.skills, row.text))]))
    const written = await replaceChanged(payload, 'candidates', wanted)
    out.candidates += written
    options.onBatch?.({ table: 'candidates', rows: rows.length, written })
  }

  last = 0
  for (;;) {
    const rows = await d.rows(
      sql`SELECT t.id AS id FROM jobs t WHERE t.id > ${last}${limitTo(options.only?.jobs)} ORDER BY t.id LIMIT ${batch}`,
    )
    if (!rows.length) break
    const ids = rows.map((row) => Number(row.id))
    last = ids.at(-1)!
    const wanted = new Map(await jobsSkillIds(payload, index, ids))
    const written = await replaceChanged(payload, 'jobs', wanted)
    out.jobs += written
    options.onBatch?.({ table: 'jobs', rows: ids.length, written })
  }
  return out
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i])

/** Writes, in one transaction, the rows whose stored ids (in order) differ from `wanted`; returns how many. */
async function replaceChanged(payload: Payload, table: 'candidates' | 'jobs', wanted: Map<number, number[]>): Promise<number> {
  const d = rawSql(payload)
  const { sql } = d
  const rels = sql.raw(`${table}_rels`)
  const stored = new Map<number, number[]>()
  for (const row of await d.rows(
    sql`SELECT parent_id, skills_id FROM ${rels} WHERE path = 'matchSkills' AND ${d.inList(sql`parent_id`, [...wanted.keys()])} ORDER BY parent_id, "order"`,
  )) {
    const id = Number(row.parent_id)
    stored.set(id, [...(stored.get(id) ?? []), Number(row.skills_id)])
  }
  const changed = [...wanted].filter(([id, ids]) => !sameIds(stored.get(id) ?? [], ids))
  if (!changed.length) return 0
  const values = changed.flatMap(([id, ids]) => ids.map((skill, i) => sql`(${i + 1}, ${id}, 'matchSkills', ${skill})`))
  const statements: SQL[] = [
    // PostgreSQL: the rows first, in id order, as a save of one takes its row before its relationship rows (skillIds.ts
    // `writeIds`): no deadlock with a candidate or a job saved meanwhile.
    ...(d.isPostgres
      ? [
          sql`SELECT id FROM ${sql.raw(table)} WHERE ${d.inList(
            sql`id`,
            changed.map(([id]) => id),
          )} ORDER BY id FOR UPDATE`,
        ]
      : []),
    sql`DELETE FROM ${rels} WHERE path = 'matchSkills' AND ${d.inList(
      sql`parent_id`,
      changed.map(([id]) => id),
    )}`,
  ]
  for (let start = 0; start < values.length; start += 1000) {
    statements.push(
      sql`INSERT INTO ${rels} ("order", parent_id, path, skills_id) VALUES ${sql.join(values.slice(start, start + 1000), sql`, `)}`,
    )
  }
  await d.inTransaction(statements)
  return changed.length
}

/** Queues a rewrite unless one is already waiting (not yet started): one run reads the list as it is then. */
async function queueRewrite(req: Parameters<CollectionAfterChangeHook>[0]['req']) {
  const { payload } = req
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: REWRITE_MATCH_SKILLS_TASK } },
        { processing: { equals: false } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
    req,
  })
  if (waiting.totalDocs) return
  await payload.jobs.queue({ task: REWRITE_MATCH_SKILLS_TASK, input: {}, queue: MATCHING_QUEUE, req })
}

/** A skill added, or its names or other spellings changed: the stored ids are read again (in the background). */
export const rewriteAfterSkillChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (req.context.skipMatchRewrite) return doc
  const names = (value: unknown) =>
    JSON.stringify([(value as { name?: unknown })?.name ?? null, (value as { aliases?: unknown })?.aliases ?? null])
  if (operation === 'create' || names(doc) !== names(previousDoc)) await queueRewrite(req)
  return doc
}

/** A skill deleted: the rows that named only it are read again too. */
export const rewriteAfterSkillDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (!req.context.skipMatchRewrite) await queueRewrite(req as never)
  return doc
}

/**
 * A skill deleted: the rows naming it (candidates' and jobs' stored ids, jobs' required skills) go first, in the
 * delete's transaction. PostgreSQL's foreign keys cascade; SQLite's were added by `ALTER TABLE … REFERENCES` without
 * an ON DELETE action (SQLite cannot alter one), so there a skill anyone had was refused with a 500.
 */
export const forgetDeletedSkill: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const skill = Number(id)
  if (!Number.isSafeInteger(skill)) return
  const d = rawSql(req.payload)
  const { sql } = d
  const statements = [sql`DELETE FROM candidates_rels WHERE skills_id = ${skill}`, sql`DELETE FROM jobs_rels WHERE skills_id = ${skill}`]
  await d.inTransaction(statements, req.transactionID)
}
