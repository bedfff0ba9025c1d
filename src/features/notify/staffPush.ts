import type { Payload, PayloadRequest, Where } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { staffLocale } from '@/lib/email/staffLocale'

import { queueMessage } from './outbox'
import { sendNow } from './send'

/**
 * A recruiter's new-application notice on the devices they turned notifications on for in the admin (issue 34):
 * for the job's owner and the staff member whose address gets the notice by email, each a `notification-messages`
 * row for that staff member (`user`) on the push channel, in the language they chose for emails, opening the
 * application in the admin. Queued in the application's own transaction (`req`), so it commits with the application
 * or not at all; sent by the sender (features/notify/send.ts: claimed, settled, retried with backoff, a device gone
 * removed), at once after the commit by `sendStaffNotices` or else by the next scheduled run. No fallback: the
 * email notice goes separately. Only staff with a device get a row. Returns the rows queued.
 */
export async function queueNewApplicationPush(
  payload: Payload,
  {
    application,
    job,
    owner,
    address,
    candidateName,
  }: { application: number; job: number; owner?: number | null; address?: string | null; candidateName: string },
  req?: Partial<PayloadRequest>,
): Promise<number[]> {
  const who: Where[] = [
    ...(owner ? [{ id: { equals: owner } }] : []),
    ...(address ? [{ email: { equals: address.trim().toLowerCase() } }] : []),
  ]
  if (!who.length) return []
  const { docs: staff } = await payload.find({ collection: 'users', where: { or: who }, limit: 10, depth: 0, overrideAccess: true, req })
  const queued: number[] = []
  for (const user of staff) {
    if (!isRecruiterUser({ ...user, collection: 'users' })) continue
    const devices = await payload.count({
      collection: 'push-subscriptions',
      where: { user: { equals: user.id } },
      overrideAccess: true,
      req,
    })
    if (!devices.totalDocs) continue
    const locale = staffLocale(user)
    const found = await payload.findByID({
      collection: 'jobs',
      id: job,
      locale,
      depth: 0,
      overrideAccess: true,
      req,
      select: { title: true, referenceCode: true },
    })
    const id = await queueMessage(
      payload,
      {
        key: `staff:${user.id}:application:${application}:new:push`,
        user: user.id,
        purpose: 'newApplications',
        channel: 'push',
        template: 'new_application',
        locale,
        params: {
          job: found.title ?? '',
          ref: found.referenceCode ?? '',
          name: candidateName,
          application: String(application),
        },
        url: `/admin/collections/applications/${application}`,
        notBefore: new Date(),
      },
      req,
    )
    if (id !== false) queued.push(id)
  }
  return queued
}

/** The notices just queued, sent now that their application has committed (those left are the sender's next run's). */
export async function sendStaffNotices(payload: Payload, ids: number[]): Promise<number> {
  if (!ids.length) return 0
  return (await sendNow(payload, ids)).sent
}

/**
 * A candidate erased (collections/Candidates/deletion.ts): the staff notices about their applications go too, since
 * they carry the name the candidate applied under. In the erasure's transaction.
 */
export async function forgetStaffNotices(req: PayloadRequest, applications: number[]): Promise<void> {
  if (!applications.length) return
  await req.payload.delete({
    collection: 'notification-messages',
    where: {
      and: [{ user: { exists: true } }, { or: applications.map((id) => ({ key: { like: `:application:${id}:new:` } })) }],
    },
    req,
    overrideAccess: true,
  })
}
