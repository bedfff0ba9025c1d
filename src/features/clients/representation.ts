import type { Payload, PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { recordConsent, withdrawConsent } from '@/features/consent'
import { toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { brandName } from '@/lib/brand'
import { emailHtml } from '@/lib/email/frame'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import { findByLinkToken, hashLinkToken, newLinkToken } from '@/lib/linkTokens'

import { readableById } from './readable'
import { withdrawFromClient } from './submittals'

/**
 * Consent to be represented (issue 30): the recruiter asks, the candidate answers with one click (the email's link,
 * or the notice on /profile), and the answer goes into the consent record (features/consent, purpose `represent`,
 * scoped by the client and the job). Declining takes the candidate out of that client's portal at once.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export async function requestRepresentation(req: PayloadRequest, applicationId: number): Promise<'sent' | 'pending' | null> {
  if (!isRecruiterUser(req.user)) return null
  const application = await readableById(req, 'applications', applicationId)
  if (!application?.candidate) return null
  const jobId = idOf(application.job)
  const job = await req.payload.findByID({
    collection: 'jobs',
    id: jobId,
    depth: 0,
    overrideAccess: true,
    locale: toLocale(application.locale),
  })
  if (!job.client) return null
  const clientId = idOf(job.client)
  const candidateId = idOf(application.candidate)
  const open = await req.payload.count({
    collection: 'representation-requests',
    where: { and: [{ application: { equals: applicationId } }, { client: { equals: clientId } }, { status: { equals: 'pending' } }] },
    overrideAccess: true,
  })
  if (open.totalDocs > 0) return 'pending'
  const token = newLinkToken()
  await req.payload.create({
    collection: 'representation-requests',
    data: {
      candidate: candidateId,
      application: applicationId,
      client: clientId,
      job: jobId,
      requestedBy: Number(req.user!.id),
      status: 'pending',
      tokenHash: hashLinkToken(token),
    },
    overrideAccess: true,
    depth: 0,
  })
  const candidate = await req.payload.findByID({ collection: 'candidates', id: candidateId, depth: 0, overrideAccess: true })
  const locale = toLocale(application.locale ?? candidate.preferredLocale)
  const client = await req.payload.findByID({ collection: 'clients', id: clientId, depth: 0, overrideAccess: true, locale })
  const t = translator(locale, 'Clients.consent')
  const link = `${env.serverUrl}/${locale}/clients/consent/${token}`
  const body = t('emailBody', { name: candidate.fullName, client: client.name, job: String(job.title ?? ''), brand: brandName(locale) })
  await req.payload.sendEmail({
    to: candidate.email,
    subject: t('emailSubject', { client: client.name }),
    text: `${body}\n\n${link}`,
    html: emailHtml(locale, body, { href: link, label: t('emailButton') }),
  })
  return 'sent'
}

type RequestDoc = {
  id: number
  candidate: number | { id: number }
  client: number | { id: number }
  job: number | { id: number }
  status: string
}

/** The request a link names, or null (unknown or tampered). */
export async function requestByToken(payload: Payload, token: string): Promise<RequestDoc | null> {
  if (!TOKEN.test(token)) return null
  return (await findByLinkToken(payload, 'representation-requests', token)) as unknown as RequestDoc | null
}

/**
 * The candidate's answer: by the email's token, or by a signed-in candidate on /profile (`candidateId` must be the
 * request's candidate). Only a pending request is answered; an answer is recorded once.
 */
export async function answerRepresentation(
  payload: Payload,
  {
    token,
    requestId,
    candidateId,
    agree,
    locale,
  }: { token?: string; requestId?: number; candidateId?: number; agree: boolean; locale: Locale },
): Promise<'agreed' | 'declined' | 'answered' | null> {
  let request: RequestDoc | null = null
  if (token) request = await requestByToken(payload, token)
  else if (requestId && candidateId) {
    const found = await payload.findByID({
      collection: 'representation-requests',
      id: requestId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    request = found && idOf(found.candidate) === candidateId ? (found as unknown as RequestDoc) : null
  }
  if (!request) return null
  if (request.status !== 'pending') return 'answered'
  const claimed = await payload.update({
    collection: 'representation-requests',
    where: { and: [{ id: { equals: request.id } }, { status: { equals: 'pending' } }] },
    data: { status: agree ? 'agreed' : 'declined', answeredAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  if (claimed.docs.length !== 1) return 'answered'
  const scope = {
    candidate: idOf(request.candidate),
    purpose: 'represent' as const,
    clientId: idOf(request.client),
    job: idOf(request.job),
    language: locale,
    method: 'email-link' as const,
  }
  if (agree) await recordConsent(payload, scope)
  else {
    await withdrawConsent(payload, scope)
    await withdrawFromClient(payload, scope.candidate, scope.clientId, scope.job)
  }
  return agree ? 'agreed' : 'declined'
}

/** The /profile notice: the candidate's pending requests, with the client's name and the job's title. */
export async function pendingRequests(payload: Payload, candidateId: number, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'representation-requests',
    where: { and: [{ candidate: { equals: candidateId } }, { status: { equals: 'pending' } }] },
    depth: 1,
    limit: 20,
    overrideAccess: true,
    locale,
  })
  return docs.map((d) => ({
    id: d.id,
    client: typeof d.client === 'object' ? d.client.name : '',
    job: typeof d.job === 'object' ? String(d.job.title ?? '') : '',
  }))
}

/** "Companies that saw your CV": each client whose contacts opened the candidate's submittal or CV, with when. */
export async function clientViewsOf(payload: Payload, candidateId: number, locale: Locale) {
  const { docs } = await payload.find({
    collection: 'client-views',
    where: { candidate: { equals: candidateId } },
    depth: 1,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
    locale,
  })
  const byClient = new Map<number, { client: string; last: string; views: number; what: string[] }>()
  for (const v of docs) {
    const client = typeof v.client === 'object' ? v.client : null
    if (!client) continue
    const entry = byClient.get(client.id) ?? { client: client.name, last: v.createdAt, views: 0, what: [] }
    entry.views++
    if (!entry.what.includes(v.what)) entry.what.push(v.what)
    byClient.set(client.id, entry)
  }
  return [...byClient.values()]
}
