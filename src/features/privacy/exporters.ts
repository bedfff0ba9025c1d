import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { readStoredFile, type UploadCollection } from '@/lib/storage'
import { idOf } from '@/lib/ids'
import { PROFILE_FIELDS } from '@/features/accounts/profile'
import { clientViewsForExport } from '@/features/clients/privacy'
import type { Candidate as CandidateDoc } from '@/payload-types'

/**
 * What "Download my data" puts in the archive (docs/PRIVACY.md): one exporter per collection that holds the
 * candidate's data. Rows are read as the candidate (`overrideAccess: false`), so the archive holds exactly what
 * they may read through the API, field access included (a recruiter's internal notes stay out); files come through
 * the storage layer (disk or the bucket, lib/storage.ts). A collection added for candidates is one more line in
 * `DATA_EXPORTERS`.
 */
export type Candidate = { id: number | string; email: string; collection: 'candidates' }
export type ExportContext = { payload: Payload; req: PayloadRequest; candidate: Candidate }
export type ArchiveEntry = { path: string; data: Uint8Array; compress?: boolean }
export type Exporter = { name: string; entries: (context: ExportContext) => Promise<ArchiveEntry[]> }

const json = (path: string, value: unknown): ArchiveEntry => ({
  path,
  data: new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`),
  compress: true,
})

const asCandidate = ({ req, candidate }: ExportContext) => ({ req, user: candidate as never, overrideAccess: false as const })

/** Every row of a collection that belongs to the candidate (by `field`), as they read it, shaped by `shape`. */
function ownRows(
  collection: CollectionSlug,
  field: string,
  shape: (row: Record<string, unknown>, context: ExportContext) => Promise<unknown> | unknown = (row) => row,
): Exporter {
  return {
    name: collection,
    entries: async (context) => {
      const where: Where = { [field]: { equals: context.candidate.id } }
      const { docs } = await context.payload.find({
        collection,
        where,
        depth: 0,
        pagination: false,
        sort: 'createdAt',
        ...asCandidate(context),
      })
      return [json(`${collection}.json`, await Promise.all(docs.map((row) => shape(row as unknown as Record<string, unknown>, context))))]
    },
  }
}

/** A job as the archive names it: its reference and title in both languages (read whatever its status now). */
async function jobOf(context: ExportContext, id: unknown) {
  if (!id) return null
  const job = await context.payload.findByID({
    collection: 'jobs',
    id: idOf(id as never),
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { title: true, referenceCode: true },
    req: context.req,
  })
  return job ? { id: job.id, referenceCode: job.referenceCode, title: job.title } : { id, removed: true }
}

/** The account's own fields, in profile.json's order: no password hash, no session tokens, no provider subjects. */
const EXPORTED_FIELDS = ['id', 'email', ...PROFILE_FIELDS, 'preferredLocale'] as const satisfies readonly (keyof CandidateDoc)[]

const profile: Exporter = {
  name: 'profile',
  entries: async (context) => {
    const me = await context.payload.findByID({ collection: 'candidates', id: context.candidate.id, depth: 0, ...asCandidate(context) })
    const record = Object.fromEntries(EXPORTED_FIELDS.map((field) => [field, me[field]]))
    return [
      json('profile.json', {
        ...record,
        experienceYears: me.experienceYears ?? null,
        cv: me.cv ? idOf(me.cv) : null,
        profilePic: me.profilePic ? idOf(me.profilePic) : null,
        createdAt: me.createdAt,
        updatedAt: me.updatedAt,
      }),
    ]
  },
}

/**
 * Sign-ins kept: the account's sessions (started, ends), which live seven days unless ended; and the providers it
 * signs in with. Nothing else about sign-ins is stored per account (failed attempts are counted per address in
 * memory or Redis and forgotten, docs/SECURITY.md).
 */
const signIns: Exporter = {
  name: 'sign-ins',
  entries: async ({ payload, req, candidate }) => {
    const me = (await payload.findByID({
      collection: 'candidates',
      id: candidate.id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
      req,
    })) as {
      sessions?: { createdAt?: string | null; expiresAt?: string | null }[] | null
      identities?: { provider: string }[] | null
    }
    return [
      json('sign-ins.json', {
        sessions: (me.sessions ?? []).map(({ createdAt, expiresAt }) => ({ startedAt: createdAt ?? null, endsAt: expiresAt ?? null })),
        providers: (me.identities ?? []).map(({ provider }) => provider),
      }),
    ]
  },
}

/** The candidate's uploaded files (every CV, the profile's and those sent with applications; the picture). */
function ownFiles(collection: UploadCollection & CollectionSlug, folder: string): Exporter {
  return {
    name: collection,
    entries: async (context) => {
      const { docs } = await context.payload.find({
        collection,
        where: { owner: { equals: context.candidate.id } },
        depth: 0,
        pagination: false,
        ...asCandidate(context),
      })
      const entries: ArchiveEntry[] = []
      for (const doc of docs as { id: number; filename?: string | null; originalName?: string | null }[]) {
        if (!doc.filename) continue
        const stored = await readStoredFile(context.req, collection, doc as never, doc.filename)
        if (!stored) continue
        const name = (doc.originalName ?? doc.filename).replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')
        entries.push({ path: `${folder}/${doc.id}-${name}`, data: new Uint8Array(await new Response(stored.body).arrayBuffer()) })
      }
      return entries
    },
  }
}

/** Which companies saw the candidate's CV through the client portal, and the requests to represent them (issue 30). */
const clientViews: Exporter = {
  name: 'client-views',
  entries: async ({ payload, candidate }) => [json('companies-that-saw-your-cv.json', await clientViewsForExport(payload, candidate.id))],
}

export const DATA_EXPORTERS: readonly Exporter[] = [
  profile,
  clientViews,
  ownRows('applications', 'candidate', async (row, context) => ({
    id: row.id,
    job: await jobOf(context, row.job),
    status: row.status,
    statusChangedAt: row.statusChangedAt ?? null,
    appliedAt: row.createdAt,
    locale: row.locale,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    city: row.city,
    state: row.state,
    skills: row.skills,
    coverLetter: row.coverLetter ?? null,
    cv: row.cv ?? null,
  })),
  ownRows('saved-jobs', 'candidate', async (row, context) => ({ job: await jobOf(context, row.job), savedAt: row.createdAt })),
  ownRows('job-alerts', 'candidate', (row) => ({
    search: {
      q: row.q ?? null,
      industry: row.industry ?? null,
      location: row.location ?? null,
      workplace: row.workplace ?? null,
      type: row.type ?? null,
      experience: row.experience ?? null,
    },
    frequency: row.frequency,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt,
  })),
  // The consent record's whole history (docs/PRIVACY.md): each agreement and withdrawal with the wording shown.
  ownRows('consent-events', 'candidate', async (row, context) => ({
    purpose: row.purpose,
    consent: row.action,
    client: row.clientId ?? null,
    job: await jobOf(context, row.job),
    wording: row.wording,
    wordingVersion: row.wordingVersion,
    language: row.language,
    how: row.method,
    at: row.at,
    until: row.expiresAt ?? null,
  })),
  // Notifications (features/notify): the channels chosen, the WhatsApp number, and every message with its outcome.
  ownRows('notification-settings', 'candidate', (row) => ({
    jobAlerts: row.jobAlerts,
    applicationUpdates: row.applicationUpdates,
    interviewReminders: row.interviewReminders,
    timeZone: row.timeZone ?? null,
    quietHours: { from: row.quietFrom ?? null, to: row.quietTo ?? null },
    whatsappNumber: row.whatsappNumber ?? null,
    whatsappVerifiedAt: row.whatsappVerifiedAt ?? null,
    whatsappStoppedAt: row.whatsappStoppedAt ?? null,
  })),
  ownRows('notification-messages', 'candidate', (row) => ({
    purpose: row.purpose,
    channel: row.channel,
    template: row.template,
    language: row.locale,
    link: row.url ?? null,
    status: row.status,
    sentAt: row.sentAt ?? null,
    insteadOf: row.fellBackFrom ?? null,
    queuedAt: row.createdAt,
  })),
  signIns,
  ownFiles('candidate-cvs', 'files/cvs'),
  ownFiles('candidate-pictures', 'files/pictures'),
]
