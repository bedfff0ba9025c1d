import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook } from 'payload'

import { forgetStaffNotices } from '@/features/notify'
import { forgetCandidateInRecruiting } from '@/features/recruiting/privacy'
import { recordAudit } from '@/lib/audit'

/**
 * Deleting a candidate (docs/PRIVACY.md) removes their personal data and keeps what the agency must keep, in the
 * delete's own transaction:
 * - their CVs and pictures (rows and files), including CVs sent with applications;
 * - their saved jobs, job alerts, data-export links, live notices and consent record;
 * - their applications stay, for the agency's records and statistics, but anonymised: no link to the account, no
 *   name, phone, city, region, skills, cover letter or CV; the job, dates and statuses remain.
 * Their sessions go with the account row.
 */
export const ANONYMOUS = '—'

/** What is left of an application once its candidate is forgotten: no account, no CV, a dash for each personal detail. */
export const ANONYMISED_APPLICATION = {
  candidate: null,
  cv: null,
  fullName: ANONYMOUS,
  phoneNumber: ANONYMOUS,
  city: ANONYMOUS,
  state: ANONYMOUS,
  skills: ANONYMOUS,
  coverLetter: null,
}

export const deleteCandidateData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { payload } = req
  const byOwner = { owner: { equals: id } }
  const context = { deletingCandidate: true }

  const applications = await payload.find({
    collection: 'applications',
    where: { candidate: { equals: id } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  for (const application of applications.docs) {
    await payload.db.updateOne({
      collection: 'applications',
      id: application.id,
      data: { ...ANONYMISED_APPLICATION },
      req,
      returning: false,
    })
  }
  await forgetCandidateInRecruiting(
    req,
    id,
    applications.docs.map((application) => application.id),
  )
  // Recruiters' new-application notices name the candidate (features/notify/staffPush.ts).
  await forgetStaffNotices(
    req,
    applications.docs.map((application) => application.id),
  )
  for (const collection of ['candidate-cvs', 'candidate-pictures'] as const) {
    await payload.delete({ collection, where: byOwner, req, overrideAccess: true, context })
  }
  await payload.delete({ collection: 'saved-jobs', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  await payload.delete({ collection: 'job-invitations', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  await payload.delete({ collection: 'job-alerts', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  await payload.delete({ collection: 'live-events', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  await payload.delete({ collection: 'data-exports', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  // Notifications (features/notify): their channels and WhatsApp number, the messages sent, their devices.
  for (const collection of ['notification-messages', 'push-subscriptions', 'notification-settings'] as const) {
    await payload.delete({ collection, where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  }
  // Their "keep me" reminders and retention warnings: keyed by ids SQLite may give again (a consent event's, theirs).
  await payload.delete({ collection: 'privacy-notices', where: { candidate: { equals: id } }, req, overrideAccess: true, context })
  // The consent record goes with the person it is about (docs/PRIVACY.md); the audit log keeps that the account was erased.
  await payload.delete({
    collection: 'consent-events',
    where: { candidate: { equals: id } },
    req,
    overrideAccess: true,
    context: { ...context, consentErasure: true },
  })
}

/**
 * An admin's deletion of a candidate (the admin, REST or GraphQL) is audited in the delete's own transaction, as the
 * candidate's own deletion and each retention rule's are: who deleted which account id, never the person's name or
 * email (they are erased). Deletions made by the site itself (a retention run, "Delete my account") have no staff
 * user on the request and write their own entries.
 */
export const auditStaffDeletion: CollectionAfterDeleteHook = async ({ id, req }) => {
  const user = req.user
  if (!user || user.collection !== 'users') return
  await recordAudit(req.payload, {
    actor: { id: user.id, email: user.email, collection: 'users' },
    action: 'privacy.account-deleted-by-staff',
    target: { collection: 'candidates', id },
    req,
  })
}
