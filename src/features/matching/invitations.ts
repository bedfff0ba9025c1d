import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { isCandidate } from '@/access/candidates'
import { isAdminUser } from '@/access/isAdmin'
import { hasConsent } from '@/features/consent'
import { ownsJob } from '@/access/ownership'
import { toLocale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { afterTransaction } from '@/lib/db/transactionEvents'
import { idOf } from '@/lib/ids'

import { dropSilentPoolMembers } from './silent'
import { invitationEmail } from './emails'

/**
 * Invitations to apply (issue 32): staff who may see a job's applications invite a candidate who applied to it or
 * whose consent to keep their profile holds; the candidate answers once, "interested" or "not now", on their profile (or through the
 * API, the same rules). "Interested" sends their profile to the job as an application (the applications' own
 * checks, as the candidate), tagged `sourced` on the board. A pool member who left INVITE_SILENT_DROP invitations
 * unanswered for INVITE_ANSWER_DAYS drops out of every pool.
 */
const refuse = (locale: unknown, key: 'notFound' | 'notInvitable' | 'already' | 'answered', status: number) =>
  new APIError(translator(locale, 'Matching')(`invite.errors.${key}`), status, undefined, true)

const positiveId = (value: unknown): number | null => {
  const raw = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** A new invitation: a job the inviter may see the applications of, a candidate who may be invited, not twice. */
export const checkInvitation: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const job = positiveId(data.job)
  const candidate = positiveId(data.candidate)
  // Not the inviter's job, or no such job: the same 404, so the answer never tells which jobs exist. The server's
  // own calls (the Local API without a user: the seed, tests) are trusted with any job.
  if (!job || !candidate || (req.user && !(await ownsJob(req, job)))) throw refuse(req.locale, 'notFound', 404)
  const { payload } = req
  const known = await payload.count({ collection: 'jobs', where: { id: { equals: job } }, overrideAccess: true, req })
  if (!known.totalDocs) throw refuse(req.locale, 'notFound', 404)
  const [who, applied, earlier] = await Promise.all([
    payload.findByID({
      collection: 'candidates',
      id: candidate,
      depth: 0,
      select: { preferredLocale: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
    payload.count({
      collection: 'applications',
      where: { and: [{ job: { equals: job } }, { candidate: { equals: candidate } }] },
      overrideAccess: true,
      req,
    }),
    payload.count({
      collection: 'job-invitations',
      where: { and: [{ job: { equals: job } }, { candidate: { equals: candidate } }] },
      overrideAccess: true,
      req,
    }),
  ])
  if (!who) throw refuse(req.locale, 'notFound', 404)
  // Only those who applied to this job, or whose consent to keep their profile (the consent record's `keep`: "so
  // that your consultants can contact me about future roles") holds now: the same rule as suggested candidates.
  if (!applied.totalDocs && !(await hasConsent(payload, { candidate, purpose: 'keep', req }))) {
    throw refuse(req.locale, 'notInvitable', 403)
  }
  if (earlier.totalDocs) throw refuse(req.locale, 'already', 409)
  req.context.invitationLocale = toLocale(who.preferredLocale)
  return { ...data, job, candidate }
}

/** What the server sets on a new invitation, whatever was sent (after the fields' own access). */
export const stampInvitation: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') return data
  return {
    ...data,
    status: 'sent',
    answeredAt: null,
    application: null,
    invitedBy: req.user && !isCandidate(req.user) ? req.user.id : null,
    locale: toLocale(req.context.invitationLocale),
  }
}

/** An answer is the candidate's, once: from "sent" to "interested" or "not now", stamped. */
export const checkAnswer: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  if (!isCandidate(req.user) && !isAdminUser(req.user)) return { ...data, status: originalDoc.status }
  if (originalDoc.status !== 'sent' || !['interested', 'declined'].includes(String(data.status))) {
    throw refuse(req.locale, 'answered', 409)
  }
  return { ...data, answeredAt: new Date().toISOString() }
}

/** The email in the candidate's language, and pool members who never answer drop out. */
export const afterInvitation: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const { payload } = req
  if (operation === 'create') {
    const candidate = await payload.findByID({
      collection: 'candidates',
      id: idOf(doc.candidate),
      depth: 0,
      select: { email: true, fullName: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    const locale = toLocale(doc.locale)
    const job = await payload.findByID({
      collection: 'jobs',
      id: idOf(doc.job),
      depth: 0,
      locale,
      select: { title: true, slug: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (candidate?.email && job && !req.context.quietInvitation) {
      await payload.sendEmail({
        to: candidate.email,
        ...invitationEmail(locale, { name: candidate.fullName ?? '', title: String(job.title ?? '') }),
      })
    }
    // A candidate who left INVITE_SILENT_DROP invitations unanswered past INVITE_ANSWER_DAYS leaves every pool.
    await dropSilentPoolMembers(req.payload, { only: [idOf(doc.candidate)], within: req.transactionID })
    return doc
  }
  if (operation === 'update' && doc.status === 'interested' && previousDoc?.status === 'sent' && isCandidate(req.user)) {
    const user = req.user
    // Once the answer has committed, in a transaction of its own: a refused application (an incomplete profile, the
    // job's criteria) ends its own transaction, and inside the answer's it took the answer back with it.
    await afterTransaction(req, {
      committed: async () => {
        const application = await applyForInvited(payload, user, doc)
        if (!application) return
        await payload.update({
          collection: 'job-invitations',
          id: doc.id,
          data: { application },
          overrideAccess: true,
          context: { invitationAnswered: true },
        })
      },
    })
  }
  return doc
}

/**
 * "Interested": the candidate's profile goes to the job as their application, through the applications' own checks
 * as them (open job, complete profile, a CV, the job's criteria, not twice). What they may not send yet (an
 * incomplete profile) is not an error: the answer stands and the profile page leads them to apply.
 */
async function applyForInvited(payload: Payload, user: PayloadRequest['user'], doc: Record<string, unknown>) {
  // The job was deleted since: the answer stands, nothing to apply to.
  if (!doc.job || !doc.candidate) return null
  const me = await payload.findByID({ collection: 'candidates', id: idOf(doc.candidate as number), depth: 0, overrideAccess: true })
  try {
    const created = await payload.create({
      collection: 'applications',
      data: {
        job: idOf(doc.job as number),
        fullName: me.fullName,
        phoneNumber: me.phoneNumber_1 ?? '',
        city: me.city ?? '',
        state: me.state ?? '',
        skills: me.skills ?? '',
      } as never,
      user,
      overrideAccess: false,
      locale: toLocale(doc.locale),
      depth: 0,
    })
    await payload.update({
      collection: 'applications',
      id: created.id,
      data: { tags: ['sourced'] } as never,
      overrideAccess: true,
    })
    return created.id
  } catch (error) {
    if (error instanceof APIError || (error as { status?: number }).status) return null
    throw error
  }
}
