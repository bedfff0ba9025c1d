import { create as contentDisposition } from 'content-disposition'
import type { Payload, PayloadRequest } from 'payload'

import { isClientContact } from '@/access/clientContacts'
import { renderBlindInWorker } from '@/features/cv/reader'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { idOf } from '@/lib/ids'
import { DOWNLOAD_POLICY } from '@/lib/securityHeaders'
import { readStoredFile } from '@/lib/storage'

import { readableById } from './readable'
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
      const readable = await readableById(req, 'submittals', id)
      if (!readable) throw new NotFound()
      submittal = readable as never
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
  // With the candidate's consent, a submittal made with the original CV gives the client the file the candidate uploaded
  // (checked as every CV is when it came in: features/cv); without it, only the blind CV drawn from its text.
  const original = disclosed ? await originalCvFile(req, idOf(full.application as Rel)) : null
  if (original) {
    await recordView(payload, full, Number(req.user!.id), isClientContact(req.user), 'originalCv')
    return new Response(original.body, {
      headers: {
        'Content-Type': original.type,
        'Content-Length': String(original.size),
        'Content-Disposition': contentDisposition(`cv-${full.id}.${original.extension}`, { type: 'attachment' }),
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': DOWNLOAD_POLICY,
      },
    })
  }
  const pdf = await renderBlindCv(payload, {
    full: Boolean(disclosed),
    applicationId: idOf(full.application as Rel),
    clientId: idOf(full.client as Rel),
    displayName: full.displayName,
    jobTitle: String(job.title ?? ''),
    locale: toLocale(req.locale),
  })
  if (!pdf) return Response.json({ errors: [{ message: 'The CV could not be prepared. Please try again.' }] }, { status: 503 })
  await recordView(payload, full, Number(req.user?.id), isClientContact(req.user), disclosed ? 'originalCv' : 'blindCv')
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

/** The file types a CV is accepted in (features/cv), with the extension its download is named with. */
const CV_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

/** The CV file the application was made with, as stored; null when it is gone or of a type a CV is not. */
async function originalCvFile(req: PayloadRequest, applicationId: number) {
  const application = await req.payload.findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true })
  if (!application.cv) return null
  const cv = await req.payload.findByID({
    collection: 'candidate-cvs',
    id: idOf(application.cv as Rel),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const extension = cv?.mimeType ? CV_EXTENSIONS[cv.mimeType] : undefined
  if (!cv?.filename || !extension) return null
  const stored = await readStoredFile(req, 'candidate-cvs', cv as unknown as Record<string, unknown>, cv.filename)
  return stored ? { ...stored, type: cv.mimeType!, extension } : null
}

/** A contact's opening of a CV, for the candidate's "Companies that saw your CV" and their data export. */
async function recordView(
  payload: Payload,
  submittal: { id: number; candidate?: unknown; client: unknown },
  contactId: number,
  byContact: boolean,
  what: 'blindCv' | 'originalCv',
) {
  if (!byContact) return
  await payload.create({
    collection: 'client-views',
    data: {
      candidate: submittal.candidate ? idOf(submittal.candidate as Rel) : undefined,
      client: idOf(submittal.client as Rel),
      contact: contactId,
      submittal: submittal.id,
      what,
    },
    overrideAccess: true,
    depth: 0,
  })
}

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
