import type { PayloadRequest } from 'payload'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/features/applications/schema'
import { deliverNews } from '@/features/notify'
import { checkOffers, offerSchema, type HireOffer, type OpenedPlacement, openedPlacements } from '@/features/placements/offer'
import { toLocale, type Locale } from '@/i18n/locales'
import { env } from '@/lib/env'
import { idOf } from '@/lib/ids'
import { z } from '@/lib/zod'

import { MOVE_MAX, type TemplateKey } from './constants'
import { renderFor, sendToCandidate, valuesFor, type ApplicationForEmail } from './emails'
import { interviewPlace, interviewTime } from './interviewHooks'

const ids = z.array(z.number().int().positive()).min(1).max(MOVE_MAX)

/** A move from the board or the list: which applications, to which status, and whether the candidates get the template email. */
export const moveSchema = z.object({
  applications: ids,
  status: z.enum(APPLICATION_STATUSES),
  sendEmail: z.boolean().default(false),
  /** For a move to "hired": each application's offer, which its placement is opened with (features/placements/offer.ts). */
  offers: z.array(offerSchema).max(MOVE_MAX).optional(),
})
export const previewSchema = z.object({ applications: ids, status: z.enum(APPLICATION_STATUSES) })

export type MoveResult = {
  moved: number[]
  unchanged: number[]
  refused: number[]
  emailed: number[]
  emailFailed: number[]
  /** The placements a move to "hired" opened, as far as the mover may read them. */
  placements: OpenedPlacement[]
}
export type PreviewEmail = { application: number; fullName: string; locale: Locale; subject: string; body: string } | null

async function readable(req: PayloadRequest, applications: number[]): Promise<ApplicationForEmail[]> {
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { id: { in: applications } },
    select: { job: true, candidate: true, fullName: true, locale: true, status: true },
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  })
  return docs as unknown as ApplicationForEmail[]
}

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** An interview as the drawer has it so far: the invitation the candidate would get is previewed from it. */
export const interviewPreviewSchema = z.object({
  application: z.number().int().positive(),
  startsAt: z.string().datetime(),
  startsAt_tz: z.string().max(64).refine(knownTimeZone),
  location: z.string().max(200).optional(),
  videoLink: z.string().max(500).optional(),
})

/** The invitation the candidate would get, in the language they applied in (null: no template, or not theirs to see). */
export async function previewInterview(req: PayloadRequest, input: z.output<typeof interviewPreviewSchema>): Promise<PreviewEmail> {
  const [doc] = await readable(req, [input.application])
  if (!doc) return null
  const locale = toLocale(doc.locale)
  const email = await renderFor(req.payload, doc, 'interview-invitation', {
    interviewTime: interviewTime(input.startsAt, input.startsAt_tz, locale),
    interviewPlace: interviewPlace({ location: input.location, videoLink: input.videoLink }),
  })
  return email ? { application: doc.id, fullName: doc.fullName, locale, ...email } : null
}

/** The email each candidate would get for this move, in the language they applied in (null: no active template). */
export async function previewMove(req: PayloadRequest, input: z.output<typeof previewSchema>): Promise<PreviewEmail[]> {
  const docs = await readable(req, input.applications)
  return Promise.all(
    docs.map(async (doc) => {
      const email = await renderFor(req.payload, { ...doc, status: input.status }, input.status as TemplateKey)
      return email ? { application: doc.id, fullName: doc.fullName, locale: toLocale(doc.locale), ...email } : null
    }),
  )
}

/**
 * Moves applications to a status with the mover's own access (a recruiter can only move their jobs' applications:
 * others are "refused"), one write per application so that one refusal does not undo the rest; then, if asked,
 * emails each moved candidate the status's template and records it on their timeline.
 */
export async function moveApplications(req: PayloadRequest, input: z.output<typeof moveSchema>): Promise<MoveResult> {
  const result: MoveResult = { moved: [], unchanged: [], refused: [], emailed: [], emailFailed: [], placements: [] }
  const docs = await readable(req, input.applications)
  // An offer that cannot be read (an amount, a date, another currency than the agreement's) refuses the whole move
  // with a 400 naming it (OfferError), before anything moves.
  const offers: Map<number, HireOffer> =
    input.status === 'hired' && input.offers?.length ? await checkOffers(req, docs, input.offers) : new Map()
  const found = new Set(docs.map((doc) => doc.id))
  result.refused.push(...input.applications.filter((id) => !found.has(id)))
  const moved: ApplicationForEmail[] = []
  for (const doc of docs) {
    if (doc.status === input.status) {
      result.unchanged.push(doc.id)
      continue
    }
    try {
      await req.payload.update({
        collection: 'applications',
        id: doc.id,
        data: { status: input.status as ApplicationStatus },
        depth: 0,
        user: req.user,
        overrideAccess: false,
        // The hire's placement is opened with this offer (openPlacementOnHire).
        ...(offers.has(doc.id) ? { context: { hireOffer: offers.get(doc.id) } } : {}),
      })
      result.moved.push(doc.id)
      moved.push({ ...doc, status: input.status })
    } catch {
      result.refused.push(doc.id)
    }
  }
  if (input.status === 'hired' && result.moved.length) result.placements = await openedPlacements(req, result.moved)
  if (input.sendEmail) {
    const now = new Date()
    for (const doc of moved) {
      try {
        const email = await renderFor(req.payload, doc, input.status as TemplateKey)
        const sendEmail = async () =>
          Boolean(email && (await sendToCandidate(req.payload, doc, { ...email, template: input.status as TemplateKey }, req)))
        // Released news goes on the channels the candidate chose for application updates (features/notify): the
        // template's email, and WhatsApp or push. An application without a candidate (anonymised) gets nothing.
        if (!doc.candidate) continue
        const locale = toLocale(doc.locale)
        const values = await valuesFor(req.payload, doc)
        const link = `${env.serverUrl}/${locale}/profile/applications`
        const outcome = await deliverNews(
          req.payload,
          {
            candidate: idOf(doc.candidate),
            purpose: 'applicationUpdates',
            key: `application:${doc.id}:${input.status}:${now.getTime()}`,
            template: 'application_update',
            params: { job: String(values.jobTitle ?? ''), status: String(values.status ?? ''), link },
            url: link,
            locale,
            email: sendEmail,
          },
          now,
        )
        if (outcome.emailed) result.emailed.push(doc.id)
      } catch (error) {
        req.payload.logger.error({ err: error }, `Could not email the candidate of application ${doc.id}`)
        result.emailFailed.push(doc.id)
      }
    }
  }
  return result
}
