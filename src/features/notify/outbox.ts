import type { Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { isValidationError } from '@/lib/payloadErrors'

import { CHANNELS, type Channel, type Purpose } from './constants'
import { choiceOf, settingsOf } from './settings'
import type { TemplateName } from './templates'

/**
 * Queues news for a candidate: one `notification-messages` row per channel they chose for its purpose, keyed
 * `<key>:<channel>`. The key is the news itself (an interview's reminder at a lead time, an application's move), so
 * queuing it again (a retried hook, a second scheduler run) adds nothing: the key is unique in the database.
 */
export type News = {
  candidate: number
  purpose: Purpose
  key: string
  template: TemplateName
  params: Record<string, string>
  url: string
  interview?: number
  notBefore?: Date
}

export async function queueMessage(
  payload: Payload,
  row: {
    key: string
    candidate: number
    purpose: Purpose
    channel: Channel
    template: TemplateName
    locale: Locale
    params: Record<string, string>
    url: string
    interview?: number
    notBefore: Date
    fellBackFrom?: Channel
    /** A message sent by its caller (news.ts): recorded as being sent, claimed now, then settled by the caller. */
    claimedAt?: Date
  },
): Promise<boolean> {
  const existing = await payload.count({ collection: 'notification-messages', where: { key: { equals: row.key } }, overrideAccess: true })
  if (existing.totalDocs) return false
  try {
    await payload.create({
      collection: 'notification-messages',
      overrideAccess: true,
      data: {
        ...row,
        notBefore: row.notBefore.toISOString(),
        status: row.claimedAt ? 'sending' : 'queued',
        claimedAt: row.claimedAt?.toISOString(),
        attempts: 0,
      },
    })
    return true
  } catch (error) {
    // Another run queued the same key in between: the unique index refused this one.
    if (isValidationError(error) || /unique|duplicate/i.test(String((error as Error).message))) return false
    throw error
  }
}

/** Queues the news on each chosen channel; returns the channels newly queued. */
export async function queueNews(payload: Payload, news: News): Promise<Channel[]> {
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: news.candidate,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!candidate) return []
  const choice = choiceOf(await settingsOf(payload, news.candidate))[news.purpose]
  const locale = toLocale(candidate.preferredLocale)
  const queued: Channel[] = []
  for (const channel of CHANNELS) {
    if (!choice[channel]) continue
    const made = await queueMessage(payload, {
      key: `${news.key}:${channel}`,
      candidate: news.candidate,
      purpose: news.purpose,
      channel,
      template: news.template,
      locale,
      params: news.params,
      url: news.url,
      interview: news.interview,
      notBefore: news.notBefore ?? new Date(),
    })
    if (made) queued.push(channel)
  }
  return queued
}
