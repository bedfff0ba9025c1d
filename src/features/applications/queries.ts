import 'server-only'

import { openJobsWhere } from '@/access/jobs'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/ids'
import { getPayloadClient } from '@/lib/payload'

export type JobSummary = { id: number; slug: string; title: string; city: string; referenceCode: string; open: boolean }

/** Jobs by id in a locale, open or not (a saved or applied-for job may have closed since). */
async function jobSummaries(ids: number[], locale: Locale): Promise<Map<number, JobSummary>> {
  if (!ids.length) return new Map()
  const payload = await getPayloadClient()
  const [all, open] = await Promise.all([
    payload.find({
      collection: 'jobs',
      where: { id: { in: ids } },
      locale,
      depth: 1,
      limit: ids.length,
      overrideAccess: true,
      pagination: false,
    }),
    payload.find({
      collection: 'jobs',
      where: { and: [{ id: { in: ids } }, openJobsWhere()] },
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
      pagination: false,
      select: {},
    }),
  ])
  const openIds = new Set(open.docs.map((d) => d.id))
  return new Map(
    all.docs
      .filter((job) => job.status !== 'draft')
      .map((job) => [
        job.id,
        {
          id: job.id,
          slug: job.slug ?? String(job.id),
          title: job.title,
          city: typeof job.location === 'object' ? job.location.city : '',
          referenceCode: job.referenceCode,
          open: openIds.has(job.id),
        },
      ]),
  )
}

/** The ids of the jobs the candidate saved (read as the candidate), newest first. */
export async function savedJobIdsOf(candidate: CurrentCandidate): Promise<number[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'saved-jobs',
    user: candidate,
    overrideAccess: false,
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { job: true },
  })
  return docs.map((d) => idOf(d.job))
}

/** The candidate's saved jobs (read as the candidate), newest first, with each job's current state. */
export async function mySavedJobs(candidate: CurrentCandidate, locale: Locale) {
  const ids = await savedJobIdsOf(candidate)
  const jobs = await jobSummaries(ids, locale)
  return ids.flatMap((id) => (jobs.has(id) ? [jobs.get(id)!] : []))
}

/** The candidate's applications (read as the candidate: no internal notes), newest first. */
export async function myApplications(candidate: CurrentCandidate, locale: Locale) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'applications',
    user: candidate,
    overrideAccess: false,
    depth: 0,
    limit: 200,
    pagination: false,
    sort: '-createdAt',
  })
  const jobs = await jobSummaries(
    docs.map((d) => idOf(d.job)),
    locale,
  )
  return docs.map((d) => ({
    id: d.id,
    status: d.status,
    createdAt: d.createdAt,
    job: jobs.get(idOf(d.job)) ?? null,
  }))
}
