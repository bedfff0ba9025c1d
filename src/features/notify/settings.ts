import type { Payload } from 'payload'

import { hasConsent } from '@/features/consent'

import type { NotificationSetting } from '@/payload-types'

import { CHANNELS, PURPOSES, type Channel, type Purpose } from './constants'

/** A candidate's channels per purpose: email alone until they choose (what the site did before issue 34). */
export type ChannelChoice = Record<Purpose, Record<Channel, boolean>>

export const DEFAULT_CHOICE: ChannelChoice = Object.fromEntries(
  PURPOSES.map((p) => [p, { email: true, whatsapp: false, push: false }]),
) as ChannelChoice

export function choiceOf(settings: NotificationSetting | null | undefined): ChannelChoice {
  if (!settings) return DEFAULT_CHOICE
  return Object.fromEntries(
    PURPOSES.map((p) => [p, Object.fromEntries(CHANNELS.map((c) => [c, Boolean(settings[p]?.[c])]))]),
  ) as ChannelChoice
}

export async function settingsOf(payload: Payload, candidate: number): Promise<NotificationSetting | null> {
  const { docs } = await payload.find({
    collection: 'notification-settings',
    where: { candidate: { equals: candidate } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    // The code's fields are closed to every reader: the server reads them as the server.
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** The candidate's settings row, made with the defaults on first use. */
export async function ensureSettings(payload: Payload, candidate: number): Promise<NotificationSetting> {
  const found = await settingsOf(payload, candidate)
  if (found) return found
  try {
    return await payload.create({ collection: 'notification-settings', overrideAccess: true, data: { candidate } })
  } catch (error) {
    // Made at the same moment by another request (the candidate is unique): use that one.
    const again = await settingsOf(payload, candidate)
    if (again) return again
    throw error
  }
}

/** WhatsApp may carry a message to this person: a verified number, opted in, never stopped. */
export const whatsappReady = (
  settings: NotificationSetting | null | undefined,
): settings is NotificationSetting & { whatsappNumber: string } =>
  Boolean(settings?.whatsappNumber && settings.whatsappVerifiedAt && settings.whatsappOptInAt && !settings.whatsappStoppedAt)

/**
 * WhatsApp may carry a message now: ready as above, and the candidate's WhatsApp consent in the consent record
 * (features/consent) still holds. A withdrawal there, by any path, switches WhatsApp off for every purpose.
 */
export async function whatsappAllowed(payload: Payload, settings: NotificationSetting | null | undefined): Promise<boolean> {
  if (!whatsappReady(settings)) return false
  const candidate = typeof settings.candidate === 'object' ? settings.candidate.id : settings.candidate
  return hasConsent(payload, { candidate, purpose: 'whatsapp' })
}
