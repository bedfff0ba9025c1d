import type { Payload, PayloadRequest } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { isUniqueRefusal } from '@/lib/payloadErrors'

import { CHANNELS, type Channel, type Purpose, type StaffPurpose } from './constants'
import { choiceOf, settingsOf } from './settings'
import type { MessageTemplate, TemplateName } from './templates'

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

/** Who a message goes to: a candidate, or a staff member (a recruiter's new-application notice). */
export type Recipient = { candidate: number; user?: undefined } | { user: number; candidate?: undefined }

/**
 * Queues one message; false when its key is already queued. With `req`, in the request's transaction: the message
 * commits with the change it tells of (a kill before the commit leaves neither), and the sender sends it after.
 */
export async function queueMessage(
  payload: Payload,
  row: Recipient & {
    key: string
    purpose: Purpose | StaffPurpose
    channel: Channel
    template: MessageTemplate
    locale: Locale
    params: Record<string, string>
    url: string
    interview?: number
    notBefore: Date
    fellBackFrom?: Channel
    /** A message sent by its caller (news.ts): recorded as being sent, claimed now, then settled by the caller. */
    claimedAt?: Date
  },
  req?: Partial<PayloadRequest>,
): Promise<number | false> {
  const existing = await payload.count({
    collection: 'notification-messages',
    where: { key: { equals: row.key } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs) return false
  try {
    const made = await payload.create({
      collection: 'notification-messages',
      overrideAccess: true,
      req,
      depth: 0,
      data: {
        ...row,
        notBefore: row.notBefore.toISOString(),
        status: row.claimedAt ? 'sending' : 'queued',
        claimedAt: row.claimedAt?.toISOString(),
        attempts: 0,
      },
    })
    return made.id
  } catch (error) {
    // Another run queued the same key in between: the unique index refused this one.
    if (isUniqueRefusal(error)) return false
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
