import { MAX_QUERY_LENGTH } from './filters'

/**
 * The job list's query string as one path segment, so that each search is a page Next.js can cache
 * (`/{locale}/jobs?q=…` is rewritten by the proxy to `/{locale}/jobs/search/{segment}`; the bare list stays
 * `/{locale}/jobs`). The segment holds the normalised query only: the list's own parameters, one value each,
 * trimmed, in a fixed order, the keyword's spaces collapsed and cut one character past the limit (so the page
 * still says it was cut); anything else is dropped. However a search is written, it is one cached page, and the
 * space a visitor can fill is bounded by the parameters' lengths. The segment is base64url: no `%` or `/` for
 * the router to decode twice.
 */
const KEYS = ['q', 'industry', 'location', 'workplace', 'type', 'experience', 'sort', 'page'] as const
const MAX_VALUE = 64

/** The normalised search, or null when nothing is left (the bare list). */
export function normalizedJobSearch(params: URLSearchParams): URLSearchParams | null {
  const normalized = new URLSearchParams()
  for (const key of KEYS) {
    let value = params.get(key)?.trim()
    if (!value) continue
    value = key === 'q' ? value.replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH + 1) : value.slice(0, MAX_VALUE)
    if (key === 'page' && value === '1') continue
    normalized.set(key, value)
  }
  return normalized.size ? normalized : null
}

/** `/jobs`'s query string as the search page's segment, or null for the bare list. */
export function jobSearchSegment(search: string): string | null {
  const normalized = normalizedJobSearch(new URLSearchParams(search))
  return normalized ? Buffer.from(normalized.toString(), 'utf8').toString('base64url') : null
}

/** The search a segment holds (empty when it holds none we know). */
export function jobSearchOfSegment(segment: string): Record<string, string> {
  if (!/^[A-Za-z0-9_-]{1,1024}$/.test(segment)) return {}
  const normalized = normalizedJobSearch(new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8')))
  return normalized ? Object.fromEntries(normalized) : {}
}
