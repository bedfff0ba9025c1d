import { addressConfirmed } from '@/features/accounts/verification'
import type { Payload } from 'payload'

import { jobSearchQuery } from '@/features/jobs/filters'
import { findOpenJobIds } from '@/features/jobs/search'
import { DIGEST_RECOMMENDED, recommendationsFor } from '@/features/matching'
import { deliverNews } from '@/features/notify'
import { toLocale, type Locale } from '@/i18n/locales'
import { brandName } from '@/lib/brand'
import { isBounce } from '@/lib/email/bounce'
import { env } from '@/lib/env'
import type { Industry, JobAlert, Location } from '@/payload-types'

import { claim, dueAlertIds, expireClaims, release, settle } from './claims'
import { DIGEST_BATCH, DIGEST_CONCURRENCY, DIGEST_MAX_JOBS, PENDING_TTL_MS, type AlertFrequency } from './constants'
import { describeSearch, taxonomyNames } from './describe'
import { digestEmail, type DigestJob, type DigestRecommendation } from './emails'
import { alertFilters, cleanSearch, type AlertSearch } from './search'

const MAX_RELEASED_PER_RUN = 500

export type DigestRun = { sent: number; empty: number; failed: number; skipped: number; expiredClaims: number; removedPending: number }

type Options = {
  /** The window's end: jobs published up to here are in this run's digests (default: now). */
  now?: Date
  /** Stops between emails when aborted (a shutdown); what was sent is recorded, the rest waits for the next run. */
  signal?: AbortSignal
  /** At most this many alerts in one run; the next run goes on (default: no limit). */
  maxAlerts?: number
}

/**
 * Sends every due digest (features/alerts/README.md): for each active alert whose next digest is due, the jobs
 * the site's own search finds for its saved search (features/jobs/search.ts, so the same Arabic and English
 * matching as /jobs) among those published since its last digest, in the subscriber's language; nothing when
 * nothing matched. Alerts go in batches of DIGEST_BATCH, DIGEST_CONCURRENCY emails at a time, each claimed before
 * its email and settled after (claims.ts), so a run that dies or is stopped mid-batch sends nobody a digest twice.
 */
export async function sendDueDigests(
  payload: Payload,
  { now = new Date(), signal, maxAlerts = Infinity }: Options = {},
): Promise<DigestRun> {
  const run: DigestRun = { sent: 0, empty: 0, failed: 0, skipped: 0, expiredClaims: 0, removedPending: 0 }
  run.expiredClaims = await expireClaims(payload, now)
  if (run.expiredClaims) payload.logger.warn(`Job alerts: ${run.expiredClaims} digest(s) of an interrupted run counted as sent`)
  run.removedPending = await removeUnconfirmed(payload, now)

  const context = new DigestContext(payload, now)
  let done = 0
  // Alerts given back in this run (the mail server refused for now) stay due for the next run, not this one: without
  // this a refusal that lasts made the run pick the same alerts again without end. Too many: the server is refusing
  // everything, the rest waits for the next run.
  const released: number[] = []
  while (done < maxAlerts && !signal?.aborted && released.length < MAX_RELEASED_PER_RUN) {
    const ids = await dueAlertIds(payload, now, Math.min(DIGEST_BATCH, maxAlerts - done), released)
    if (!ids.length) break
    const { docs } = await payload.find({
      collection: 'job-alerts',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      overrideAccess: true,
    })
    // DIGEST_CONCURRENCY at a time; an abort lets the emails in flight finish and starts no more.
    const queue = [...docs]
    await Promise.all(
      Array.from({ length: DIGEST_CONCURRENCY }, async () => {
        for (let alert = queue.shift(); alert && !signal?.aborted; alert = queue.shift()) {
          const outcome = await sendOne(payload, context, alert, now)
          if (outcome === 'failed') released.push(alert.id)
          run[outcome]++
        }
      }),
    )
    done += docs.length
    if (docs.length < ids.length) break
  }
  return run
}

/** Visitors' alerts never confirmed within PENDING_TTL_MS are deleted. */
async function removeUnconfirmed(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'job-alerts',
    where: {
      and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: new Date(now.getTime() - PENDING_TTL_MS).toISOString() } }],
    },
    overrideAccess: true,
  })
  return docs.length
}

type Outcome = 'sent' | 'empty' | 'failed' | 'skipped'

async function sendOne(payload: Payload, context: DigestContext, alert: JobAlert, now: Date): Promise<Outcome> {
  const frequency = alert.frequency as AlertFrequency
  if (!alert.digestThrough || !(await claim(payload, alert.id, now))) return 'skipped'
  try {
    const locale = toLocale(alert.locale)
    const search = cleanSearch(alert)
    const matches = await context.matches(search, alert.digestThrough)
    // New jobs recommended for a candidate who asked for them (features/matching), besides the search's own.
    const recommended = await context.recommended(alert, locale, matches.ids)
    if (!matches.total && !recommended.length) {
      await settle(payload, alert.id, now, frequency, { sent: false })
      return 'empty'
    }
    const to = await context.recipient(alert)
    const [jobs, brand, names] = await Promise.all([context.jobs(matches.ids, locale), context.brand(locale), context.names(locale)])
    if (!jobs.length && !recommended.length) {
      await settle(payload, alert.id, now, frequency, { sent: false })
      return 'empty'
    }
    const described = describeSearch(search, locale, names)
    const total = jobs.length ? Math.max(matches.total, jobs.length) : 0
    const email = digestEmail({ alert, locale, brand, search: described, jobs, total, query: search, recommended })
    const sendEmail = async () => {
      if (!to) return false
      await payload.sendEmail({ to, ...email })
      return true
    }
    // A candidate's digest goes on the channels they chose for job alerts (features/notify): this email, and WhatsApp
    // or push queued for the sender, keyed by the alert and this window so nothing goes twice. A visitor's: email.
    const candidate = alert.candidate ? (typeof alert.candidate === 'object' ? alert.candidate.id : alert.candidate) : null
    let delivered: boolean
    if (candidate) {
      const link = `${env.serverUrl}/${locale}/jobs${jobSearchQuery(search)}`
      const outcome = await deliverNews(
        payload,
        {
          candidate,
          purpose: 'jobAlerts',
          key: `alert:${alert.id}:${now.getTime()}`,
          template: 'job_alert',
          params: { count: String(total || recommended.length), search: described, link },
          url: link,
          email: sendEmail,
          permanent: isBounce,
          locale,
        },
        now,
      )
      delivered = outcome.emailed || outcome.queued.length > 0
    } else delivered = await sendEmail()
    if (!delivered) {
      await settle(payload, alert.id, now, frequency, { sent: false })
      return 'skipped'
    }
    await settle(payload, alert.id, now, frequency, { sent: true })
    return 'sent'
  } catch (error) {
    if (isBounce(error)) {
      // Refused for good (no such mailbox): not tried again for this window; the alert is marked as bouncing.
      payload.logger.warn(`Job alerts: the digest of alert ${alert.id} bounced`)
      await settle(payload, alert.id, now, frequency, { sent: false, bounced: true }).catch(() => undefined)
      return 'failed'
    }
    // Not accepted by the mail server (or the search failed): the window stays open for the next run.
    payload.logger.error({ err: error }, `Job alerts: the digest of alert ${alert.id} was not sent`)
    await release(payload, alert.id, now).catch(() => undefined)
    return 'failed'
  }
}

/** What one run reads once and shares between alerts: search results, jobs, names and brands per language. */
class DigestContext {
  private searches = new Map<string, Promise<{ ids: number[]; total: number }>>()
  private loaded = new Map<string, Promise<DigestJob[]>>()
  private brands = new Map<Locale, Promise<string>>()
  private taxonomies = new Map<Locale, ReturnType<typeof taxonomyNames>>()

  constructor(
    private payload: Payload,
    private now: Date,
  ) {}

  /** Subscribers of one search whose last digests ended together (the usual case) share one query. */
  matches(search: AlertSearch, since: string) {
    const after = new Date(since).toISOString()
    const key = JSON.stringify([search, after])
    let found = this.searches.get(key)
    if (!found) {
      found = findOpenJobIds(this.payload, alertFilters(search, { after, until: this.now.toISOString() }), {
        page: 1,
        perPage: DIGEST_MAX_JOBS,
      })
      this.searches.set(key, found)
    }
    return found
  }

  /** The jobs in the subscriber's language, as a visitor may read them (open only), in the search's order. */
  jobs(ids: number[], locale: Locale) {
    const key = `${locale}:${ids.join(',')}`
    let jobs = this.loaded.get(key)
    if (!jobs) {
      jobs = this.payload
        .find({ collection: 'jobs', where: { id: { in: ids } }, locale, depth: 1, limit: ids.length, overrideAccess: false })
        .then(({ docs }) => {
          const byId = new Map(docs.map((doc) => [doc.id, doc]))
          return ids.flatMap((id) => {
            const job = byId.get(id)
            if (!job) return []
            const industry = job.industry as Industry
            const location = job.location as Location
            return [
              {
                title: job.title,
                slug: job.slug ?? String(job.id),
                city: location.city,
                industry: industry.name,
                referenceCode: job.referenceCode,
              },
            ]
          })
        })
      this.loaded.set(key, jobs)
    }
    return jobs
  }

  brand(locale: Locale) {
    let brand = this.brands.get(locale)
    if (!brand) {
      brand = this.payload
        .findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: true })
        .then((settings) => brandName(locale, settings.siteName))
      this.brands.set(locale, brand)
    }
    return brand
  }

  names(locale: Locale) {
    let names = this.taxonomies.get(locale)
    if (!names) {
      names = taxonomyNames(this.payload, locale)
      this.taxonomies.set(locale, names)
    }
    return names
  }

  /**
   * Up to DIGEST_RECOMMENDED jobs published in this digest's window that match the candidate's profile, when they
   * opted in (their eligibility form), leaving out the search's own matches, jobs they hid or applied to. Read
   * inside the alert's claim like the rest, so a run that dies sends them at most once, with the digest.
   */
  async recommended(alert: JobAlert, locale: Locale, exclude: number[]): Promise<DigestRecommendation[]> {
    if (!alert.candidate || !alert.digestThrough) return []
    const id = typeof alert.candidate === 'object' ? alert.candidate.id : alert.candidate
    const candidate = await this.payload.findByID({
      collection: 'candidates',
      id,
      depth: 0,
      select: { eligibility: { digestRecommendations: true } },
      overrideAccess: true,
      disableErrors: true,
    })
    if (!candidate?.eligibility?.digestRecommendations) return []
    const found = await recommendationsFor(this.payload, id, locale, {
      publishedAfter: new Date(alert.digestThrough).toISOString(),
      publishedUntil: this.now.toISOString(),
      exclude,
      limit: DIGEST_RECOMMENDED,
    })
    return found.map(({ job, match }) => ({
      title: job.title,
      slug: job.slug,
      city: job.city,
      referenceCode: job.referenceCode,
      score: match.score,
      skills: match.matched.map((skill) => skill[locale] || skill.en),
    }))
  }

  /** Where the digest goes: a candidate's current sign-in email, else the address that confirmed the alert. */
  async recipient(alert: JobAlert): Promise<string | null> {
    if (!alert.candidate) return alert.email
    const id = typeof alert.candidate === 'object' ? alert.candidate.id : alert.candidate
    const candidate = await this.payload.findByID({ collection: 'candidates', id, depth: 0, overrideAccess: true, disableErrors: true })
    // A candidate's alert waits until they confirm their address (features/accounts/verification.ts).
    return candidate?.email && addressConfirmed(candidate) ? candidate.email : null
  }
}
