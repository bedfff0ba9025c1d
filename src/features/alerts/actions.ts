'use server'

import { getTranslations } from 'next-intl/server'
import type { Payload } from 'payload'

import { candidateAction, visitorCall } from '@/features/accounts/actionClients'
import { addressConfirmed } from '@/features/accounts/verification'
import type { CurrentCandidate } from '@/features/accounts/current'
import type { Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { publicAction } from '@/lib/forms/clients'
import { getPayloadClient } from '@/lib/payload'
import { consumeRateLimit, RateLimitedError } from '@/lib/rateLimit'
import type { JobAlert } from '@/payload-types'

import { alertStarted } from './consent'
import { MAX_ALERTS_PER_EMAIL, type AlertFrequency } from './constants'
import { describeSearch, taxonomyNames } from './describe'
import { alreadySubscribedEmail, confirmationEmail } from './emails'
import { nextDigestAt } from './prepare'
import {
  candidateAlertSchema,
  visitorAlertSchema,
  type AlertErrorKey,
  type AlertFormError,
  type CandidateAlertInput,
  type VisitorAlertInput,
} from './schema'
import { cleanSearch, searchKey } from './search'

export type AlertResult =
  | { ok: true; notice: string; candidate: boolean }
  | { ok: false; errors?: Partial<Record<'email', AlertErrorKey>>; formError?: AlertFormError }

async function findAlert(payload: Payload, email: string, key: string): Promise<JobAlert | null> {
  const { docs } = await payload.find({
    collection: 'job-alerts',
    where: { and: [{ email: { equals: email } }, { searchKey: { equals: key } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** An email a visitor's request leads to, at most one per address every 10 minutes, never awaited: same answer, same time. */
function sendLater(
  payload: Payload,
  to: string,
  build: () => Promise<{ subject: string; text: string; html: string; headers?: Record<string, string> }>,
) {
  void consumeRateLimit('jobAlertEmail', to)
    .then(async () => payload.sendEmail({ to, ...(await build()) }))
    .catch((error: unknown) => {
      if (!(error instanceof RateLimitedError)) payload.logger.error({ err: error }, 'Job alerts: an email was not sent')
    })
}

async function brandOf(payload: Payload, locale: Locale) {
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
  return brandName(locale, settings.siteName)
}

/**
 * A visitor's "Email me jobs like these" (double opt-in): a pending alert and an email with the link that turns it
 * on. The answer is the same sentence whatever the address's state (new, waiting, already subscribed, over its
 * cap), so the form never tells whether an address is subscribed; the address itself is told (a new link, or
 * where to manage the alert it has). Counted per client address (lib/rateLimit.ts `jobAlert`).
 */
const subscribeVisitor = publicAction(
  { schema: visitorAlertSchema, rateLimit: 'jobAlert' },
  async (data, { locale }): Promise<AlertResult> => {
    const payload = await getPayloadClient()
    const t = await getTranslations({ locale, namespace: 'Alerts' })
    const email = data.email.toLowerCase()
    const search = cleanSearch(data)
    const key = searchKey(search)
    const frequency = data.frequency as AlertFrequency
    const answer: AlertResult = { ok: true, candidate: false, notice: t('checkInbox', { email }) }
    const describe = async () => describeSearch(search, locale, await taxonomyNames(payload, locale))

    let alert = await findAlert(payload, email, key)
    if (!alert) {
      const { totalDocs } = await payload.count({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true })
      if (totalDocs >= MAX_ALERTS_PER_EMAIL) return answer
      try {
        alert = await payload.create({
          collection: 'job-alerts',
          overrideAccess: true,
          data: { email, locale, frequency, ...search, searchKey: key, status: 'pending', sentCount: 0 },
        })
      } catch {
        // The same request twice at once: the unique (email, search) index kept one.
        alert = await findAlert(payload, email, key)
        if (!alert) return { ok: false, formError: 'unexpected' }
      }
    }
    const found = alert
    const alertLocale = found.status === 'active' ? (found.locale as Locale) : locale
    sendLater(payload, email, async () => {
      const base = { alert: found, locale: alertLocale, brand: await brandOf(payload, alertLocale), search: await describe() }
      return found.status === 'active' ? alreadySubscribedEmail(base) : confirmationEmail({ ...base, frequency: found.frequency })
    })
    return answer
  },
)

/**
 * A signed-in candidate's one click: the alert is theirs at once (saved as them through the collection's own
 * access rules), sent to their account's email. Saving a search they already have keeps one alert (the new
 * frequency); one a visitor made earlier with their address becomes theirs.
 */
const saveForCandidate = candidateAction({ schema: candidateAlertSchema }, async (data, { locale, user }): Promise<AlertResult> => {
  const payload = await getPayloadClient()
  const t = await getTranslations({ locale, namespace: 'Alerts' })
  const search = cleanSearch(data)
  const frequency = data.frequency as AlertFrequency
  // Saved either way; until the address is confirmed nothing is sent, and the answer says so (features/accounts/verification.ts).
  const answer: AlertResult = {
    ok: true,
    candidate: true,
    notice: addressConfirmed(user) ? t('saved', { frequency }) : t('savedConfirmFirst', { email: user.email }),
  }
  // The save is the consent (the form shows its sentence): recorded once, unless it already holds (consent.ts).
  const started = () => alertStarted(payload, { candidate: user.id, email: user.email, locale }, 'form')
  const existing = await findAlert(payload, user.email.toLowerCase(), searchKey(search))
  if (existing) {
    await adopt(payload, existing, user, frequency)
    await started()
    return answer
  }
  const { totalDocs } = await payload.count({ collection: 'job-alerts', where: { candidate: { equals: user.id } }, overrideAccess: true })
  if (totalDocs >= MAX_ALERTS_PER_EMAIL) return answer
  try {
    await payload.create({ collection: 'job-alerts', user, overrideAccess: false, locale, data: { frequency, ...search } as never })
  } catch {
    const raced = await findAlert(payload, user.email.toLowerCase(), searchKey(search))
    if (!raced) return { ok: false, formError: 'unexpected' }
  }
  await started()
  return answer
})

async function adopt(payload: Payload, alert: JobAlert, user: CurrentCandidate, frequency: AlertFrequency) {
  const now = new Date().toISOString()
  const active = alert.status === 'active'
  await payload.update({
    collection: 'job-alerts',
    id: alert.id,
    overrideAccess: true,
    data: {
      candidate: user.id,
      frequency,
      status: 'active',
      confirmedAt: alert.confirmedAt ?? now,
      digestThrough: active ? alert.digestThrough : now,
      nextDigestAt: nextDigestAt(active ? (alert.digestThrough ?? now) : now, frequency),
    },
  })
}

/** "Email me jobs like these": the signed-in candidate's one click, else a visitor's double opt-in. */
export const saveAlert = visitorCall(async ({ user }, input: VisitorAlertInput | CandidateAlertInput): Promise<AlertResult> =>
  user ? saveForCandidate(input as CandidateAlertInput) : subscribeVisitor(input as VisitorAlertInput),
)
