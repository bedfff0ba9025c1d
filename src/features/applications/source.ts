import type { ApplicationSource } from './schema'

/** A tracked link's `src`: a short token (a board's name, `alert`), never free text. */
const TOKEN = /^[a-z0-9][a-z0-9_.-]{0,39}$/i

/** `src` values that name a source of their own; any other token is a job board's (kept as the detail). */
const NAMED: Partial<Record<string, ApplicationSource>> = { alert: 'alert', referral: 'referral', portal: 'portal' }

export type TrackedSource = { source: ApplicationSource; sourceDetail?: string }

/** What a tracked link's `src` says, or null for none or a value that is not a token. */
export function sourceOfToken(src: string | null | undefined): TrackedSource | null {
  if (!src || !TOKEN.test(src)) return null
  const token = src.toLowerCase()
  const named = NAMED[token]
  if (named) return { source: named }
  // A visitor's share (share-whatsapp, share-linkedin…): someone passed the job on, a referral.
  if (token.startsWith('share-')) return { source: 'referral', sourceDetail: token }
  return { source: 'jobBoard', sourceDetail: token }
}

/**
 * Where an application came from (issue 31, "where hires come from"), read from the page it was sent from: a job's
 * page opened by a tracked link (`/{locale}/jobs/{slug}?src=linkedin`; the job feeds, the share links and the job
 * alert emails carry one) is the Referer of the application's request, on this site's own origins only. The page
 * cache ignores `src` (server/pageCache.mjs keys on the job search's parameters), so one cached page serves them all.
 */
export function sourceOfReferrer(referrer: string | null | undefined, origins: readonly string[]): TrackedSource | null {
  return sourceOfToken(srcOfReferrer(referrer, origins))
}

/** The `src` token of a job page of this site that `referrer` names, or null. */
export function srcOfReferrer(referrer: string | null | undefined, origins: readonly string[]): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (!origins.includes(url.origin) || !/^\/(en|ar)\/jobs\//.test(url.pathname)) return null
  const src = url.searchParams.get('src')
  return src && TOKEN.test(src) ? src : null
}

/**
 * Where a job page opened by a tracked link keeps its `src` for this tab (sessionStorage, no cookie), so that an
 * application sent after signing in or filling the profile, away from that URL, still counts it.
 */
export const sessionSrcKey = (jobId: number) => `apply-src:${jobId}`
export const isSrcToken = (value: string | null | undefined): value is string => Boolean(value && TOKEN.test(value))

/** A link to a job's page that says where it was shared or sent (a board's feed, a share button, an alert email). */
export const trackedJobUrl = (url: string, src: string): string => `${url}${url.includes('?') ? '&' : '?'}src=${encodeURIComponent(src)}`
