import type { Payload, PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'

import type { ActivityKind } from './constants'

export type ActivityInput = {
  application: number
  job: number
  kind: ActivityKind
  text?: string
  data?: Record<string, unknown>
}

/**
 * One line of an application's timeline (who, when, what): a note, a status change, an email sent, an
 * interview scheduled, changed or cancelled, a rating or tags. Staff only (collections/ApplicationActivities).
 * Written with the request's transaction when there is one, so it commits with the change it describes.
 */
export async function recordActivity(
  { payload, req }: { payload: Payload; req?: Partial<PayloadRequest> },
  { application, job, kind, text, data }: ActivityInput,
): Promise<void> {
  const actor = req?.user && isRecruiterUser(req.user) ? Number(req.user.id) : undefined
  await payload.create({
    collection: 'application-activities',
    data: { application, job, kind, text: text?.slice(0, 20_000), data, actor },
    overrideAccess: true,
    depth: 0,
    req,
    context: { recordingActivity: true },
  })
}
