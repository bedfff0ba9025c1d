import { translator } from '@/i18n/messages'

import { fieldTypes, MAX_NESTING, MAX_TERMS, whereProblem, type FieldTypeOf, type WhereProblem } from './whereLimits'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/**
 * Payload's REST routes behind a check of what Payload would choke on (SECURITY.md: bad input is a clear 4xx,
 * never a 500): paging numbers out of any sensible range (a 20-digit `page` overflows the database's offset)
 * and a document id that is not a number (every collection here has numeric ids) on `/api/{collection}/{id}`.
 * Malformed JSON, query strings and multipart bodies are turned into 400s by `clientErrors` (apiErrors.ts), and
 * Payload's 501 for a path it has no handler for into a 404.
 *
 * Issue 26, finding 6: a `where` Payload's adapters cannot run (an operator SQLite lacks, a value nested in lists,
 * a thousand ORs: whereLimits.ts), and a JSON body that is not an object (`null`, `true`, `5`, a list, which reached
 * the collections' hooks as their `data`), are 400s with the reason, before Payload reads them.
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

function whereMessage(url: URL, problem: WhereProblem): string {
  const t = messagesFor(url)
  switch (problem.reason) {
    case 'operator':
      return t('badWhereOperator', { operator: problem.operator.slice(0, 40) })
    case 'value':
      return t('badWhereValue')
    case 'terms':
      return t('tooManyWhereTerms', { max: String(MAX_TERMS) })
    case 'date':
      return t('badWhereDate', { field: problem.field })
    default:
      return t('badWhereShape', { max: String(MAX_NESTING) })
  }
}

/** The field types of the collection a path names (`/api/{collection}…`), from the site's Payload config. */
async function collectionFields(slug: string | undefined): Promise<FieldTypeOf | undefined> {
  if (!slug) return undefined
  const config = await (await import('@payload-config')).default
  const collection = config.collections.find((entry) => entry.slug === slug)
  return collection ? fieldTypes(collection.flattenedFields as never) : undefined
}

/**
 * The query a read is made with: the URL's, and for a POST that Payload reads as a GET (`X-HTTP-Method-Override`,
 * which the admin uses for long queries), the form-encoded body's too.
 */
async function queryOf(request: Request, url: URL): Promise<URLSearchParams> {
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method !== 'POST' || override !== 'GET' || request.headers.get('content-type') !== 'application/x-www-form-urlencoded')
    return url.searchParams
  return new URLSearchParams([...url.searchParams, ...new URLSearchParams(await request.clone().text())])
}

/**
 * The first problem of a join's `where` (`joins[applications][where][status][near]=…`, which Payload passes to the
 * joined collection's query just as a `where`), checked by the same rules, one join at a time. (A JSON body sent with
 * the method override is not a query: Payload's find reads only the query string, so its `where` is never run.)
 */
async function joinWhereProblem(query: URLSearchParams, slug: string | undefined): Promise<WhereProblem | null> {
  const joins = new Map<string, URLSearchParams>()
  for (const [key, value] of query) {
    const match = /^joins\[([^\][]*)\](\[where\].*)$/.exec(key)
    if (!match) continue
    const where = joins.get(match[1]!) ?? new URLSearchParams()
    where.append(`where${match[2]!.slice('[where]'.length)}`, value)
    joins.set(match[1]!, where)
  }
  if (!joins.size) return null
  const config = await (await import('@payload-config')).default
  const fields = config.collections.find((entry) => entry.slug === slug)?.flattenedFields ?? []
  for (const [name, where] of joins) {
    // The joined collection's field types, for dates and selects (`joins[applications]` → applications).
    const join = fields.find((field) => field.name === name && field.type === 'join') as { collection?: string } | undefined
    const problem = whereProblem(where, typeof join?.collection === 'string' ? await collectionFields(join.collection) : undefined)
    if (problem) return problem
  }
  return null
}

const isJson = (request: Request) => /^application\/(.+\+)?json\b/i.test(request.headers.get('content-type') ?? '')

/**
 * What is wrong with a JSON body, if anything: it does not parse, or it is not an object of fields. An empty body (a
 * logout, a refresh) is left to Payload. Read from a copy, so that Payload reads the same bytes.
 */
async function bodyProblem(request: Request): Promise<'invalidJson' | 'bodyNotObject' | null> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method) || !request.body || !isJson(request)) return null
  const text = await request.clone().text()
  if (!text.trim()) return null
  try {
    const body: unknown = JSON.parse(text)
    return body === null || typeof body !== 'object' || Array.isArray(body) ? 'bodyNotObject' : null
  } catch {
    return 'invalidJson'
  }
}

const PLACEMENT_ENDPOINTS = new Set(['numbers', 'invoice-lines', 'numbers-range'])

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
    const query = await queryOf(request, url)
    const problem =
      ([...query.keys()].some((key) => key.startsWith('where')) ? whereProblem(query, await collectionFields(slug[0])) : null) ??
      (await joinWhereProblem(query, slug[0]))
    if (problem) return refuse(400, whereMessage(url, problem))
    const body = await bodyProblem(request)
    if (body) return refuse(400, messagesFor(url)(body))
    const [collection, id] = slug
    if (
      slug.length === 2 &&
      collection !== 'globals' &&
      collection !== 'payload-preferences' &&
      // The recruiters' workspace endpoints (/api/recruiting/board, …: features/recruiting/endpoints.ts).
      collection !== 'recruiting' &&
      // The placements' own endpoints (/api/placements/numbers, /invoice-lines: features/placements/endpoints.ts).
      !(collection === 'placements' && PLACEMENT_ENDPOINTS.has(id ?? '')) &&
      // The salary survey's template download (/api/salary/template: features/salary/endpoints.ts).
      collection !== 'salary' &&
      // Notifications' endpoints (/api/notify/whatsapp, /api/notify/templates: features/notify/endpoints.ts).
      collection !== 'notify' &&
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
