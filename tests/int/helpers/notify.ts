import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { ensureSettings } from '@/features/notify/settings'
import { checkCode, sendCode } from '@/features/notify/verify'

import { unique } from '../../fixtures/people'
import type { WhatsappStandIn } from '../../fixtures/whatsappStandIn'
import { applicant, type Applicant } from './recruiting'

/** Candidates for the notification tests: a WhatsApp number verified through the stand-in, channels chosen. */
export type Who = Applicant & { phone: string; locale: 'en' | 'ar' }

export async function notifyCandidate(payload: Payload, name: string, locale: 'en' | 'ar' = 'en'): Promise<Who> {
  const made = await applicant(unique(name))
  const phone = `+9665${String(randomInt(1e8)).padStart(8, '0')}`
  await payload.update({
    collection: 'candidates',
    id: made.id,
    overrideAccess: true,
    data: { preferredLocale: locale, phoneNumber_1: phone },
  })
  return { ...made, phone, locale }
}

export async function verifiedWhatsapp(payload: Payload, wa: WhatsappStandIn, who: Who) {
  const before = wa.sent.length
  expect(await sendCode(payload, { candidate: who.id, number: who.phone, optIn: true, locale: who.locale })).toEqual({ ok: true })
  const message = wa.sent.slice(before).find((m) => m.to === who.phone.slice(1))!
  expect(await checkCode(payload, { candidate: who.id, code: message.params[0]!, locale: who.locale })).toMatchObject({ ok: true })
}

/** The candidate's channels for a purpose; no quiet hours unless given (the tests run at any hour). */
export async function choose(
  payload: Payload,
  who: { id: number },
  purpose: 'jobAlerts' | 'applicationUpdates' | 'interviewReminders',
  channels: { email?: boolean; whatsapp?: boolean; push?: boolean },
  more: Record<string, unknown> = { quietFrom: 0, quietTo: 0 },
) {
  const settings = await ensureSettings(payload, who.id)
  await payload.update({
    collection: 'notification-settings',
    id: settings.id,
    overrideAccess: true,
    data: { [purpose]: { email: Boolean(channels.email), whatsapp: Boolean(channels.whatsapp), push: Boolean(channels.push) }, ...more },
  })
}

export const messageRows = async (payload: Payload, who: { id: number }, purpose?: string) =>
  (
    await payload.find({
      collection: 'notification-messages',
      where: { and: [{ candidate: { equals: who.id } }, ...(purpose ? [{ purpose: { equals: purpose } }] : [])] },
      sort: 'id',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** Sets environment variables for the file's tests; `restore()` puts the old values back. */
export function envSwitch() {
  const saved: Record<string, string | undefined> = {}
  return {
    use(values: Record<string, string | undefined>) {
      for (const [key, value] of Object.entries(values)) {
        if (!(key in saved)) saved[key] = process.env[key]
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    },
    restore() {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key]
        else process.env[key] = value
      }
    },
  }
}
