import { translator } from '@/i18n/messages'

import { clientAddress } from './clientAddress'
import { consumeRateLimit, RateLimitedError } from '../rateLimit'

type Handler = (request: Request) => Promise<Response>

const messagesFor = (request: Request) => translator(new URL(request.url).searchParams.get('locale'), 'Api')
const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** graphql-js adds "Did you mean …?" to validation errors, which lists the schema to anyone probing it. */
const SUGGESTION = / ?Did you mean [^?]*\?/g

const refusedWith = (errors: unknown[], production: boolean) =>
  new Response(production ? JSON.stringify({ errors }).replace(SUGGESTION, '') : JSON.stringify({ errors }), {
    status: 400,
    headers: { 'content-type': 'application/json', 'Cache-Control': 'no-store' },
  })

/**
 * `/api/graphql` around Payload's handler (SECURITY.md, "GraphQL"): a per-address rate limit (429), no field
 * suggestions in production, and a 400 with a clear message, never a bare 500 or a 200, for a document that is
 * refused (graphql-http answers validation errors with 200 to plain JSON clients, and an empty 500 for some
 * documents, such as a subscription). Cost, depth, aliases and `limit`
 * are checked by the validation rules in lib/graphqlLimits.ts.
 */
export function guardGraphQL(handler: Handler, { production = process.env.NODE_ENV === 'production' } = {}): Handler {
  return async (request) => {
    const address = clientAddress(request.headers)
    if (address) {
      try {
        await consumeRateLimit('graphql', address)
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error
        return json({ errors: [{ message: messagesFor(request)('tooManyRequests') }] }, 429, {
          'Retry-After': String(error.retryAfterSeconds),
        })
      }
    }
    let response: Response
    try {
      response = await handler(request)
    } catch {
      return json({ errors: [{ message: messagesFor(request)('graphqlRefused') }] }, 400)
    }
    if (response.status === 200 && !response.headers.get('content-type')?.includes('json')) return response
    const text = await response.text()
    if (response.status >= 500 && !text.trim()) return json({ errors: [{ message: messagesFor(request)('graphqlRefused') }] }, 400)
    let status = response.status
    if (status === 200) {
      // A refused document (parse or validation errors) has no `data` at all: a 400, whatever the Accept header.
      try {
        const body = JSON.parse(text) as { data?: unknown; errors?: unknown[] } | unknown[]
        // Several validation errors come back from graphql-http as a bare array of errors.
        if (Array.isArray(body)) return refusedWith(body, production)
        if (!(body.errors?.length && body.data === undefined)) return new Response(text, { status, headers: response.headers })
        status = 400
      } catch {
        return new Response(text, { status, headers: response.headers })
      }
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(production ? text.replace(SUGGESTION, '') : text, { status, headers })
  }
}
