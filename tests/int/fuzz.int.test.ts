import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest, restRaw, restUpload } from './helpers/http'
import { getTestPayload } from './helpers/payload'

/**
 * Issue 14, item 12: no input gets a 5xx. Bounded, property-based (fast-check, fixed seeds), through Payload's
 * real REST and GraphQL handlers; each family fails on the first 5xx and prints it.
 */
const COLLECTIONS = [
  'jobs',
  'posts',
  'pages',
  'services',
  'faqs',
  'candidates',
  'applications',
  'saved-jobs',
  'candidate-cvs',
  'media',
  'users',
]
const WEIRD = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '%7B',
  '{',
  '[]',
  'null',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '🙂',
  ' ',
  'true',
  '1.5',
  "' OR 1=1 --",
)
const text = fc.oneof(WEIRD, fc.string({ maxLength: 40 }), fc.integer().map(String))
const RUNS = 150

const fiveHundreds: string[] = []
const check = (label: string, status: number) => {
  if (status >= 500) fiveHundreds.push(`${status} ${label}`)
  return status < 500
}

describe('bad input never gets a 5xx', () => {
  beforeAll(async () => {
    await getTestPayload()
  })

  it('the reported cases', async () => {
    const cases: [string, () => Promise<Response>][] = [
      ['GET /api/jobs/abc', () => rest('GET', '/jobs/abc')],
      ['GET /api/jobs?page=99999999999999999999', () => rest('GET', '/jobs?page=99999999999999999999')],
      ['GET /api/jobs?where=%7B', () => rest('GET', '/jobs?where=%7B')],
      ['GET /api/jobs?limit=-5&sort=%00', () => rest('GET', '/jobs?limit=-5&sort=%00')],
      ['POST /api/saved-jobs {"job":999999}', () => rest('POST', '/saved-jobs', { body: { job: 999999 } })],
      [
        'POST multipart content type with a JSON body',
        () =>
          restRaw('POST', '/candidate-cvs', {
            headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
            body: '{"not":"multipart"}',
          }),
      ],
      [
        'a CV file name with NUL and CRLF',
        () =>
          restUpload('/candidate-cvs', {
            name: 'cv\u0000\r\nSet-Cookie: x=1.pdf',
            type: 'application/pdf',
            data: new TextEncoder().encode('%PDF-1.4\n%%EOF'),
          }),
      ],
    ]
    const failures: string[] = []
    for (const [label, run] of cases) {
      const response = await run()
      if (response.status >= 500) failures.push(`${response.status} ${label}: ${(await response.text()).slice(0, 200)}`)
    }
    expect(failures).toEqual([])
  })

  it('REST reads with odd ids and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COLLECTIONS), text, text, text, async (collection, id, key, value) => {
        const byId = await rest('GET', `/${collection}/${encodeURIComponent(id)}`)
        const query = await rest(
          'GET',
          `/${collection}?${encodeURIComponent(key)}=${encodeURIComponent(value)}&where[${encodeURIComponent(key)}][equals]=${encodeURIComponent(value)}`,
        )
        return check(`GET /${collection}/${id}`, byId.status) && check(`GET /${collection}?${key}=${value}`, query.status)
      }),
      { seed: 1401, numRuns: RUNS },
    )
    expect(fiveHundreds).toEqual([])
  })

  it('REST writes with odd bodies', async () => {
    const json = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.dictionary(fc.constantFrom('job', 'email', 'password', 'fullName', 'title', 'status', 'cv', 'id', 'where'), text),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...COLLECTIONS, 'candidates/login', 'users/login', 'candidates/forgot-password'),
        json,
        async (path, body) => {
          const response = await rest('POST', `/${path}`, {
            body,
            headers: { 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
          })
          const patch = await rest('PATCH', `/${path.split('/')[0]}/1`, { body })
          return (
            check(`POST /${path} ${JSON.stringify(body).slice(0, 80)}`, response.status) &&
            check(`PATCH /${path} ${JSON.stringify(body).slice(0, 80)}`, patch.status)
          )
        },
      ),
      { seed: 1402, numRuns: RUNS },
    )
    expect(fiveHundreds).toEqual([])
  })

  it('GraphQL documents, variables and fragments', async () => {
    const field = fc.constantFrom('Jobs', 'Posts', 'Candidates', 'Users', 'Job', 'fetchMe', '__schema', 'nope')
    const document = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .tuple(field, fc.integer({ min: -5, max: 500 }), fc.constantFrom('docs { id }', 'docs { title industry { name } }', '...F', ''))
        .map(([f, limit, body]) => `query { ${f}(limit: ${limit}) { ${body} } } fragment F on Job { id ...F }`),
      fc.constantFrom(
        'subscription { Jobs { docs { id } } }',
        'mutation { loginCandidate(email: 1) { token } }',
        '{ a: Jobs { docs { id } } a: Posts { docs { id } } }',
      ),
    )
    await fc.assert(
      fc.asyncProperty(document, fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 })), async (query, variables) => {
        const result = await graphql(query, { variables })
        return check(`GraphQL ${query.slice(0, 80)}`, result.status)
      }),
      { seed: 1403, numRuns: RUNS },
    )
    expect(fiveHundreds).toEqual([])
  })
})
