import type { Payload, PayloadRequest } from 'payload'

import { isClientContact } from '@/access/clientContacts'
import { renderBlindInWorker } from '@/features/cv/reader'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { idOf } from '@/lib/ids'

import { BLIND_FIELDS, type BlindField } from './constants'
import { consentToRepresent } from './consent'
import { redactCv, type BlindFacts } from './redact'
import { NotFound, submittalForContact } from './submittals'

type Rel = number | { id: number }

/** What the candidate's CV says, and the facts a blind copy must not hold (their name, email and phones). */
export async function blindSource(payload: Payload, applicationId: number) {
  const application = await payload.findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true })
  const candidate = application.candidate
    ? await payload.findByID({
        collection: 'candidates',
        id: idOf(application.candidate as Rel),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const cv = application.cv
    ? await payload.findByID({
        collection: 'candidate-cvs',
        id: idOf(application.cv as Rel),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  const facts: BlindFacts = {
    names: [application.fullName, candidate?.fullName].filter((n): n is string => Boolean(n)),
    emails: [candidate?.email].filter((e): e is string => Boolean(e)),
    phones: [application.phoneNumber, candidate?.phoneNumber_1, candidate?.phoneNumber_2].filter((p): p is string => Boolean(p)),
  }
  return { text: (cv as { extractedText?: string | null } | null)?.extractedText ?? '', facts }
}

/** The blind CV's bytes: the CV's text with the client's chosen fields taken out, drawn in the reader's worker. */
export async function renderBlindCv(
  payload: Payload,
  {
    applicationId,
    clientId,
    displayName,
    jobTitle,
    locale,
    full = false,
  }: { applicationId: number; clientId: number; displayName: string; jobTitle: string; locale: string; full?: boolean },
): Promise<Uint8Array | null> {
  const client = await payload.findByID({ collection: 'clients', id: clientId, depth: 0, overrideAccess: true })
  // The full CV only with consent to be represented (the caller checks it); else what the client chose to leave out.
  const hidden = full ? [] : ((client.blindFields?.length ? client.blindFields : [...BLIND_FIELDS]) as BlindField[])
  const { text, facts } = await blindSource(payload, applicationId)
  const lines = redactCv(text, facts, hidden)
  const arabic = (text.match(/[\u0600-\u06FF]/g) ?? []).length > (text.match(/[A-Za-z]/g) ?? []).length
  const t = translator(toLocale(locale), 'Clients')
  return renderBlindInWorker({
    heading: displayName,
    subheading: t('blindCvSubheading', { job: jobTitle }),
    lines: lines.length ? lines : [t('blindCvEmpty')],
    rtl: arabic,
  })
}

/**
 * `GET /api/portal/submittals/:id/cv`: the submittal's CV as an attachment (blind, or in full when it was submitted
 * as the original and the candidate still agrees to be represented), for a contact of its client (the
 * view is recorded for the candidate's /profile and data export) or the staff who handle its job. Anyone else, any
 * other id: 404, nothing written.
 */
export async function submittalCvResponse(req: PayloadRequest, id: number): Promise<Response> {
  const payload = req.payload
  let submittal: { id: number; client: Rel; job: Rel; displayName: string }
  try {
    if (isClientContact(req.user)) submittal = (await submittalForContact(payload, req.user, id)) as never
    else {
      const { docs } = await payload.find({
        collection: 'submittals',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        user: req.user,
        overrideAccess: false,
      })
      if (!docs[0]) throw new NotFound()
      submittal = docs[0] as never
    }
  } catch (error) {
    if (error instanceof NotFound || (error as { status?: number }).status === 403) return notFound()
    throw error
  }
  const full = await payload.findByID({ collection: 'submittals', id: submittal.id, depth: 0, overrideAccess: true })
  const job = await payload.findByID({
    collection: 'jobs',
    id: idOf(full.job as Rel),
    depth: 0,
    overrideAccess: true,
    locale: toLocale(req.locale),
  })
  const candidateId = full.candidate ? idOf(full.candidate as Rel) : null
  const disclosed =
    full.cvKind === 'original' &&
    full.identityDisclosed === true &&
    candidateId !== null &&
    (await consentToRepresent(payload, { candidate: candidateId, client: idOf(full.client as Rel), job: idOf(full.job as Rel) }))
  const pdf = await renderBlindCv(payload, {
    full: Boolean(disclosed),
    applicationId: idOf(full.application as Rel),
    clientId: idOf(full.client as Rel),
    displayName: full.displayName,
    jobTitle: String(job.title ?? ''),
    locale: toLocale(req.locale),
  })
  if (!pdf) return Response.json({ errors: [{ message: 'The CV could not be prepared. Please try again.' }] }, { status: 503 })
  if (isClientContact(req.user)) {
    await payload.create({
      collection: 'client-views',
      data: {
        candidate: full.candidate ? idOf(full.candidate as Rel) : undefined,
        client: idOf(full.client as Rel),
        contact: Number(req.user.id),
        submittal: full.id,
        what: disclosed ? 'originalCv' : 'blindCv',
      },
      overrideAccess: true,
      depth: 0,
    })
  }
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${disclosed ? 'cv' : 'blind-cv'}-${full.id}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
