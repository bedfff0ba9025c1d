import 'server-only'

import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { checklistFor, recommendationsFor, type Checklist, type Recommendation } from './load'

/**
 * The pages' reads. Recommendations are computed per request from bounded reads (load.ts), never cached for
 * another visitor, so they change as soon as the profile or the jobs do.
 */
export async function myRecommendations(me: CurrentCandidate, locale: Locale): Promise<Recommendation[]> {
  return recommendationsFor(await getPayloadClient(), me.id, locale)
}

/** The signed-in seeker's checklist for one job (their own profile only). */
export async function myChecklist(me: CurrentCandidate, jobId: number, locale: Locale): Promise<Checklist | null> {
  return checklistFor(await getPayloadClient(), me.id, jobId, locale)
}

/** The title of a job a visitor may see (the "not interested" notice names the job it hid), or null. */
export async function visibleJobTitle(id: string | undefined, locale: Locale): Promise<string | null> {
  if (!id || !/^\d{1,12}$/.test(id)) return null
  const payload = await getPayloadClient()
  const job = await payload.findByID({
    collection: 'jobs',
    id: Number(id),
    locale,
    depth: 0,
    select: { title: true },
    overrideAccess: false,
    disableErrors: true,
  })
  return job ? String(job.title ?? '') || null : null
}

export type MyInvitation = {
  id: number
  status: 'sent' | 'interested' | 'declined'
  createdAt: string
  applied: boolean
  job: { title: string; slug: string; open: boolean }
}

/** The signed-in seeker's invitations to apply, newest first (their own, through the collection's access). */
export async function myInvitations(me: CurrentCandidate, locale: Locale): Promise<MyInvitation[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'job-invitations',
    where: { candidate: { equals: me.id } },
    sort: '-createdAt',
    depth: 0,
    limit: 50,
    user: me,
    overrideAccess: false,
    select: { job: true, status: true, createdAt: true, application: true },
  })
  const ids = docs.map((doc) => Number(doc.job && typeof doc.job === 'object' ? doc.job.id : doc.job))
  const jobs = ids.some(Boolean)
    ? await payload.find({
        collection: 'jobs',
        where: { id: { in: ids.filter(Boolean) } },
        locale,
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: true,
        select: { title: true, slug: true, status: true },
      })
    : { docs: [] }
  const byId = new Map(jobs.docs.map((job) => [job.id, job]))
  return docs.flatMap((doc, i) => {
    const job = byId.get(ids[i]!)
    if (!job) return []
    return [
      {
        id: doc.id,
        status: doc.status as MyInvitation['status'],
        createdAt: doc.createdAt,
        applied: Boolean(doc.application),
        job: { title: String(job.title ?? ''), slug: String(job.slug ?? job.id), open: job.status === 'open' },
      },
    ]
  })
}
