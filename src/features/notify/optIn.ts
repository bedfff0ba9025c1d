import type { Payload } from 'payload'

/**
 * The WhatsApp opt-in's record. Until the consent record (issue 35's `features/consent`) is merged, the opt-in is
 * kept on the candidate's own notification settings (`whatsappOptInAt`, cleared by STOP); this is where it is also
 * written to the consent record, with purpose `whatsapp`.
 */
export async function recordWhatsappOptIn(
  payload: Payload,
  { candidate, number, at, granted }: { candidate: number; number: string; at: Date; granted: boolean },
): Promise<void> {
  payload.logger.info({ msg: granted ? 'WhatsApp opt-in' : 'WhatsApp opt-out', candidate, number: number.slice(0, 4) + '…', at: at.toISOString() })
}
