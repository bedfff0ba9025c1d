import type { Payload } from 'payload'

import { recordConsent, withdrawConsent } from '@/features/consent'
import { translator } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'

/**
 * The WhatsApp opt-in in the consent record (features/consent, purpose `whatsapp`): granted with the sentence the
 * candidate ticked on /profile when their number is verified; withdrawn by the STOP button there or a reply STOP /
 * إيقاف. The notification settings keep the working state (`whatsappOptInAt`, `whatsappStoppedAt`); the consent
 * record keeps the history.
 */
export async function recordWhatsappOptIn(
  payload: Payload,
  {
    candidate,
    at,
    granted,
    locale,
    method,
  }: { candidate: number; at: Date; granted: boolean; locale: Locale; method: 'form' | 'whatsapp-reply' },
): Promise<void> {
  const input = { candidate, purpose: 'whatsapp' as const, language: locale, method, at }
  if (granted) await recordConsent(payload, { ...input, wording: translator(locale, 'Notify')('optIn') })
  else await withdrawConsent(payload, input)
}

/**
 * The WhatsApp consent was withdrawn in the consent record itself (its withdraw button on /profile): WhatsApp
 * stops for every purpose, as a STOP reply does, without a second withdrawal event. The sender checks the consent
 * record too (settings.ts `whatsappAllowed`), so nothing goes even before this runs.
 */
export async function whatsappConsentWithdrawn(payload: Payload, candidate: number, at = new Date()): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'notification-settings',
    where: { and: [{ candidate: { equals: candidate } }, { whatsappStoppedAt: { exists: false } }] },
    overrideAccess: true,
    depth: 0,
    data: { whatsappStoppedAt: at.toISOString(), whatsappOptInAt: null },
  })
  return docs.length > 0
}
