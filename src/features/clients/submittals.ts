import { APIError, type Payload, type PayloadRequest } from 'payload'

import { contactClientId, isClientContact } from '@/access/clientContacts'
import { isRecruiterUser } from '@/access/isRecruiter'
import { renderFor, sendToCandidate, type ApplicationForEmail } from '@/features/recruiting/emails'
import { recordActivity } from '@/features/recruiting/timeline'
import type { Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { emailHtml } from '@/lib/email/frame'
import { staffLocale } from '@/lib/email/staffLocale'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import type { z } from '@/lib/zod'

import { readableById } from './readable'
import { consentToRepresent } from './consent'
import { DECISION_STAGE, type Decision, type submitSchema } from './schema'

type Rel = number | { id: number }
type SubmittalDoc = {
  id: number
  client: Rel
  job: Rel
  application: Rel
  candidate?: Rel | null
  displayName: string
  status: string
  thread?: { from: string; kind: string; author?: string | null; text: string; at: string }[] | null
  heldEmail?: { state?: string | null; template?: string | null; subject?: string | null; body?: string | null } | null
}

export class NotFound extends Error {}

/** A reference a client reads in place of a name until the candidate agrees to be represented (`C-` and the id). */
export const referenceOf = (applicationId: number) => `C-${String(applicationId).padStart(5, '0')}`

/**
 * Staff submit applications of a job to the job's client (issue 30). Each application is read with the staff
 * member's own access (a recruiter only their jobs'; another's is "refused"); the job must have a client. The
 * original CV and the candidate's name go only with the candidate's consent to be represented to that client for
 * that job (features/consent); without it the submittal carries the blind CV and a reference.
 */
export async function submitApplications(req: PayloadRequest, input: z.output<typeof submitSchema>) {
  const result = { submitted: [] as number[], refused: [] as number[], needsConsent: [] as number[], already: [] as number[] }
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { id: { in: input.applications } },
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  const found = new Map(docs.map((d) => [d.id, d]))
  for (const id of input.applications) {
    const application = found.get(id)
    if (!application) {
      result.refused.push(id)
      continue
    }
    const jobId = idOf(application.job as Rel)
    const job = await req.payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true })
    const clientId = job.client ? idOf(job.client as Rel) : null
    if (!clientId) {
      result.refused.push(id)
      continue
    }
    const existing = await req.payload.find({
      collection: 'submittals',
      where: { and: [{ application: { equals: id } }, { client: { equals: clientId } }, { status: { not_equals: 'withdrawn' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs.length) {
      result.already.push(id)
      continue
    }
    const candidateId = application.candidate ? idOf(application.candidate as Rel) : null
    const consented = candidateId ? await consentToRepresent(req.payload, { candidate: candidateId, client: clientId, job: jobId }) : false
    if (input.cvKind === 'original' && !consented) {
      result.needsConsent.push(id)
      continue
    }
    const summary = { en: input.summary, ar: input.summaryAr || input.summary }
    const submittal = await req.payload.create({
      collection: 'submittals',
      locale: 'en',
      data: {
        client: clientId,
        job: jobId,
        application: id,
        candidate: candidateId,
        submittedBy: isRecruiterUser(req.user) ? Number(req.user!.id) : undefined,
        displayName: consented ? application.fullName : referenceOf(id),
        identityDisclosed: consented,
        cvKind: input.cvKind,
        summary: summary.en,
        salaryExpectation: input.salaryExpectation,
        currency: input.currency,
        noticePeriod: input.noticePeriod,
        status: 'submitted',
        heldEmail: { state: 'none' },
      },
      overrideAccess: true,
      depth: 0,
    })
    if (summary.ar) {
      await req.payload.update({
        collection: 'submittals',
        id: submittal.id,
        locale: 'ar',
        data: { summary: summary.ar },
        overrideAccess: true,
        depth: 0,
      })
    }
    await recordActivity(
      { payload: req.payload, req: { user: req.user } },
      {
        application: id,
        job: jobId,
        kind: 'note',
        text: `Submitted to the client (${input.cvKind} CV).`,
        data: { source: 'clients', submittal: submittal.id, event: 'submitted' },
      },
    )
    result.submitted.push(submittal.id)
  }
  return result
}

/** A submittal as a contact may read it, or NotFound (another client's, withdrawn, or no such id): the same answer. */
export async function submittalForContact(payload: Payload, user: PayloadRequest['user'], id: number, locale?: Locale) {
  if (!isClientContact(user)) throw new NotFound()
  const { docs } = await payload.find({
    collection: 'submittals',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    user,
    overrideAccess: false,
    locale: locale ?? 'en',
  })
  if (!docs[0]) throw new NotFound()
  return docs[0]
}

/**
 * A contact's decision, question, comment or rating on one of their client's submittals. Approving or rejecting
 * moves the application on the board (its timeline records the move and the client's words); the candidate's email
 * for the new stage is held until the recruiter releases it; the owning recruiter is told by email.
 */
export async function decide(payload: Payload, user: PayloadRequest['user'], input: Decision): Promise<void> {
  const visible = await submittalForContact(payload, user, input.submittal)
  const full = (await payload.findByID({
    collection: 'submittals',
    id: visible.id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as SubmittalDoc
  const contact = user as unknown as { id: number; name: string }
  const now = new Date().toISOString()
  const applicationId = idOf(full.application)
  const jobId = idOf(full.job)
  const thread = [...(full.thread ?? []).map(({ from, kind, author, text, at }) => ({ from, kind, author, text, at }))]
  const data: Record<string, unknown> = {}
  let note = ''
  if (input.decision === 'approve' || input.decision === 'reject') {
    if (full.status === 'approved' || full.status === 'rejected') throw new APIError('decided', 409, undefined, true)
    const status = input.decision === 'approve' ? 'approved' : 'rejected'
    const stage = DECISION_STAGE[status]
    Object.assign(data, {
      status,
      decidedBy: contact.id,
      decidedAt: now,
      ...(input.decision === 'reject' ? { rejectionReason: input.reason } : {}),
    })
    if (input.comment) thread.push({ from: 'client', kind: 'decision', author: contact.name, text: input.comment, at: now })
    const application = (await payload.findByID({
      collection: 'applications',
      id: applicationId,
      depth: 0,
      overrideAccess: true,
    })) as unknown as ApplicationForEmail
    if (application.status !== stage) {
      await payload.update({ collection: 'applications', id: applicationId, data: { status: stage }, overrideAccess: true, depth: 0 })
    }
    const email = await renderFor(payload, { ...application, status: stage }, stage)
    data.heldEmail = email ? { state: 'held', template: stage, subject: email.subject, body: email.body } : { state: 'none' }
    note = `Client ${status === 'approved' ? 'approved for interview' : `rejected (${input.decision === 'reject' ? input.reason : ''})`} by ${contact.name}${input.comment ? `: ${input.comment}` : ''}`
  } else if (input.decision === 'rate') {
    data.rating = input.rating
    note = `Client rated ${input.rating}/5 (${contact.name})`
  } else {
    thread.push({
      from: 'client',
      kind: input.decision === 'ask' ? 'question' : 'comment',
      author: contact.name,
      text: input.comment,
      at: now,
    })
    if (input.decision === 'ask' && full.status === 'submitted') data.status = 'question'
    note = `Client ${input.decision === 'ask' ? 'asked' : 'commented'} (${contact.name}): ${input.comment}`
  }
  data.thread = thread
  await payload.update({ collection: 'submittals', id: full.id, data, overrideAccess: true, depth: 0 })
  await recordActivity(
    { payload },
    {
      application: applicationId,
      job: jobId,
      kind: 'note',
      // The line is drawn in the reader's admin language from `data` (recruiting/components/Timeline.client.tsx);
      // the text keeps the client's own words, and the English sentence for readers of the raw record.
      text: 'comment' in input && input.comment ? input.comment : undefined,
      data: {
        source: 'clients',
        submittal: full.id,
        event: input.decision,
        contact: contact.name,
        summary: note,
        ...(input.decision === 'reject' ? { reason: input.reason } : {}),
        ...(input.decision === 'rate' ? { rating: input.rating } : {}),
      },
    },
  )
  const told: DecisionNotice = {
    event: input.decision,
    contact: contact.name,
    candidate: full.displayName,
    reason: input.decision === 'reject' ? input.reason : undefined,
    rating: input.decision === 'rate' ? input.rating : undefined,
    comment: 'comment' in input ? input.comment : '',
  }
  await notifyRecruiter(payload, jobId, full, told).catch((error: unknown) =>
    payload.logger.error({ err: error }, 'Clients: the recruiter was not told'),
  )
}

/** What a contact did, for the email to the recruiter (written in the recruiter's language). */
type DecisionNotice = {
  event: Decision['decision']
  contact: string
  candidate: string
  reason?: string
  rating?: number
  comment: string
}

async function notifyRecruiter(payload: Payload, jobId: number, submittal: SubmittalDoc, told: DecisionNotice) {
  const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 1, overrideAccess: true })
  // The job's owning recruiter; a job without one (made by an admin) is the client's account manager's to hear of.
  let owner = job.owner && typeof job.owner === 'object' ? job.owner : null
  if (!owner?.email && job.client) {
    const client = await payload.findByID({ collection: 'clients', id: idOf(job.client), depth: 1, overrideAccess: true })
    owner = client.accountManager && typeof client.accountManager === 'object' ? client.accountManager : null
  }
  if (!owner?.email) return
  // In the language the recruiter chose for emails: the job's title and the client's name in it too.
  const locale = staffLocale(owner)
  const [jobIn, clientIn] = await Promise.all([
    payload.findByID({ collection: 'jobs', id: jobId, depth: 0, overrideAccess: true, locale }),
    payload.findByID({ collection: 'clients', id: idOf(submittal.client), depth: 0, overrideAccess: true, locale }),
  ])
  const t = translator(locale, 'Clients')
  const jobTitle = String(jobIn.title ?? '')
  const body = [
    t('emails.decisionBody', {
      event: told.event,
      contact: told.contact,
      client: String(clientIn.name ?? ''),
      candidate: told.candidate,
      job: jobTitle,
      reason: told.reason ? t(`reasons.${told.reason}` as 'reasons.other') : '',
      rating: told.rating ?? 0,
    }),
    told.comment ? t('emails.decisionWords', { comment: told.comment }) : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const link = `${env.serverUrl}/admin/collections/submittals/${submittal.id}`
  await payload.sendEmail({
    to: owner.email,
    subject: t('emails.decisionSubject', { job: jobTitle }),
    text: `${body}\n\n${link}`,
    html: emailHtml(locale, body, { href: link, label: t('emails.decisionButton') }),
  })
}

/** The recruiter releases the candidate's email that a client's decision led to (held until then). */
export async function releaseHeldEmail(req: PayloadRequest, submittalId: number): Promise<'sent' | 'nothing'> {
  if (!(await readableById(req, 'submittals', submittalId)) || !isRecruiterUser(req.user)) throw new NotFound()
  const full = (await req.payload.findByID({
    collection: 'submittals',
    id: submittalId,
    depth: 0,
    overrideAccess: true,
  })) as unknown as SubmittalDoc
  const held = full.heldEmail
  if (held?.state !== 'held' || !held.subject || !held.body) return 'nothing'
  // Marked first: a second click while this one sends finds nothing to send.
  const claimed = await req.payload.update({
    collection: 'submittals',
    where: { and: [{ id: { equals: submittalId } }, { 'heldEmail.state': { equals: 'held' } }] },
    data: { heldEmail: { ...held, state: 'released', releasedAt: new Date().toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  if (claimed.docs.length !== 1) return 'nothing'
  const application = (await req.payload.findByID({
    collection: 'applications',
    id: idOf(full.application),
    depth: 0,
    overrideAccess: true,
  })) as unknown as ApplicationForEmail
  await sendToCandidate(
    req.payload,
    application,
    { subject: held.subject, body: held.body, template: (held.template ?? 'reviewed') as never },
    req,
  )
  return 'sent'
}

/**
 * Consent withdrawn (or declined) for a client: that client's submittals of the candidate leave its portal at once.
 * Called by the consent record's hook (features/consent) and by tests.
 */
export async function withdrawFromClient(payload: Payload, candidateId: number, clientId: number, jobId?: number) {
  await payload.update({
    collection: 'submittals',
    where: {
      and: [
        { candidate: { equals: candidateId } },
        { client: { equals: clientId } },
        ...(jobId ? [{ job: { equals: jobId } }] : []),
        { status: { not_equals: 'withdrawn' } },
      ],
    },
    data: { status: 'withdrawn' },
    overrideAccess: true,
    depth: 0,
  })
}

export { contactClientId }
