import type { Payload, Where } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { dirOf } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { staffLocale } from '@/lib/email/staffLocale'

import { sendPush } from './push'
import { pushEndpointAllowed } from './pushEndpoints'

/**
 * A recruiter's new-application notice on the devices they turned notifications on for in the admin (issue 34):
 * the job's owner and the staff member whose address gets the notice by email, each in the language they chose for
 * emails (their staff language), opening the application in the admin. Sent with the email, once the application
 * has committed (features/applications/notify.ts), best effort as the email is; a device the push service says is
 * gone (404, 410) is removed. Returns how many devices took it.
 */
export async function pushNewApplication(
  payload: Payload,
  {
    application,
    job,
    owner,
    address,
    candidateName,
  }: { application: number; job: number; owner?: number | null; address?: string | null; candidateName: string },
): Promise<number> {
  const who: Where[] = [
    ...(owner ? [{ id: { equals: owner } }] : []),
    ...(address ? [{ email: { equals: address.trim().toLowerCase() } }] : []),
  ]
  if (!who.length) return 0
  const { docs: staff } = await payload.find({ collection: 'users', where: { or: who }, limit: 10, depth: 0, overrideAccess: true })
  let delivered = 0
  for (const user of staff) {
    if (!isRecruiterUser(user)) continue
    const { docs: devices } = await payload.find({
      collection: 'push-subscriptions',
      where: { user: { equals: user.id } },
      limit: 20,
      depth: 0,
      overrideAccess: true,
    })
    if (!devices.length) continue
    const locale = staffLocale(user)
    const found = await payload.findByID({
      collection: 'jobs',
      id: job,
      locale,
      depth: 0,
      overrideAccess: true,
      select: { title: true, referenceCode: true },
    })
    const t = translator(locale, 'Notify')
    const values = { job: found.title ?? '', ref: found.referenceCode ?? '', name: candidateName }
    for (const device of devices) {
      if (!pushEndpointAllowed(device.endpoint)) continue
      const outcome = await sendPush(device, {
        title: t('staffPush.title', values),
        body: t('staffPush.body', values),
        url: `/admin/collections/applications/${application}`,
        lang: locale,
        dir: dirOf(locale),
        tag: `application:${application}:new`,
      })
      if (outcome.ok) delivered++
      else if (outcome.gone) await payload.delete({ collection: 'push-subscriptions', id: device.id, overrideAccess: true })
      else payload.logger.warn(`Push to staff device ${device.id} failed: ${outcome.error}`)
    }
  }
  return delivered
}
