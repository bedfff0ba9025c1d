import config from '@payload-config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

import { guardGraphQL } from '@/lib/http/graphqlGuard'
import { guardRest } from '@/lib/http/restGuard'

/**
 * Calls the real REST and GraphQL route handlers in-process (Payload's, behind
 * the site's guards, as src/app/(payload)/api serves them), with no server running.
 */
const handlers = {
  GET: guardRest(REST_GET(config)),
  POST: guardRest(REST_POST(config)),
  PATCH: guardRest(REST_PATCH(config)),
  DELETE: guardRest(REST_DELETE(config)),
}

export const ORIGIN = 'http://localhost:3000'

type Options = { body?: unknown; headers?: Record<string, string> }

/** A raw request to the REST route (any body, any content type). */
export async function restRaw(
  method: keyof typeof handlers,
  path: string,
  init: { body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const url = new URL(`/api${path}`, ORIGIN)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](new Request(url, { method, ...init }), { params: Promise.resolve({ slug }) })
}

export async function rest(method: keyof typeof handlers, path: string, { body, headers = {} }: Options = {}): Promise<Response> {
  const url = new URL(`/api${path}`, ORIGIN)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const request = new Request(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handlers[method](request, { params: Promise.resolve({ slug }) })
}

// The route's own guard (rate limit, 400s) included, as /api/graphql serves it.
const graphqlHandler = guardGraphQL(GRAPHQL_POST(config))

export async function graphql<T = Record<string, unknown>>(
  query: string,
  { variables, headers = {}, locale }: { variables?: Record<string, unknown>; headers?: Record<string, string>; locale?: string } = {},
): Promise<{ status: number; data?: T; errors?: { message: string }[] }> {
  const request = new Request(new URL(`/api/graphql${locale ? `?locale=${locale}` : ''}`, ORIGIN), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const response = await graphqlHandler(request)
  return { status: response.status, ...((await response.json()) as { data?: T; errors?: { message: string }[] }) }
}

/** Signs a staff member in through REST and returns the Authorization header. */
export async function signIn(email: string, password: string): Promise<{ Authorization: string }> {
  const response = await rest('POST', '/users/login', { body: { email, password } })
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** A multipart upload to Payload's REST handler (a file field plus `_payload` JSON). */
export async function restUpload(
  path: string,
  file: { name: string; type: string; data: Uint8Array },
  { fields = {}, headers = {} }: { fields?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<Response> {
  const url = new URL(`/api${path}`, ORIGIN)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(fields))
  const request = new Request(url, { method: 'POST', headers, body: form })
  return handlers.POST(request, { params: Promise.resolve({ slug }) })
}
