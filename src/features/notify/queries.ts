import type { CurrentCandidate } from '@/features/accounts/current'
import { getPayloadClient } from '@/lib/payload'

import { whatsappEnabled } from './config'
import { pushPublicKey } from './push'
import { quietHoursOf } from './quiet'
import { choiceOf, settingsOf } from './settings'

/** What /profile's notifications section shows: the candidate's choices, their WhatsApp state, their devices. */
export async function myNotifications(me: CurrentCandidate) {
  const payload = await getPayloadClient()
  const settings = await settingsOf(payload, Number(me.id))
  const devices = await payload.count({ collection: 'push-subscriptions', where: { candidate: { equals: me.id } }, overrideAccess: true })
  return {
    choice: choiceOf(settings),
    quiet: quietHoursOf(settings),
    whatsappAvailable: whatsappEnabled(),
    whatsapp: {
      number: settings?.whatsappNumber ?? null,
      verified: Boolean(settings?.whatsappVerifiedAt && settings.whatsappOptInAt && !settings.whatsappStoppedAt),
      stopped: Boolean(settings?.whatsappStoppedAt),
      // A code is waiting to be typed (never the code itself).
      pending: Boolean(settings?.codeHash && settings.pendingNumber),
      pendingNumber: settings?.codeHash ? (settings.pendingNumber ?? null) : null,
    },
    suggestedNumber: me.phoneNumber_1 ?? '',
    devices: devices.totalDocs,
    pushKey: pushPublicKey(),
  }
}
