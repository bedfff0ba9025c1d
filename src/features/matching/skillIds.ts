import type { CollectionBeforeChangeHook, Payload, PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'
import { rawSql } from '@/lib/db/rawSql'
import { idOf } from '@/lib/ids'
import { lexicalToPlainText, storedLexicalToPlainText } from '@/lib/richText'

import { skillsIndex, type SkillsIndex } from './load'

/**
 * Each candidate's and job's skills from the skills list, stored as ids (`matchSkills`, a hidden relationship on
 * both collections), so that the matching reads can shortlist in SQL (load.ts) before scoring in JavaScript:
 * - a candidate's: the skills their profile's skills text and their profile CV's text name, in either language;
 * - a job's: its required skills, else those its title and description name in every language.
 * Kept by hooks when a profile, a CV or a job changes (`storeCandidateSkills`, `storeJobSkills`, and
 * `refreshCandidateSkillsForCv` once a CV has been read); `backfillMatchSkills` writes them for rows saved without
 * hooks (rows written in SQL, the benchmark). Staff editing the skills list do not rewrite them: see
 * docs/ARCHITECTURE.md, "Matching".
 */
const CV_CHARS = 12_000

type Localized = Record<string, unknown> | string | null | undefined

/** The skill ids a text names, in the list's order of finding, each once. */
export function skillIdsIn(index: SkillsIndex, text: string): number[] {
  const seen = new Set<number>()
  for (const { entry } of index.phrases.find(text.split('\n'))) seen.add(Number(entry.id))
  return [...seen]
}

export const candidateText = (skills: unknown, cvText: unknown) =>
  `${typeof skills === 'string' ? skills : ''}\n${typeof cvText === 'string' ? cvText.slice(0, CV_CHARS) : ''}`

async function cvTextOf(req: Partial<PayloadRequest> & { payload: Payload }, cv: unknown): Promise<string> {
  const id = cv && typeof cv === 'object' ? (cv as { id?: unknown }).id : cv
  if (typeof id !== 'number' && !(typeof id === 'string' && /^\d+$/.test(id))) return ''
  const doc = (await req.payload.findByID({
    collection: 'candidate-cvs',
    id: Number(id),
    depth: 0,
    select: { extractedText: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as { extractedText?: string | null } | null
  return doc?.extractedText ?? ''
}

/** On a new candidate, or a change to their skills text or profile CV: their skill ids again. */
export const storeCandidateSkills: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (!data) return data
  const changed =
    operation === 'create' ||
    ('skills' in data && (data.skills ?? '') !== (originalDoc?.skills ?? '')) ||
    ('cv' in data && cvKey(data.cv) !== cvKey(originalDoc?.cv))
  if (!changed && !req.context.refreshMatchSkills) return data
  const index = await skillsIndex(req.payload)
  const skills = 'skills' in data ? data.skills : originalDoc?.skills
  const cv = 'cv' in data ? data.cv : originalDoc?.cv
  return { ...data, matchSkills: skillIdsIn(index, candidateText(skills, await cvTextOf(req, cv))) }
}

const cvKey = (cv: unknown) => String((cv && typeof cv === 'object' ? (cv as { id?: unknown }).id : cv) ?? '')

/** On every save of a job: its required skills, else those its text names in every language. */
export const storeJobSkills: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const required = ((data.eligibility ?? originalDoc?.eligibility)?.skills ?? []) as unknown[]
  const requiredIds = [
    ...new Set(required.map((skill) => Number(idOf(skill as number))).filter((id) => Number.isSafeInteger(id) && id > 0)),
  ]
  if (requiredIds.length) return { ...data, matchSkills: requiredIds }
  const { locale, fallbackLocale } = req
  let stored: { title?: Record<string, unknown>; description?: Record<string, unknown> } = {}
  if (originalDoc?.id) {
    try {
      stored = (await req.payload.findByID({
        collection: 'jobs',
        id: originalDoc.id,
        locale: 'all',
        depth: 0,
        select: { title: true, description: true },
        req,
        overrideAccess: true,
      })) as unknown as typeof stored
    } finally {
      // Payload sets the locale on the request it is given: the save goes on in its own.
      req.locale = locale
      req.fallbackLocale = fallbackLocale
    }
  }
  const current = locale && locale !== 'all' ? locale : 'en'
  const texts = locales.flatMap((l) => {
    const title = l === current && data.title !== undefined ? data.title : stored.title?.[l]
    const description = l === current && data.description !== undefined ? data.description : stored.description?.[l]
    return [typeof title === 'string' ? title : '', lexicalToPlainText(description)]
  })
  return { ...data, matchSkills: skillIdsIn(await skillsIndex(req.payload), texts.join('\n')) }
}

/** Jobs' text as the job hook reads it, for `backfillMatchSkills`. */
export const jobText = (titles: Localized[], descriptions: unknown[]) =>
  [...titles.map((t) => (typeof t === 'string' ? t : '')), ...descriptions.map(storedLexicalToPlainText)].join('\n')

/**
 * After a CV's text is read (features/cv/read.ts writes it without hooks): the candidates whose profile CV it is get
 * their skill ids again, in the reader's request.
 */
export async function refreshCandidateSkillsForCv(req: PayloadRequest, cvId: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'candidates',
    where: { cv: { equals: cvId } },
    select: { skills: true },
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (!docs.length) return
  const index = await skillsIndex(req.payload)
  const text = await cvTextOf(req, cvId)
  for (const doc of docs) {
    await writeIds(req.payload, Number(doc.id), (skills) => skillIdsIn(index, candidateText(skills, text)))
  }
}

/**
 * The stored ids of one candidate, written in SQL (its `matchSkills` rows replaced) in a transaction of its own: the
 * row itself is not saved again, so no hook runs and nothing else on it changes (the adapter's `updateOne` would
 * write the account's sessions list back empty). The ids come from the skills text as it stands inside that
 * transaction, the candidate's row taken first (as a save of the account takes it: its row, then its relationship
 * rows; in the other order the two deadlocked on PostgreSQL and an upload answered 500, limits.int). Read before it,
 * a profile saved meanwhile lost its new skills to the old text (matching.int on PostgreSQL). On SQLite the
 * transaction takes this process's write turn (lib/db/sqliteTransactions.ts), which excludes other writers.
 */
async function writeIds(payload: Payload, id: number, idsFor: (skillsText: unknown) => number[]) {
  const d = rawSql(payload)
  const { sql } = d
  await d.inTransaction(async (run) => {
    const [row] = await run(sql`SELECT skills FROM candidates WHERE id = ${id}${d.isPostgres ? sql` FOR UPDATE` : sql``}`)
    if (!row) return
    const ids = idsFor(row.skills)
    await run(sql`DELETE FROM candidates_rels WHERE parent_id = ${id} AND path = 'matchSkills'`)
    if (!ids.length) return
    await run(
      sql`INSERT INTO candidates_rels ("order", parent_id, path, skills_id) VALUES ${sql.join(
        ids.map((skill, i) => sql`(${i + 1}, ${id}, 'matchSkills', ${skill})`),
        sql`, `,
      )}`,
    )
  })
}

const BATCH = 500

/**
 * Writes the stored skill ids of every candidate and job that has none yet (rows saved without hooks: written in
 * SQL, or from before the field). Batches of BATCH rows, in SQL; safe to run again (it only fills what is missing).
 * Returns how many rows it wrote.
 */
export async function backfillMatchSkills(payload: Payload): Promise<{ candidates: number; jobs: number }> {
  const index = await skillsIndex(payload)
  const d = rawSql(payload)
  const { sql } = d
  const missing = (table: string) =>
    sql.raw(`NOT EXISTS (SELECT 1 FROM ${table}_rels r WHERE r.parent_id = t.id AND r.path = 'matchSkills')`)
  const out = { candidates: 0, jobs: 0 }
  let last = 0
  for (;;) {
    const rows = await d.rows(
      sql`SELECT t.id AS id, t.skills AS skills, cv.extracted_text AS text FROM candidates t LEFT JOIN candidate_cvs cv ON cv.id = t.cv_id
          WHERE t.id > ${last} AND ${missing('candidates')} ORDER BY t.id LIMIT ${BATCH}`,
    )
    if (!rows.length) break
    last = Number(rows.at(-1)!.id)
    await insertBatch(
      payload,
      'candidates',
      rows.map((row) => [Number(row.id), skillIdsIn(index, candidateText(row.skills, row.text))]),
    )
    out.candidates += rows.length
  }
  last = 0
  for (;;) {
    const rows = await d.rows(sql`SELECT t.id AS id FROM jobs t WHERE t.id > ${last} AND ${missing('jobs')} ORDER BY t.id LIMIT ${BATCH}`)
    if (!rows.length) break
    const ids = rows.map((row) => Number(row.id))
    last = ids.at(-1)!
    await insertBatch(payload, 'jobs', await jobsSkillIds(payload, index, ids))
    out.jobs += ids.length
  }
  return out
}

/**
 * The skill ids of these jobs as the jobs' hook (storeJobSkills) would store them, read in one batch: the required
 * skills, else those the title and description name in any language.
 */
export async function jobsSkillIds(payload: Payload, index: SkillsIndex, ids: number[]): Promise<[number, number[]][]> {
  const d = rawSql(payload)
  const { sql } = d
  const [required, texts] = await Promise.all([
    d.rows(sql`SELECT parent_id, skills_id FROM jobs_rels WHERE path = 'eligibility.skills' AND ${d.inList(sql`parent_id`, ids)}`),
    d.rows(sql`SELECT _parent_id, title, description FROM jobs_locales WHERE ${d.inList(sql`_parent_id`, ids)}`),
  ])
  return ids.map((id) => {
    const own = required.filter((row) => Number(row.parent_id) === id).map((row) => Number(row.skills_id))
    if (own.length) return [id, [...new Set(own)]]
    const locales = texts.filter((row) => Number(row._parent_id) === id)
    return [
      id,
      skillIdsIn(
        index,
        jobText(
          locales.map((row) => row.title as string),
          locales.map((row) => row.description),
        ),
      ),
    ]
  })
}

async function insertBatch(payload: Payload, table: 'candidates' | 'jobs', rows: [number, number[]][]) {
  const d = rawSql(payload)
  const { sql } = d
  const values = rows.flatMap(([id, ids]) => ids.map((skill, i) => sql`(${i + 1}, ${id}, 'matchSkills', ${skill})`))
  for (let start = 0; start < values.length; start += 1000) {
    await d.write(
      sql`INSERT INTO ${sql.raw(`${table}_rels`)} ("order", parent_id, path, skills_id) VALUES ${sql.join(values.slice(start, start + 1000), sql`, `)}`,
    )
  }
}
