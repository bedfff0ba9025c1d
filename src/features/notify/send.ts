import { addressConfirmed } from '@/features/accounts/verification'
import type { Payload, Where } from 'payload'

import { isRecruiterUser } from '@/access/isRecruiter'
import { idOf } from '@/lib/ids'

import { dirOf, toLocale, type Locale } from '@/i18n/locales'
import { translator } from '@/i18n/messages'
import { rawSql } from '@/lib/db/rawSql'
import { emailHtml } from '@/lib/email/frame'
import type { NotificationMessage } from '@/payload-types'

import { whatsappConfig } from './config'
import {
  backoffMs,
  CLAIM_TIMEOUT_MS,
  DAILY_CAP,
  MAX_ATTEMPTS,
  SEND_BATCH,
  SEND_CONCURRENCY,
  UNCAPPED,
  type Channel,
  type Purpose,
} from './constants'
import { queueMessage } from './outbox'
import { sendPush } from './push'
import { pushEndpointAllowed } from './pushEndpoints'
import { localDay, openFrom, quietHoursOf } from './quiet'
import { settingsOf, whatsappAllowed, whatsappReady } from './settings'
import type { MessageTemplate, TemplateName } from './templates'
import { sendTemplate, waId } from './whatsapp'

/**
 * The sender (the queue's `sendNotifications` task): every queued message that is due, each claimed in one SQL
 * statement before it goes out and settled after, as the job alert digests are (features/alerts/claims.ts). A claim
 * never settled (the sender was killed between the two) is settled after CLAIM_TIMEOUT_MS as "sent, unconfirmed",
 * never sent again: a crash can lose a message in flight, never send one twice.
 *
 * WhatsApp or push that cannot carry a message (not configured, number not verified or stopped, no device, the
 * provider refuses it, attempts used up) falls back to email: an email row with the news's key, so if email was
 * chosen too, or both WhatsApp and push fell back, the person still gets one email.
 *
 * A staff member's message (`user`: a recruiter's new-application notice by push) is sent, retried and ended the
 * same way, with two differences: it falls back to nothing, since their email notice went separately
 * (features/applications/notify.ts), and neither quiet hours nor the daily cap hold it (staff have no settings for
 * them; a notice held until the next day would be no use, and the device's own do-not-disturb still applies).
 */
export type SendRun = {
  sent: number
  fellBack: number
  retried: number
  failed: number
  skipped: number
  expired: number
  /** Deferred by quiet hours or the daily cap (they stay queued, due when those end). */
  held: number
}

const iso = (d: Date) => d.toISOString()
const baseKey = (key: string) => key.replace(/:[a-z]+$/, '')
const idOfRef = (ref: number | { id: number } | null | undefined) => (ref == null ? null : Number(idOf(ref)))

type Message = NotificationMessage & { params: Record<string, string> | null }

/** The candidate a message goes to (null: a staff member's). */
const candidateOf = (message: Message) => idOfRef(message.candidate)
const staffOf = (message: Message) => idOfRef(message.user)

/** Due messages, oldest first, grouped by person: one worker sends one person's messages in turn (their cap). */
async function dueGroups(payload: Payload, now: Date): Promise<number[][]> {
  const { sql, rows } = rawSql(payload)
  const found = await rows(
    sql`SELECT id, candidate_id, user_id FROM notification_messages WHERE status = 'queued' AND not_before <= ${iso(now)} ORDER BY not_before, id LIMIT ${SEND_BATCH}`,
  )
  const groups = new Map<string, number[]>()
  for (const row of found) {
    const person = row.candidate_id != null ? `candidate:${String(row.candidate_id)}` : `user:${String(row.user_id)}`
    const group = groups.get(person) ?? []
    group.push(Number(row.id))
    groups.set(person, group)
  }
  return [...groups.values()]
}

async function claim(payload: Payload, id: number, now: Date): Promise<boolean> {
  const { sql, write } = rawSql(payload)
  const taken = await write(
    sql`UPDATE notification_messages SET status = 'sending', claimed_at = ${iso(now)} WHERE id = ${id} AND status = 'queued' AND not_before <= ${iso(now)} RETURNING id`,
  )
  return taken.length === 1
}

/** Only the claim's holder settles it (a claim expired meanwhile stays as the expiry left it). */
async function settle(
  payload: Payload,
  id: number,
  claimedAt: Date,
  outcome: {
    status: 'sent' | 'failed' | 'skipped' | 'queued'
    providerId?: string
    error?: string
    attempts?: number
    notBefore?: Date
    /** When it left (the run's clock). */
    at?: Date
  },
): Promise<void> {
  const { sql, write } = rawSql(payload)
  const sentAt = outcome.status === 'sent' ? iso(outcome.at ?? new Date()) : null
  await write(
    sql`UPDATE notification_messages SET status = ${outcome.status}, claimed_at = NULL, sent_at = ${sentAt}, provider_id = ${outcome.providerId ?? null}, error = ${outcome.error?.slice(0, 500) ?? null}, attempts = coalesce(${outcome.attempts ?? null}, attempts), not_before = coalesce(${outcome.notBefore ? iso(outcome.notBefore) : null}, not_before) WHERE id = ${id} AND status = 'sending' AND claimed_at = ${iso(claimedAt)} RETURNING id`,
  )
}

/** Claims of senders that died: counted as sent (it may have left), never sent again. */
export async function expireClaims(payload: Payload, now = new Date()): Promise<number> {
  const { sql, write } = rawSql(payload)
  const done = await write(
    sql`UPDATE notification_messages SET status = 'sent', error = 'sender stopped while sending: unconfirmed' WHERE status = 'sending' AND claimed_at < ${iso(new Date(now.getTime() - CLAIM_TIMEOUT_MS))} RETURNING id`,
  )
  return done.length
}

/** The message's words for email and push, in the person's language. */
export function renderMessage(template: MessageTemplate, locale: Locale, params: Record<string, string>) {
  const t = translator(locale, 'Notify')
  if (template === 'new_application') {
    const staff = { job: params.job ?? '', ref: params.ref ?? '', name: params.name ?? '' }
    return { subject: t('staffPush.title', staff), body: t('staffPush.body', staff) }
  }
  const values = {
    job: params.job ?? '',
    when: params.when ?? '',
    where: params.where ?? '',
    status: params.status ?? '',
    search: params.search ?? '',
    count: params.count ?? '',
  }
  switch (template) {
    case 'interview_reminder':
      return { subject: t('sent.interview_reminder.subject', values), body: t('sent.interview_reminder.body', values) }
    case 'interview_invitation':
      return { subject: t('sent.interview_invitation.subject', values), body: t('sent.interview_invitation.body', values) }
    case 'application_update':
      return { subject: t('sent.application_update.subject', values), body: t('sent.application_update.body', values) }
    case 'job_alert': {
      const counted = { ...values, count: Number(params.count) || 0 }
      return { subject: t('sent.job_alert.subject', counted), body: t('sent.job_alert.body', counted) }
    }
    default:
      return { subject: '', body: '' }
  }
}

type Result =
  | { status: 'sent'; providerId?: string }
  | { status: 'retry'; error: string }
  | { status: 'fallback'; error: string }
  | { status: 'failed'; error: string }
  | { status: 'skipped'; error: string }

/** A channel staff messages never use (their email goes separately). */
const notForStaff: Result = { status: 'skipped', error: 'not a channel for staff notices' }

async function viaEmail(payload: Payload, message: Message): Promise<Result> {
  const candidateId = candidateOf(message)
  if (!candidateId) return notForStaff
  const candidate = await payload.findByID({
    collection: 'candidates',
    id: candidateId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!candidate?.email) return { status: 'skipped', error: 'no email address' }
  if (!addressConfirmed(candidate)) return { status: 'skipped', error: 'email address not confirmed' }
  const locale = toLocale(message.locale)
  const { subject, body } = renderMessage(message.template as MessageTemplate, locale, message.params ?? {})
  try {
    await payload.sendEmail({
      to: candidate.email,
      subject,
      text: `${body}\n\n${message.url ?? ''}`,
      html: emailHtml(locale, body, message.url ? { href: message.url, label: translator(locale, 'Notify')('open') } : undefined),
    })
    return { status: 'sent' }
  } catch (error) {
    return { status: 'retry', error: `email: ${(error as Error).message}` }
  }
}

async function viaWhatsapp(payload: Payload, message: Message): Promise<Result> {
  const candidateId = candidateOf(message)
  if (!candidateId) return notForStaff
  if (!whatsappConfig()) return { status: 'fallback', error: 'WhatsApp is not configured' }
  const settings = await settingsOf(payload, candidateId)
  if (!whatsappReady(settings) || !(await whatsappAllowed(payload, settings)))
    return { status: 'fallback', error: 'no verified, opted-in WhatsApp number (or stopped, or consent withdrawn)' }
  const outcome = await sendTemplate(
    waId(settings.whatsappNumber),
    message.template as TemplateName,
    toLocale(message.locale),
    message.params ?? {},
  )
  if (outcome.ok) return { status: 'sent', providerId: outcome.id }
  return outcome.permanent
    ? { status: 'fallback', error: `whatsapp: ${outcome.error}` }
    : { status: 'retry', error: `whatsapp: ${outcome.error}` }
}

async function viaPush(payload: Payload, message: Message): Promise<Result> {
  const candidateId = candidateOf(message)
  const owner: Where = candidateId ? { candidate: { equals: candidateId } } : { user: { equals: staffOf(message) } }
  const { docs } = await payload.find({
    collection: 'push-subscriptions',
    where: owner,
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return { status: 'fallback', error: 'no device subscribed' }
  const locale = toLocale(message.locale)
  const { subject, body } = renderMessage(message.template as MessageTemplate, locale, message.params ?? {})
  let delivered = 0
  let transient = ''
  for (const device of docs) {
    if (!pushEndpointAllowed(device.endpoint)) continue
    const outcome = await sendPush(device, {
      title: subject,
      body,
      url: message.url ?? `/${locale}/profile`,
      lang: locale,
      dir: dirOf(locale),
      tag: baseKey(message.key),
    })
    if (outcome.ok) delivered++
    else if (outcome.gone) await payload.delete({ collection: 'push-subscriptions', id: device.id, overrideAccess: true })
    else if (outcome.transient) transient = outcome.error
  }
  if (delivered) return { status: 'sent' }
  if (transient) return { status: 'retry', error: `push: ${transient}` }
  return { status: 'fallback', error: 'push: every device refused or expired' }
}

const CHANNEL_SENDERS: Record<Channel, (payload: Payload, message: Message) => Promise<Result>> = {
  email: viaEmail,
  whatsapp: viaWhatsapp,
  push: viaPush,
}

/**
 * Templates whose news email always carries (the interview invitation's email with its calendar file, sent by
 * features/recruiting): WhatsApp is an extra there, so a WhatsApp failure sends no second email.
 */
export const EMAILED_ANYWAY: readonly TemplateName[] = ['interview_invitation']

/** The news by email instead: unless email already carries it (the same key, unique), once. */
async function fallBack(payload: Payload, message: Message, now: Date): Promise<boolean> {
  const candidate = candidateOf(message)
  // A staff member's notice: their email went separately.
  if (!candidate || EMAILED_ANYWAY.includes(message.template as TemplateName)) return false
  const queued = await queueMessage(payload, {
    key: `${baseKey(message.key)}:email`,
    candidate,
    purpose: message.purpose as Purpose,
    channel: 'email',
    template: message.template as TemplateName,
    locale: toLocale(message.locale),
    params: message.params ?? {},
    url: message.url ?? '',
    interview: message.interview ? Number(message.interview) : undefined,
    notBefore: now,
    fellBackFrom: message.channel as Channel,
  })
  return queued !== false
}

/**
 * A message still worth sending: an interview reminder for an interview still on, at the same time; a staff
 * member's notice while they are still a recruiter or admin and the application still exists.
 */
async function stillDue(payload: Payload, message: Message): Promise<boolean> {
  if (!candidateOf(message)) {
    const staffId = staffOf(message)
    const user = staffId
      ? await payload.findByID({ collection: 'users', id: staffId, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    if (!user || !isRecruiterUser({ ...user, collection: 'users' })) return false
    const application = Number(message.params?.application)
    if (!application) return true
    const found = await payload.count({ collection: 'applications', where: { id: { equals: application } }, overrideAccess: true })
    return found.totalDocs > 0
  }
  if (!message.interview) return true
  const interview = await payload.findByID({
    collection: 'interviews',
    id: Number(message.interview),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return Boolean(
    interview &&
    interview.status === 'scheduled' &&
    message.params?.startsAt === interview.startsAt &&
    new Date(interview.startsAt).getTime() > Date.now(),
  )
}

/** An interview's start, for a reminder (held past it, it is no use). */
const deadlineOf = (message: Message) => (message.interview && message.params?.startsAt ? new Date(message.params.startsAt) : null)

/**
 * Whether the message must wait (quiet hours on WhatsApp and push, the person's daily cap on its channel), and
 * until when; null: it may go now. Messages already sent today count, and so do others of theirs being sent at
 * this moment by another run (one run sends a person's messages in turn), so that concurrent runs never go over
 * the cap: one that would waits a minute and looks again.
 */
async function holdOf(payload: Payload, message: Message, now: Date): Promise<{ until: Date; why: string } | null> {
  const channel = message.channel as Channel
  const candidate = candidateOf(message)
  if (!candidate) return null
  const quiet = quietHoursOf(await settingsOf(payload, candidate))
  const open = openFrom(now, channel, quiet)
  if (open.getTime() > now.getTime()) return { until: open, why: 'quiet hours' }
  if (UNCAPPED.includes(message.purpose as Purpose)) return null
  const day = localDay(now, quiet.timeZone)
  const { sql, rows } = rawSql(payload)
  const [counted] = await rows(
    sql`SELECT sum(CASE WHEN status = 'sent' THEN 1 ELSE 0 END) AS sent, sum(CASE WHEN status = 'sending' THEN 1 ELSE 0 END) AS sending FROM notification_messages WHERE candidate_id = ${candidate} AND channel = ${channel} AND id <> ${message.id} AND ((status = 'sent' AND sent_at >= ${iso(day.start)} AND sent_at < ${iso(day.next)}) OR status = 'sending')`,
  )
  const sent = Number(counted?.sent ?? 0)
  const sending = Number(counted?.sending ?? 0)
  const cap = DAILY_CAP[channel]
  if (sent >= cap) return { until: openFrom(day.next, channel, quiet), why: `daily cap of ${cap}` }
  if (sent + sending >= cap)
    return { until: new Date(now.getTime() + 60_000), why: `daily cap of ${cap}: others being sent by another run` }
  return null
}

async function sendOne(payload: Payload, id: number, now: Date, run: SendRun): Promise<void> {
  if (!(await claim(payload, id, now))) return
  const message = (await payload.findByID({ collection: 'notification-messages', id, depth: 0, overrideAccess: true })) as Message
  const claimedAt = new Date(message.claimedAt!)
  if (!(await stillDue(payload, message))) {
    run.skipped++
    return settle(payload, id, claimedAt, { status: 'skipped', error: 'no longer due' })
  }
  const hold = await holdOf(payload, message, now)
  if (hold) {
    const deadline = deadlineOf(message)
    if (deadline && hold.until.getTime() >= deadline.getTime() && message.channel !== 'email') {
      // Waiting would bring it after the interview: by email now (never held) instead.
      run.fellBack++
      const emailed = await fallBack(payload, message, now)
      return settle(payload, id, claimedAt, {
        status: 'failed',
        error: `${hold.why} until after the interview; ${emailed ? 'sent by email instead' : 'the email carries it'}`,
      })
    }
    if (!deadline || hold.until.getTime() < deadline.getTime()) {
      run.held++
      return settle(payload, id, claimedAt, { status: 'queued', error: `held: ${hold.why}`, notBefore: hold.until })
    }
  }
  let result: Result
  try {
    result = await CHANNEL_SENDERS[message.channel as Channel](payload, message)
  } catch (error) {
    result = { status: 'retry', error: String((error as Error).message) }
  }
  const attempts = (message.attempts ?? 0) + 1
  if (result.status === 'retry' && attempts >= MAX_ATTEMPTS) {
    result = message.channel === 'email' ? { status: 'failed', error: result.error } : { status: 'fallback', error: result.error }
  }
  switch (result.status) {
    case 'sent':
      run.sent++
      return settle(payload, id, claimedAt, { status: 'sent', providerId: result.providerId, attempts, at: now })
    case 'retry':
      run.retried++
      return settle(payload, id, claimedAt, {
        status: 'queued',
        error: result.error,
        attempts,
        notBefore: new Date(now.getTime() + backoffMs(attempts)),
      })
    case 'fallback':
      run.fellBack++
      return settle(payload, id, claimedAt, {
        status: 'failed',
        error: `${result.error}; ${(await fallBack(payload, message, now)) ? 'sent by email instead' : 'the email carries it'}`,
        attempts,
      })
    case 'failed':
      run.failed++
      return settle(payload, id, claimedAt, { status: 'failed', error: result.error, attempts })
    case 'skipped':
      run.skipped++
      return settle(payload, id, claimedAt, { status: 'skipped', error: result.error, attempts })
  }
}

/** Sends every due message, SEND_CONCURRENCY people at a time (each person's in turn); fallback emails queued by this run go in the same run. */
export async function sendDueMessages(payload: Payload, { now = new Date() }: { now?: Date } = {}): Promise<SendRun> {
  const run: SendRun = { sent: 0, fellBack: 0, retried: 0, failed: 0, skipped: 0, held: 0, expired: await expireClaims(payload, now) }
  for (let round = 0; round < 3; round++) {
    const groups = await dueGroups(payload, now)
    if (!groups.length) break
    let next = 0
    const worker = async () => {
      while (next < groups.length) for (const id of groups[next++]!) await sendOne(payload, id, now, run)
    }
    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker))
  }
  return run
}

/**
 * Sends these messages now (those just queued by a request, once it has committed) rather than at the sender's next
 * run; each is claimed as the sender claims it, so a run at the same moment sends none of them twice, and one not
 * sent now (the process ended first) is the next run's.
 */
export async function sendNow(payload: Payload, ids: number[], now = new Date()): Promise<SendRun> {
  const run: SendRun = { sent: 0, fellBack: 0, retried: 0, failed: 0, skipped: 0, held: 0, expired: 0 }
  for (const id of ids) await sendOne(payload, id, now, run)
  return run
}
