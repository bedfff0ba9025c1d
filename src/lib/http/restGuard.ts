import { translator } from '@/i18n/messages'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST routes behind a check of what Payload would choke on (SECURITY.md: bad input is a clear 4xx,
 * never a 500): paging numbers out of any sensible range (a 20-digit `page` overflows the database's offset)
 * and a document id that is not a number (every collection here has numeric ids) on `/api/{collection}/{id}`.
 * Malformed JSON, query strings and multipart bodies are turned into 400s by `clientErrors` (apiErrors.ts), and
 * Payload's 501 for a path it has no handler for into a 404.
 */
const RANGES = { page: [0, 1_000_000], limit: [0, 10_000], depth: [0, 10] } as const
/** Paths under a collection that are not document ids (Payload's own endpoints and ours). */
const NOT_IDS = new Set([
  'me',
  'init',
  'access',
  'count',
  'versions',
  'login',
  'logout',
  'refresh-token',
  'unlock',
  'forgot-password',
  'reset-password',
  'first-register',
  'session',
  // A proof-of-work challenge for sign-up and sign-in (features/accounts/challengeEndpoint.ts).
  'challenge',
  'oauth',
  'verify',
  'file',
  'paste-url',
  // The jobs queue (payload-jobs) and job alerts' one-click unsubscribe.
  'run',
  'handle-schedules',
  'unsubscribe',
])

const messagesFor = (url: URL) => translator(url.searchParams.get('locale'), 'Api')
const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

export function guardRest(handler: Handler): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    for (const [name, [min, max]] of Object.entries(RANGES)) {
      const value = url.searchParams.get(name)
      if (value === null || value === '') continue
      const number = Number(value)
      if (!/^\d{1,9}$/.test(value) || number < min || number > max) {
        return refuse(400, messagesFor(url)('badParameter', { name, min: String(min), max: String(max) }))
      }
    }
    const { slug } = await context.params
    const [collection, id] = slug
    if (
      slug.length === 2 &&
      collection !== 'globals' &&
      collection !== 'payload-preferences' &&
      // The recruiters' workspace endpoints (/api/recruiting/board, …: features/recruiting/endpoints.ts).
      collection !== 'recruiting' &&
      id !== undefined &&
      !NOT_IDS.has(id) &&
      !/^\d{1,15}$/.test(id) &&
      ['GET', 'PATCH', 'DELETE'].includes(request.method)
    ) {
      return refuse(404, messagesFor(url)('notFound'))
    }
    const response = await handler(request, context)
    // Payload answers a path it has no handler for (an unknown collection, a closed built-in one) with 501.
    return response.status === 501 ? refuse(404, messagesFor(url)('notFound')) : response
  }
}
