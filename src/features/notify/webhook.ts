import type { Payload } from 'payload'

import { STOP_WORDS } from './constants'
import { stopWhatsapp } from './verify'
import { queueMessage } from './outbox'
import type { Channel, Purpose } from './constants'
import type { TemplateName } from './templates'
import { toLocale } from '@/i18n/locales'

import { cantMakeIt, isCantMakeIt, nextInterviewOf } from './replies'
import { EMAILED_ANYWAY } from './send'
import { parseReplyPayload } from './templates'

/**
 * What the WhatsApp webhook tells us (its signature already checked): a reply STOP / إيقاف (text or a quick-reply
 * button) ends WhatsApp messages for the number's owner; a message the service could not deliver (`failed`) falls
 * back to email, once.
 */
type WebhookBody = {
  object?: string
  entry?: {
    changes?: {
      field?: string
      value?: {
        messages?: {
          from?: string
          type?: string
          text?: { body?: string }
          button?: { text?: string; payload?: string }
          /** The message this one replies to (our template's id), when it is a reply. */
          context?: { id?: string }
        }[]
        statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[]
      }
    }[]
  }[]
}

const normalize = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[.!؟?]+$/, '')
export const isStopWord = (text: string | undefined) => Boolean(text && STOP_WORDS.includes(normalize(text)))

export type WebhookOutcome = { stopped: number; failed: number; cantMakeIt: number }

/** A list from the event, or none: the body is the sender's JSON, whatever its shape. */
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as T[]) : [])
const str = (value: unknown) => (typeof value === 'string' ? value : undefined)

export async function handleWebhook(payload: Payload, body: WebhookBody, now = new Date()): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { stopped: 0, failed: 0, cantMakeIt: 0 }
  for (const entry of list<NonNullable<WebhookBody['entry']>[number]>(body.entry)) {
    for (const change of list<NonNullable<NonNullable<WebhookBody['entry']>[number]['changes']>[number]>(entry.changes)) {
      const value = change.value && typeof change.value === 'object' ? change.value : undefined
      for (const message of list<NonNullable<NonNullable<typeof value>['messages']>[number]>(value?.messages)) {
        const text = str(message.type) === 'button' ? (str(message.button?.text) ?? str(message.button?.payload)) : str(message.text?.body)
        const from = str(message.from)
        if (!from || !/^\d{6,15}$/.test(from)) continue
        const button = str(message.type) === 'button' ? parseReplyPayload(str(message.button?.payload)) : null
        if (button || isCantMakeIt(text)) {
          outcome.cantMakeIt += await cantMakeItFrom(payload, `+${from}`, button, str(message.context?.id), now)
          continue
        }
        if (!isStopWord(text)) continue
        const number = `+${from}`
        const { docs } = await payload.find({
          collection: 'notification-settings',
          where: { whatsappNumber: { equals: number } },
          limit: 10,
          depth: 0,
          overrideAccess: true,
        })
        for (const settings of docs) {
          if (settings.whatsappStoppedAt) continue
          const candidate = typeof settings.candidate === 'object' ? settings.candidate.id : settings.candidate
          const owner = await payload.findByID({
            collection: 'candidates',
            id: candidate,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
          await stopWhatsapp(payload, {
            settingsId: settings.id,
            candidate,
            locale: toLocale(owner?.preferredLocale),
            method: 'whatsapp-reply',
            now,
          })
          outcome.stopped++
        }
      }
      for (const status of list<NonNullable<NonNullable<typeof value>['statuses']>[number]>(value?.statuses)) {
        if (status.status !== 'failed' || !str(status.id) || status.id!.length > 200) continue
        const { docs } = await payload.find({
          collection: 'notification-messages',
          where: { and: [{ providerId: { equals: status.id } }, { channel: { equals: 'whatsapp' } }] },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        const sent = docs[0]
        if (!sent || sent.status === 'failed' || !sent.candidate) continue
        const emailed = !EMAILED_ANYWAY.includes(sent.template as TemplateName)
        await payload.update({
          collection: 'notification-messages',
          id: sent.id,
          overrideAccess: true,
          data: {
            status: 'failed',
            error:
              `not delivered: ${String(list<{ code?: unknown; title?: unknown }>(status.errors)[0]?.code ?? '')} ${String(list<{ code?: unknown; title?: unknown }>(status.errors)[0]?.title ?? '')}; ${emailed ? 'sent by email instead' : 'the email carries it'}`.slice(
                0,
                500,
              ),
          },
        })
        outcome.failed++
        if (!emailed) continue
        const candidate = typeof sent.candidate === 'object' ? sent.candidate!.id : sent.candidate!
        await queueMessage(payload, {
          key: `${sent.key.replace(/:[a-z]+$/, '')}:email`,
          candidate,
          purpose: sent.purpose as Purpose,
          channel: 'email',
          template: sent.template as TemplateName,
          locale: toLocale(sent.locale),
          params: (sent.params ?? {}) as Record<string, string>,
          url: sent.url ?? '',
          interview: sent.interview ? (typeof sent.interview === 'object' ? sent.interview.id : sent.interview) : undefined,
          notBefore: now,
          fellBackFrom: 'whatsapp' as Channel,
        })
      }
    }
  }
  return outcome
}

/**
 * "Can't make it" from a number: for each candidate with that number as their WhatsApp (verified), the interview the
 * button names; else the one the reply answers (our message's id); else their next interview. Returns how many were
 * recorded.
 */
async function cantMakeItFrom(
  payload: Payload,
  number: string,
  button: { interview: number; sequence: number } | null,
  context: string | undefined,
  now: Date,
): Promise<number> {
  const { docs } = await payload.find({
    collection: 'notification-settings',
    where: { and: [{ whatsappNumber: { equals: number } }, { whatsappVerifiedAt: { exists: true } }] },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  let recorded = 0
  for (const settings of docs) {
    const candidate = typeof settings.candidate === 'object' ? settings.candidate.id : settings.candidate
    let interview = button?.interview ?? null
    if (!interview && context && context.length <= 200) {
      const { docs: answered } = await payload.find({
        collection: 'notification-messages',
        where: { and: [{ providerId: { equals: context } }, { candidate: { equals: candidate } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      interview = answered[0]?.interview
        ? typeof answered[0].interview === 'object'
          ? answered[0].interview.id
          : answered[0].interview
        : null
    }
    interview ??= await nextInterviewOf(payload, candidate, now)
    if (!interview) continue
    const outcome = await cantMakeIt(payload, { candidate, interview, sequence: button?.sequence, now })
    if (outcome === 'recorded') recorded++
  }
  return recorded
}
