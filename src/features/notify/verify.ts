import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

import { whatsappConfig } from './config'
import { CODE_MAX_TRIES, CODE_RESEND_MS, CODE_TTL_MS } from './constants'
import { recordWhatsappOptIn } from './optIn'
import { ensureSettings, settingsOf } from './settings'
import { sendTemplate, waId } from './whatsapp'

/**
 * A WhatsApp number is used only once it is verified: a 6-digit code sent over WhatsApp (the `verification_code`
 * template), typed back within CODE_TTL_MS in at most CODE_MAX_TRIES tries. The code is kept as an HMAC with the
 * site's secret, bound to the candidate and the number. The opt-in is the box ticked when asking for the code,
 * recorded when the number is verified.
 */
export type CodeError = 'unavailable' | 'optInRequired' | 'tooSoon' | 'sendFailed' | 'codeWrong' | 'codeExpired'

const codeHash = (candidate: number, number: string, code: string) =>
  createHmac('sha256', env.payloadSecret).update(`whatsapp-code:${candidate}:${number}:${code}`).digest('hex')

export async function sendCode(
  payload: Payload,
  { candidate, number, optIn, locale, now = new Date() }: { candidate: number; number: string; optIn: boolean; locale: Locale; now?: Date },
): Promise<{ ok: true } | { ok: false; error: CodeError }> {
  if (!whatsappConfig()) return { ok: false, error: 'unavailable' }
  if (!optIn) return { ok: false, error: 'optInRequired' }
  const settings = await ensureSettings(payload, candidate)
  if (settings.codeSentAt && now.getTime() - new Date(settings.codeSentAt).getTime() < CODE_RESEND_MS)
    return { ok: false, error: 'tooSoon' }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  // Stored before it is sent: a second request meanwhile is "too soon", not a second code.
  await payload.update({
    collection: 'notification-settings',
    id: settings.id,
    overrideAccess: true,
    data: { pendingNumber: number, codeHash: codeHash(candidate, number, code), codeSentAt: now.toISOString(), codeTries: 0 },
  })
  const sent = await sendTemplate(waId(number), 'verification_code', locale, { code })
  if (!sent.ok) {
    await payload.update({
      collection: 'notification-settings',
      id: settings.id,
      overrideAccess: true,
      data: { codeHash: null, codeSentAt: null },
    })
    payload.logger.warn({ msg: 'WhatsApp verification code not sent', error: sent.error })
    return { ok: false, error: 'sendFailed' }
  }
  return { ok: true }
}

export async function checkCode(
  payload: Payload,
  { candidate, code, locale = 'en', now = new Date() }: { candidate: number; code: string; locale?: Locale; now?: Date },
): Promise<{ ok: true; number: string } | { ok: false; error: CodeError }> {
  const settings = await settingsOf(payload, candidate)
  if (!settings?.codeHash || !settings.pendingNumber || !settings.codeSentAt) return { ok: false, error: 'codeExpired' }
  const tries = (settings.codeTries ?? 0) + 1
  if (tries > CODE_MAX_TRIES || now.getTime() - new Date(settings.codeSentAt).getTime() > CODE_TTL_MS) {
    return { ok: false, error: 'codeExpired' }
  }
  const given = Buffer.from(codeHash(candidate, settings.pendingNumber, code.replace(/\D/g, '')), 'hex')
  const expected = Buffer.from(settings.codeHash, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await payload.update({ collection: 'notification-settings', id: settings.id, overrideAccess: true, data: { codeTries: tries } })
    return { ok: false, error: tries >= CODE_MAX_TRIES ? 'codeExpired' : 'codeWrong' }
  }
  const at = now.toISOString()
  await payload.update({
    collection: 'notification-settings',
    id: settings.id,
    overrideAccess: true,
    data: {
      whatsappNumber: settings.pendingNumber,
      whatsappVerifiedAt: at,
      whatsappOptInAt: at,
      whatsappStoppedAt: null,
      pendingNumber: null,
      codeHash: null,
      codeSentAt: null,
      codeTries: 0,
    },
  })
  await recordWhatsappOptIn(payload, { candidate, at: now, granted: true, locale, method: 'form' })
  return { ok: true, number: settings.pendingNumber }
}

/** STOP (a reply, or the button on /profile): no more WhatsApp messages until a new code is verified. */
export async function stopWhatsapp(
  payload: Payload,
  {
    settingsId,
    candidate,
    locale,
    method,
    now = new Date(),
  }: { settingsId: number; candidate: number; locale: Locale; method: 'form' | 'whatsapp-reply'; now?: Date },
) {
  await payload.update({
    collection: 'notification-settings',
    id: settingsId,
    overrideAccess: true,
    data: { whatsappStoppedAt: now.toISOString(), whatsappOptInAt: null },
  })
  await recordWhatsappOptIn(payload, { candidate, at: now, granted: false, locale, method })
}
