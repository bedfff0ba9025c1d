import {
  createLocalReq,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { normalizeForSearch } from '@/lib/arabic'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { idOf } from '@/lib/ids'

import { STAGES } from './constants'
import { recordActivity } from './timeline'

type Rel = number | { id: number }
type AppData = {
  id?: number
  job?: Rel
  candidate?: Rel | null
  cv?: Rel | null
  fullName?: string
  city?: string
  state?: string
  skills?: string
  coverLetter?: string | null
  status?: string
  rating?: number | null
  tags?: string[] | null
  internalNotes?: string | null
  experienceYears?: number | null
  stages?: Record<string, string | null | undefined> | null
}

/** The first time an application reaches each stage (the dashboard's funnel); clients cannot write these. */
export const stampStages: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const previous = (originalDoc as AppData | undefined)?.stages ?? {}
  const stages: Record<string, string | null> = {}
  for (const stage of STAGES) stages[`${stage}At`] = previous[`${stage}At`] ?? null
  const status = (data.status ?? originalDoc?.status) as string | undefined
  const entered = operation === 'create' || status !== originalDoc?.status
  if (status && entered && (STAGES as readonly string[]).includes(status) && !stages[`${status}At`]) {
    stages[`${status}At`] = new Date().toISOString()
  }
  return { ...data, stages }
}

/** What the recruiters' search matches (features/recruiting/search.ts), normalized like the job search. */
async function searchTextOf(req: PayloadRequest, data: AppData): Promise<string> {
  const { payload } = req
  const [cv, job] = await Promise.all([
    data.cv
      ? payload.findByID({ collection: 'candidate-cvs', id: idOf(data.cv), depth: 0, overrideAccess: true, req, disableErrors: true })
      : null,
    data.job
      ? payload.findByID({
          collection: 'jobs',
          id: idOf(data.job),
          depth: 0,
          locale: 'all',
          overrideAccess: true,
          req,
          disableErrors: true,
        })
      : null,
  ])
  const titles = (job?.title ?? {}) as unknown as Record<string, string>
  return normalizeForSearch(
    [
      data.fullName,
      data.city,
      data.state,
      data.skills,
      data.coverLetter,
      ...Object.values(titles),
      job?.referenceCode,
      (cv as { extractedText?: string | null } | null)?.extractedText,
    ]
      .filter(Boolean)
      .join('\n'),
  )
}

/** The search text of the applications sent with a CV, again: the CV's text is read after its upload (features/cv/read.ts). */
export async function reindexApplicationsWithCv(req: PayloadRequest, cvId: number, only?: number): Promise<void> {
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: only === undefined ? { cv: { equals: cvId } } : { and: [{ cv: { equals: cvId } }, { id: { equals: only } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const application of docs) {
    const searchText = await searchTextOf(req, application as unknown as AppData)
    await req.payload.db.updateOne({ collection: 'applications', id: application.id, data: { searchText }, req, returning: false })
  }
}

/**
 * An application sent with a CV that may still be being read: once it has committed, its search text is made again
 * if the CV has been read by then (the reading's own reindex cannot see an application that has not committed, and
 * the CV may have been read between this application's search text and its commit).
 */
export const reindexWhenCvRead: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !doc.cv) return doc
  const cvId = idOf(doc.cv)
  const { payload } = req
  await afterTransaction(req, {
    committed: async () => {
      const now = await payload.findByID({ collection: 'candidate-cvs', id: cvId, depth: 0, overrideAccess: true, disableErrors: true })
      if (now && now.readState !== 'pending') await reindexApplicationsWithCv(await createLocalReq({}, payload), cvId, doc.id)
    },
  })
  return doc
}

/**
 * At create: the years of experience from the candidate's profile (unless sent) and the search text. Afterwards
 * the search text is the hook's alone: what a client sends is dropped.
 */
export const indexApplication: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') {
    const rest = { ...data }
    delete rest.searchText
    return rest
  }
  const app = data as AppData
  let experienceYears = app.experienceYears
  if ((experienceYears === undefined || experienceYears === null) && app.candidate) {
    const candidate = await req.payload.findByID({
      collection: 'candidates',
      id: idOf(app.candidate),
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    experienceYears = (candidate as { experienceYears?: number | null } | null)?.experienceYears ?? null
  }
  return { ...data, experienceYears, searchText: await searchTextOf(req, app) }
}

/** The CV sent with an application becomes readable by that job's owners (access/ownership.ts via `jobs`). */
export const shareCvWithJob: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  const app = doc as AppData
  if (operation !== 'create' || !app.cv || !app.job) return doc
  const cvId = idOf(app.cv)
  const cv = await req.payload.findByID({ collection: 'candidate-cvs', id: cvId, depth: 0, overrideAccess: true, req, disableErrors: true })
  if (!cv) return doc
  const jobs = ((cv as { jobs?: Rel[] | null }).jobs ?? []).map(idOf)
  if (!jobs.includes(idOf(app.job))) {
    await req.payload.update({
      collection: 'candidate-cvs',
      id: cvId,
      data: { jobs: [...jobs, idOf(app.job)] },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return doc
}

const sameTags = (a: string[] | null | undefined, b: string[] | null | undefined) => (a ?? []).join('\u0000') === (b ?? []).join('\u0000')

/** Status, rating, tags and internal-note changes go on the application's timeline, with who made them. */
export const recordChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  const now = doc as AppData
  const before = previousDoc as AppData
  const target = { application: now.id!, job: idOf(now.job!) }
  const at = { payload: req.payload, req }
  if (now.status !== before.status) {
    await recordActivity(at, { ...target, kind: 'status', data: { from: before.status, to: now.status } })
  }
  if ((now.rating ?? null) !== (before.rating ?? null)) {
    await recordActivity(at, { ...target, kind: 'rating', data: { from: before.rating ?? null, to: now.rating ?? null } })
  }
  if (!sameTags(now.tags, before.tags)) {
    await recordActivity(at, { ...target, kind: 'tags', data: { from: before.tags ?? [], to: now.tags ?? [] } })
  }
  if ((now.internalNotes ?? '') !== (before.internalNotes ?? '') && now.internalNotes) {
    await recordActivity(at, { ...target, kind: 'note', text: now.internalNotes })
  }
  return doc
}

/** An application's interviews and timeline go with it (an admin's delete). */
export const deleteRecruitingRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['interviews', 'application-activities'] as const) {
    await req.payload.delete({ collection, where: { application: { equals: id } }, overrideAccess: true, req })
  }
}
