import type { Payload, PayloadRequest } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { isUniqueRefusal } from '@/lib/payloadErrors'

import type { ActivityKind } from './constants'

export type ActivityInput = {
  application: number
  job: number
  kind: ActivityKind
  text?: string
  data?: Record<string, unknown>
  /**
   * The event happens once (the candidate's "can't make it" for one revision of an interview): its key, unique in
   * the database, so a second record of it, however concurrent, is refused and `recordActivity` returns false.
   * Only outside a transaction of the caller's (a refused insert ends a PostgreSQL transaction).
   */
  once?: string
}

/**
 * One line of an application's timeline (who, when, what): a note, a status change, an email sent, an
 * interview scheduled, changed or cancelled, a rating or tags. Staff only (collections/ApplicationActivities).
 * Written with the request's transaction when there is one, so it commits with the change it describes.
 */
export async function recordActivity(
  { payload, req }: { payload: Payload; req?: Partial<PayloadRequest> },
  { application, job, kind, text, data, once }: ActivityInput,
): Promise<boolean> {
  const actor = req?.user && isRecruiterUser(req.user) ? Number(req.user.id) : undefined
  try {
    await payload.create({
      collection: 'application-activities',
      data: { application, job, kind, text: text?.slice(0, 20_000), data, actor, once },
      overrideAccess: true,
      depth: 0,
      req,
      context: { recordingActivity: true },
    })
    return true
  } catch (error) {
    // Recorded already, by an earlier call or one at the same moment: the unique key refused this one.
    if (once && isUniqueRefusal(error, 'once')) return false
    throw error
  }
}
