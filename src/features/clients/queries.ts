import 'server-only'

import { contactClientId } from '@/access/clientContacts'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import type { CurrentContact } from './current'
import { requisitionStatus } from './requisitions'
import { NotFound, submittalForContact } from './submittals'

/**
 * The portal's reads (issue 30), per request and never cached (personal pages): always for the signed-in contact's
 * own client, whose id comes from their session, never from the address.
 */
export async function portalHome(contact: CurrentContact, locale: Locale) {
  const clientId = contactClientId(contact)
  if (clientId === null) throw new NotFound()
  const payload = await getPayloadClient()
  const client = await payload.findByID({ collection: 'clients', id: clientId, depth: 0, locale, user: contact, overrideAccess: false })
  const jobs = await payload.find({
    collection: 'jobs',
    where: { and: [{ client: { equals: clientId } }, { status: { in: ['open', 'draft', 'closed'] } }] },
    depth: 0,
    limit: 50,
    sort: '-createdAt',
    locale,
    overrideAccess: true,
    select: { title: true, status: true, referenceCode: true },
  })
  const submittals = await payload.find({
    collection: 'submittals',
    depth: 0,
    pagination: false,
    user: contact,
    overrideAccess: false,
    select: { job: true, status: true },
  })
  const counts = new Map<number, { submitted: number; approved: number; rejected: number }>()
  for (const s of submittals.docs) {
    const job = typeof s.job === 'object' ? s.job.id : s.job
    const c = counts.get(job) ?? { submitted: 0, approved: 0, rejected: 0 }
    if (s.status === 'approved') c.approved++
    else if (s.status === 'rejected') c.rejected++
    else c.submitted++
    counts.set(job, c)
  }
  const requisitions = await payload.find({
    collection: 'requisitions',
    depth: 0,
    limit: 50,
    sort: '-createdAt',
    user: contact,
    overrideAccess: false,
  })
  // Their job descriptions, read with the contact's own access (their client's only), downloaded through the file URL.
  const attachments = requisitions.docs.length
    ? await payload.find({
        collection: 'vacancy-attachments',
        where: { requisition: { in: requisitions.docs.map((r) => r.id) } },
        depth: 0,
        pagination: false,
        user: contact,
        overrideAccess: false,
        select: { requisition: true, filename: true, originalName: true },
      })
    : { docs: [] }
  const fileOf = new Map(
    attachments.docs.map((a) => [
      typeof a.requisition === 'object' ? a.requisition?.id : a.requisition,
      { name: a.originalName || a.filename || '', href: `/api/vacancy-attachments/file/${encodeURIComponent(a.filename ?? '')}` },
    ]),
  )
  const jobStatus = new Map(jobs.docs.map((j) => [j.id, j.status]))
  return {
    client: { name: client.name },
    jobs: jobs.docs
      .filter((j) => j.status !== 'draft' || counts.has(j.id))
      .map((j) => ({ id: j.id, title: j.title, status: j.status, counts: counts.get(j.id) ?? { submitted: 0, approved: 0, rejected: 0 } })),
    requisitions: requisitions.docs.map((r) => {
      const job = r.job ? (typeof r.job === 'object' ? r.job.id : r.job) : null
      return {
        id: r.id,
        title: r.title,
        createdAt: r.createdAt,
        status: requisitionStatus(r, job ? { status: jobStatus.get(job) ?? 'draft' } : null),
        attachment: fileOf.get(r.id) ?? null,
      }
    }),
  }
}

/** A job of the contact's client with its submittals, or NotFound (another client's job, or none). */
export async function portalJob(contact: CurrentContact, jobId: number, locale: Locale) {
  const clientId = contactClientId(contact)
  const payload = await getPayloadClient()
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, locale, overrideAccess: true, disableErrors: true })
  const owner = job?.client ? (typeof job.client === 'object' ? job.client.id : job.client) : null
  if (!job || clientId === null || owner !== clientId) throw new NotFound()
  const submittals = await payload.find({
    collection: 'submittals',
    where: { job: { equals: jobId } },
    depth: 0,
    pagination: false,
    sort: '-createdAt',
    user: contact,
    overrideAccess: false,
    locale,
  })
  return { job: { id: job.id, title: job.title }, submittals: submittals.docs }
}

/** A submittal of the contact's client (NotFound otherwise), its job's title; opening it is recorded for the candidate. */
export async function portalSubmittal(contact: CurrentContact, id: number, locale: Locale) {
  const payload = await getPayloadClient()
  const submittal = await submittalForContact(payload, contact as never, id, locale)
  const jobId = typeof submittal.job === 'object' ? submittal.job.id : submittal.job
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, locale, overrideAccess: true, select: { title: true } })
  const full = await payload.findByID({
    collection: 'submittals',
    id,
    depth: 0,
    overrideAccess: true,
    select: { candidate: true, client: true },
  })
  await payload.create({
    collection: 'client-views',
    data: {
      candidate: full.candidate ? (typeof full.candidate === 'object' ? full.candidate.id : full.candidate) : undefined,
      client: typeof full.client === 'object' ? full.client.id : full.client,
      contact: contact.id,
      submittal: id,
      what: 'submittal',
    },
    overrideAccess: true,
    depth: 0,
  })
  return { submittal, jobTitle: job.title }
}
