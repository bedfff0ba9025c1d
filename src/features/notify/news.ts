import type { Payload } from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'

import { whatsappConfig } from './config'
import { CHANNELS, type Channel } from './constants'
import { queueMessage, type News } from './outbox'
import { choiceOf, settingsOf, whatsappAllowed } from './settings'

/**
 * News that another slice sends (job alert digests, application news): on the channels the candidate chose for its
 * purpose, in their language, each channel once (the key `<news key>:<channel>` is unique).
 *
 * - WhatsApp and push are queued for the sender (send.ts: quiet hours, the daily cap, retries, fallback to email).
 * - Email goes at once through the caller's own `email()` (the digest with its list of jobs, the recruiter's
 *   template), recorded as the news's email row: claimed before it leaves and settled after, so a kill between the
 *   two counts it as sent (send.ts `expireClaims`) and nothing sends it again. Email goes when it was chosen, and
 *   also when a chosen WhatsApp or push cannot carry the news now (WhatsApp not configured, no verified and
 *   consented number, no device): the fallback, once. A WhatsApp or push message that fails later falls back to
 *   email in the sender, which finds this row and sends nothing twice.
 * - `email()` throwing (the mail server refused) marks the row failed and throws on: the caller keeps its own
 *   retry (the digest gives its window back), and nothing else was queued for a retry to repeat; unless the
 *   caller says the error is for good (`permanent`: a bounce), when the other channels are queued first.
 */
export type DeliverOutcome = { emailed: boolean; queued: Channel[] }

export async function deliverNews(
  payload: Payload,
  news: News & {
    /** Sends the email itself; false when there is no one to write to (nothing sent). Without it, the sender's email. */
    email?: () => Promise<boolean>
    /** An error of `email()` that trying again will not cure (a bounce): the other channels still carry the news. */
    permanent?: (error: unknown) => boolean
    /** The news's language when it has one of its own (the alert's, the application's); else the candidate's. */
    locale?: Locale
  },
  now = new Date(),
): Promise<DeliverOutcome> {
  const outcome: DeliverOutcome = { emailed: false, queued: [] }
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: news.candidate,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!candidate) return outcome
  const locale = news.locale ?? toLocale(candidate.preferredLocale)
  const settings = await settingsOf(payload, news.candidate)
  const choice = choiceOf(settings)[news.purpose]
  const carries: Record<Exclude<Channel, 'email'>, () => Promise<boolean>> = {
    whatsapp: async () => Boolean(whatsappConfig()) && (await whatsappAllowed(payload, settings)),
    push: async () =>
      (await payload.count({ collection: 'push-subscriptions', where: { candidate: { equals: news.candidate } }, overrideAccess: true }))
        .totalDocs > 0,
  }
  const other: Exclude<Channel, 'email'>[] = []
  let fellBackFrom: Channel | undefined
  for (const channel of CHANNELS) {
    if (channel === 'email' || !choice[channel]) continue
    if (await carries[channel]()) other.push(channel)
    else fellBackFrom ??= channel
  }
  const row = {
    candidate: news.candidate,
    purpose: news.purpose,
    template: news.template,
    locale,
    params: news.params,
    url: news.url,
    interview: news.interview,
    notBefore: news.notBefore ?? now,
  }
  const queueOthers = async () => {
    for (const channel of other) {
      if (await queueMessage(payload, { ...row, key: `${news.key}:${channel}`, channel })) outcome.queued.push(channel)
    }
  }
  if (choice.email || fellBackFrom) {
    const key = `${news.key}:email`
    const fallback = choice.email ? undefined : fellBackFrom
    if (!news.email) {
      if (await queueMessage(payload, { ...row, key, channel: 'email', fellBackFrom: fallback })) outcome.queued.push('email')
    } else if (await queueMessage(payload, { ...row, key, channel: 'email', fellBackFrom: fallback, claimedAt: now })) {
      let sent: boolean
      try {
        sent = await news.email()
      } catch (error) {
        await settleOwn(payload, key, 'failed', now, `email: ${(error as Error).message}`)
        if (news.permanent?.(error)) await queueOthers()
        throw error
      }
      await settleOwn(payload, key, sent ? 'sent' : 'skipped', now, sent ? undefined : 'no confirmed email address')
      outcome.emailed = sent
    }
  }
  await queueOthers()
  return outcome
}

/** Settles an email row this process claimed (one that expired meanwhile stays as the expiry left it). */
async function settleOwn(payload: Payload, key: string, status: 'sent' | 'failed' | 'skipped', now: Date, error?: string) {
  await payload.update({
    collection: 'notification-messages',
    where: { and: [{ key: { equals: key } }, { status: { equals: 'sending' } }] },
    overrideAccess: true,
    depth: 0,
    data: {
      status,
      claimedAt: null,
      sentAt: status === 'sent' ? now.toISOString() : null,
      attempts: 1,
      error: error?.slice(0, 500) ?? null,
    },
  })
}
