import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Locale } from '@/i18n/locales'

import { whatsappConfig, type WhatsappConfig } from './config'
import { TEMPLATE_LANGUAGE, templateComponents, WHATSAPP_TEMPLATES, type TemplateName } from './templates'

/**
 * The WhatsApp Business Cloud API: template messages (`POST /{version}/{phone-number-id}/messages`, Bearer token)
 * and the webhook's signature (`X-Hub-Signature-256: sha256=<HMAC-SHA256 of the raw body with the app secret>`).
 */
export type SendOutcome =
  | { ok: true; id: string }
  /** `permanent`: trying again will not help (bad number, not on WhatsApp, template missing): fall back now. */
  | { ok: false; permanent: boolean; status: number; error: string }

const TIMEOUT_MS = 15_000

/** Retry statuses: throttled or the service's own trouble; anything else in 4xx is the request or the number. */
const TRANSIENT = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export async function sendTemplate(
  to: string,
  template: TemplateName,
  locale: Locale,
  values: Record<string, string>,
  config: WhatsappConfig | null = whatsappConfig(),
): Promise<SendOutcome> {
  if (!config) return { ok: false, permanent: true, status: 0, error: 'WhatsApp is not configured' }
  const spec = WHATSAPP_TEMPLATES[template]
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: { name: spec.name, language: { code: TEMPLATE_LANGUAGE[locale] }, components: templateComponents(spec, values) },
  }
  let response: Response
  try {
    response = await fetch(`${config.apiUrl}/${config.version}/${config.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return { ok: false, permanent: false, status: 0, error: `no answer: ${(error as Error).message}`.slice(0, 300) }
  }
  const answer = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[]
    error?: { message?: string; code?: number }
  } | null
  const id = answer?.messages?.[0]?.id
  if (response.ok && id) return { ok: true, id }
  const error = `${response.status} ${answer?.error?.code ?? ''} ${answer?.error?.message ?? ''}`.trim().slice(0, 300)
  return { ok: false, permanent: !TRANSIENT.has(response.status), status: response.status, error }
}

/** True when the header is the body's HMAC-SHA256 with the app secret (constant-time comparison). */
export function validSignature(rawBody: string | Buffer, header: string | null, appSecret: string | undefined): boolean {
  if (!appSecret || !header || !header.startsWith('sha256=')) return false
  const given = Buffer.from(header.slice(7), 'hex')
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** A number as the Cloud API writes it (`wa_id`): digits only, country code first. */
export const waId = (e164: string) => e164.replace(/\D/g, '')
