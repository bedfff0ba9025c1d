import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import type { Where } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { confirmEmail } from '@/features/accounts/verification'
import { answerRepresentation } from '@/features/clients/representation'
import { replyToInterview } from '@/features/recruiting/interviewReplies'
import { redeemSignInLink } from '@/features/clients/signIn'
import { forgetRateLimit } from '@/lib/rateLimit'

import { makePdf } from '../fixtures/pdf'
import { graphql, rest, restRaw, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/**
 * Issue 14, item 12, and issue 26, finding 6: no input gets a 5xx. Bounded, property-based (fast-check, fixed seeds), through Payload's
 * real REST and GraphQL handlers, as a visitor, as a signed-in candidate (saved jobs, applications, uploads, profile
 * updates, GraphQL mutations) and as staff; each family fails on the first 5xx and prints it. The per-account and
 * per-address limits are cleared between cases (they are tested elsewhere), so every case reaches the code behind them.
 */
const COLLECTIONS = [
  // The client portal (issue 30).
  'clients',
  'client-contacts',
  'submittals',
  'requisitions',
  'client-views',
  'client-notices',
  'representation-requests',
  'client-sign-in-links',
  'vacancy-attachments',
  'jobs',
  'open-days',
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
  'placements',
  'fee-agreements',
  'clients',
  'consent-events',
  'retention-rules',
  'legal-holds',
  'privacy-notices',
  'salary-rounds',
  'salary-report-requests',
  'notification-settings',
  'notification-messages',
  'push-subscriptions',
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
let address = 0
const fresh = () => ({ 'x-forwarded-for': `10.80.${Math.floor(++address / 250) % 250}.${address % 250}` })
const RUNS = 300

/** `where[or][0][id][equals]=0&where[or][1]…`: a `where` of `count` OR terms. */
const manyOrs = (count: number) => Array.from({ length: count }, (_, i) => `where[or][${i}][id][equals]=${i}`).join('&')

/** JSON bodies that are not an object of fields, and bodies that are not JSON at all (issue 26, finding 6). */
const notAnObject = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '5', '-1.5e3', '"x"', '""', '[]', '[{}]', '[null]', 'not json', '{"a":', '\u0000'),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 20 }),
)

const fiveHundreds: string[] = []
const check = (label: string, status: number) => {
  if (status >= 500) fiveHundreds.push(`${status} ${label}`)
  return status < 500
}

describe('bad input never gets a 5xx', () => {
  beforeAll(async () => {
    await getTestPayload()
  })
  // Each family reports its own 5xx answers.
  beforeEach(() => {
    fiveHundreds.length = 0
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
      // Issue 26, finding 6.
      ['GET /api/jobs?where[id][equals][0][1]=x', () => rest('GET', '/jobs?where[id][equals][0][1]=x')],
      ...['all', 'within', 'near', 'intersects'].map((operator): [string, () => Promise<Response>] => [
        `GET /api/jobs?where[title][${operator}]=x`,
        () => rest('GET', `/jobs?where[title][${operator}]=1,2`),
      ]),
      ['GET /api/jobs with 1,000 OR terms', () => rest('GET', `/jobs?${manyOrs(1000)}`)],
      ...['null', 'true', '5', '"x"', '[1]', 'not json'].flatMap((body) =>
        ['/candidates', '/applications', '/saved-jobs'].map((path): [string, () => Promise<Response>] => [
          `POST /api${path} ${body}`,
          () => restRaw('POST', path, { headers: { 'content-type': 'application/json' }, body }),
        ]),
      ),
    ]
    const failures: string[] = []
    for (const [label, run] of cases) {
      const response = await run()
      if (response.status >= 500) failures.push(`${response.status} ${label}: ${(await response.text()).slice(0, 200)}`)
    }
    expect(failures).toEqual([])
  })

  it('issue 26, finding 6: what gave a 500 is a 400 that says why, and no SQL is logged', async () => {
    const payload = await getTestPayload()
    const logged = vi.spyOn(payload.logger, 'error')
    const cases: [string, () => Promise<Response>, RegExp][] = [
      ['where[id][equals][0][1]=x', () => rest('GET', '/jobs?where[id][equals][0][1]=x'), /filter value must be text/],
      ['where[title][all]=x', () => rest('GET', '/jobs?where[title][all]=x'), /operator "all" is not supported/],
      ['where[title][within]', () => rest('GET', '/jobs?where[title][within]=1,2'), /operator "within" is not supported/],
      ['where[id][near]', () => rest('GET', '/jobs?where[id][near]=1,2,3'), /operator "near" is not supported/],
      ['1,000 OR terms', () => rest('GET', `/jobs?${manyOrs(1000)}`), /too many conditions \(at most 100\)/],
      [
        '1,000 OR terms in a POST read as a GET',
        () =>
          restRaw('POST', '/jobs', {
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-http-method-override': 'GET' },
            body: manyOrs(1000),
          }),
        /too many conditions \(at most 100\)/,
      ],
      ['where[createdAt][equals]=abc', () => rest('GET', '/jobs?where[createdAt][equals]=abc'), /must be a date/],
      ['ar: 1,000 OR terms', () => rest('GET', `/jobs?locale=ar&${manyOrs(1000)}`), /شروط أكثر من المسموح/],
      [
        'POST /candidates null',
        () => restRaw('POST', '/candidates', { headers: { 'content-type': 'application/json' }, body: 'null' }),
        /must be a JSON object/,
      ],
      [
        'POST /applications true',
        () => restRaw('POST', '/applications', { headers: { 'content-type': 'application/json' }, body: 'true' }),
        /must be a JSON object/,
      ],
      [
        'POST /saved-jobs 5',
        () => restRaw('POST', '/saved-jobs', { headers: { 'content-type': 'application/json' }, body: '5' }),
        /must be a JSON object/,
      ],
      [
        'PATCH /candidates/1 []',
        () => restRaw('PATCH', '/candidates/1', { headers: { 'content-type': 'application/json' }, body: '[]' }),
        /must be a JSON object/,
      ],
      [
        'POST /candidates not json',
        () => restRaw('POST', '/candidates', { headers: { 'content-type': 'application/json' }, body: 'nope' }),
        /not valid JSON/,
      ],
    ]
    for (const [label, run, message] of cases) {
      const response = await run()
      expect(response.status, label).toBe(400)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message, label).toMatch(message)
    }
    // Staff's filters still work: a few ORs nested in ANDs, lists for `in`.
    const staff = await signIn(ADMIN.email, ADMIN.password)
    const nested = await rest(
      'GET',
      '/jobs?where[or][0][and][0][title][like]=engineer&where[or][0][and][1][id][in][0]=1&where[or][1][id][in]=1,2',
      {
        headers: staff,
      },
    )
    expect(nested.status).toBe(200)
    expect((await rest('GET', `/jobs?${manyOrs(100)}`)).status).toBe(200)
    expect(logged).not.toHaveBeenCalled()
    logged.mockRestore()
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

  it('REST where: operators, nested values, and/or depth and size (issue 26, finding 6)', async () => {
    const operator = fc.oneof(
      fc.constantFrom('equals', 'not_equals', 'in', 'not_in', 'like', 'contains', 'exists', 'greater_than', 'less_than_equal'),
      fc.constantFrom('all', 'within', 'near', 'intersects', 'nope', '', '0'),
    )
    const field = fc.constantFrom('id', 'title', 'status', 'industry', 'industry.name', 'closingDate', 'createdAt', 'nope', '0')
    const suffix = fc.constantFrom('', '[0]', '[]', '[0][1]', '[a]', '[0][0][0]')
    const nesting = fc.array(fc.tuple(fc.constantFrom('and', 'or', 'AND', 'x'), fc.constantFrom('0', '1', '999', 'a', '')), {
      maxLength: 7,
    })
    const term = fc
      .tuple(nesting, field, operator, suffix, text)
      .map(
        ([path, f, op, rest, value]) =>
          `where${path.map(([k, i]) => `[${k}][${i}]`).join('')}[${f}][${op}]${rest}=${encodeURIComponent(value)}`,
      )
    const query = fc.oneof(
      { weight: 4, arbitrary: fc.array(term, { minLength: 1, maxLength: 6 }).map((terms) => terms.join('&')) },
      { weight: 1, arbitrary: fc.integer({ min: 90, max: 1200 }).map(manyOrs) },
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('jobs', 'posts', 'candidates', 'applications', 'media'), query, async (collection, where) => {
        const response = await rest('GET', `/${collection}?${where}`)
        return check(`GET /${collection}?${where.slice(0, 160)}`, response.status)
      }),
      { seed: 2601, numRuns: RUNS },
    )
    expect(fiveHundreds).toEqual([])
  })

  it('REST writes whose JSON body is not an object (issue 26, finding 6)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/candidates', '/applications', '/saved-jobs', '/candidates/1', '/jobs', '/candidates/login'),
        fc.constantFrom('POST', 'PATCH'),
        notAnObject,
        async (path, method, body) => {
          const response = await restRaw(method as 'POST', path, { headers: { 'content-type': 'application/json', ...fresh() }, body })
          return check(`${method} ${path} ${body.slice(0, 60)}`, response.status)
        },
      ),
      { seed: 2602, numRuns: RUNS },
    )
    expect(fiveHundreds).toEqual([])
  })

  it('notification endpoints: odd queries, bodies and signed webhook events (issue 34)', async () => {
    const secret = 'fuzz-app-secret-0123456789'
    const saved = { ...process.env }
    Object.assign(process.env, {
      WHATSAPP_TOKEN: 'fuzz-token-0123456789',
      WHATSAPP_PHONE_NUMBER_ID: '123456789012',
      WHATSAPP_APP_SECRET: secret,
      WHATSAPP_VERIFY_TOKEN: 'fuzz-verify-token',
    })
    const event = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }),
      fc.record({
        object: text,
        entry: fc.oneof(
          text,
          fc.array(
            fc.record({
              changes: fc.oneof(
                text,
                fc.array(
                  fc.record({
                    value: fc.record({
                      messages: fc.oneof(
                        text,
                        fc.array(
                          fc.record({
                            from: text,
                            type: fc.constantFrom('text', 'button', 'x'),
                            text: fc.record({ body: fc.oneof(text, fc.constantFrom('STOP', 'إيقاف')) }),
                          }),
                        ),
                      ),
                      statuses: fc.oneof(
                        text,
                        fc.array(
                          fc.record({
                            id: text,
                            status: fc.constantFrom('failed', 'sent'),
                            errors: fc.oneof(text, fc.jsonValue({ maxDepth: 2 })),
                          }),
                        ),
                      ),
                    }),
                  }),
                ),
              ),
            }),
          ),
        ),
      }),
    )
    try {
      await fc.assert(
        fc.asyncProperty(event, text, text, fc.boolean(), async (body, key, value, sign) => {
          const raw = JSON.stringify(body) ?? 'null'
          const signature = sign
            ? `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
            : `sha256=${Buffer.from(value).toString('hex').slice(0, 64)}`
          const webhook = await restRaw('POST', '/notify/whatsapp', {
            body: raw,
            headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          })
          const verify = await restRaw(
            'GET',
            `/notify/whatsapp?hub.mode=${encodeURIComponent(key)}&hub.verify_token=${encodeURIComponent(value)}&hub.challenge=${encodeURIComponent(value)}`,
          )
          const subscribe = await restRaw('POST', '/notify/push', { body: raw, headers: { 'content-type': 'application/json' } })
          const templates = await rest('GET', `/notify/templates?${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          return (
            check(`POST /notify/whatsapp ${raw.slice(0, 80)}`, webhook.status) &&
            check(`GET /notify/whatsapp ${key} ${value}`, verify.status) &&
            check(`POST /notify/push ${raw.slice(0, 80)}`, subscribe.status) &&
            check('GET /notify/templates', templates.status)
          )
        }),
        { seed: 3401, numRuns: RUNS },
      )
    } finally {
      for (const name of ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
    }
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

  describe('signed in', () => {
    const PASSWORD = 'fuzzing the souq 9'
    let candidate: { Authorization: string }
    let candidateId: number
    let recruiter: { Authorization: string }
    let editor: { Authorization: string }
    let admin: { Authorization: string }
    let jobs: number[]
    let cv: number
    /** What staff may change in this test without touching what other tests read (seeded jobs and posts are left alone). */
    const targets: Record<string, number> = {}
    const freshLimits = () =>
      Promise.all([forgetRateLimit('upload', `candidates:${candidateId}`), forgetRateLimit('apply', `candidates:${candidateId}`)])
    /** Ids: real ones (so the code past "not found" runs), missing ones and junk. */
    const id = () => fc.oneof(fc.constantFrom(...jobs, cv, candidateId, 1, 999_999), text)

    beforeAll(async () => {
      const payload = await getTestPayload()
      const doc = await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        data: {
          email: 'fuzz@example.com',
          password: PASSWORD,
          fullName: 'Fuzz Candidate',
          phoneNumber_1: '+966501234567',
          city: 'Riyadh',
          state: 'Riyadh',
          skills: 'Testing',
        },
      })
      candidateId = doc.id
      const login = await rest('POST', '/candidates/login', {
        body: { email: 'fuzz@example.com', password: PASSWORD },
        headers: { 'x-forwarded-for': '10.78.0.1' },
      })
      candidate = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
      for (const role of ['recruiter', 'editor'] as const) {
        await payload.create({
          collection: 'users',
          overrideAccess: true,
          data: { email: `fuzz-${role}@example.com`, password: PASSWORD, roles: [role] },
        })
      }
      recruiter = await signIn('fuzz-recruiter@example.com', PASSWORD)
      editor = await signIn('fuzz-editor@example.com', PASSWORD)
      admin = await signIn(ADMIN.email, ADMIN.password)
      jobs = (await payload.find({ collection: 'jobs', limit: 5, depth: 0, overrideAccess: false })).docs.map((j) => j.id)
      const uploaded = await restUpload(
        '/candidate-cvs',
        { name: 'cv.pdf', type: 'application/pdf', data: makePdf('Fuzz') },
        { headers: candidate },
      )
      cv = ((await uploaded.json()) as { doc: { id: number } }).doc.id
      const subject = (await payload.find({ collection: 'contact-subjects', limit: 1, depth: 0 })).docs[0]!
      const message = await payload.create({
        collection: 'contact-submissions',
        data: {
          name: 'Fuzz',
          email: 'fuzz@example.com',
          phone: '+966501234567',
          subject: subject.id,
          message: 'A message to fuzz.',
          status: 'new',
          submissionId: 'fuzz-1',
        },
      })
      const applied = await rest('POST', '/applications', {
        headers: candidate,
        body: {
          job: jobs[0],
          cv,
          fullName: 'Fuzz Candidate',
          phoneNumber: '+966501234567',
          city: 'Riyadh',
          state: 'Riyadh',
          skills: 'Testing',
        },
      })
      const staffUser = (await payload.find({ collection: 'users', where: { email: { equals: 'fuzz-editor@example.com' } }, limit: 1 }))
        .docs[0]!
      Object.assign(targets, {
        applications: ((await applied.json()) as { doc: { id: number } }).doc.id,
        candidates: candidateId,
        'contact-submissions': message.id,
        users: staffUser.id,
      })
    })

    it('candidate writes: saved jobs, applications, profile updates, deletes', async () => {
      const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...jobs), fc.constant(cv))
      const field = fc.constantFrom(
        'job',
        'cv',
        'candidate',
        'status',
        'fullName',
        'phoneNumber',
        'phoneNumber_1',
        'phoneNumber_2',
        'city',
        'state',
        'skills',
        'coverLetter',
        'linkedin',
        'address',
        'email',
        'password',
        'currentPassword',
        'preferredLocale',
        'profilePic',
        'identities',
        'notes',
        'id',
        'locale',
        'eligibility',
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('saved-jobs', 'applications', 'candidates', 'candidate-cvs', 'candidate-pictures'),
          fc.dictionary(field, value),
          id(),
          fc.constantFrom('POST', 'PATCH', 'DELETE'),
          fc.constantFrom('', '?locale=ar', '?depth=3', '?draft=true'),
          async (collection, body, target, method, query) => {
            await freshLimits()
            const path =
              method === 'POST'
                ? `/${collection}${query}`
                : `/${collection}/${encodeURIComponent(String(target === cv && collection === 'candidates' ? candidateId : target))}${query}`
            const response = await rest(method as 'POST', path, { body: method === 'DELETE' ? undefined : body, headers: candidate })
            return check(`${method} ${path} as a candidate ${JSON.stringify(body).slice(0, 100)}`, response.status)
          },
        ),
        { seed: 1404, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('candidate writes whose JSON body is not an object (issue 26, finding 6)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'POST /candidates',
            'POST /applications',
            'POST /saved-jobs',
            'PATCH /candidates/:me',
            'PATCH /saved-jobs/1',
            'POST /notify/push',
            'POST /notify/push/remove',
          ),
          notAnObject,
          async (route, body) => {
            await freshLimits()
            const [method, path] = route.replace(':me', String(candidateId)).split(' ') as ['POST' | 'PATCH', string]
            const response = await restRaw(method, path, { headers: { 'content-type': 'application/json', ...candidate }, body })
            return check(`${method} ${path} as a candidate ${body.slice(0, 60)}`, response.status)
          },
        ),
        { seed: 2603, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('staff media uploads from a URL the safe fetch refuses or cannot get (issue 26, finding 6)', async () => {
      // Addresses that never leave the machine: private, loopback, link-local, unspecified, and junk.
      const url = fc.oneof(
        fc.constantFrom(
          'http://127.0.0.1:1/x.png',
          'http://localhost/x.png',
          'http://[::1]/x.png',
          'http://10.0.0.1/x.png',
          'http://192.168.1.1/x.png',
          'http://169.254.169.254/latest/meta-data/',
          'http://0.0.0.0/x.png',
          'ftp://127.0.0.1/x.png',
          'file:///etc/passwd',
          '/api/media/file/none.png',
          'x.png',
        ),
        fc
          .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 65535 }), text)
          .map(([octet, port, path]) => `http://127.0.0.${octet}:${port}/${encodeURIComponent(path)}`),
      )
      for (const address of ['http://127.0.0.1:1/x.png', 'http://localhost/x.png', 'http://169.254.169.254/latest/meta-data/']) {
        const refused = await rest('POST', '/media', { headers: editor, body: { url: address, filename: 'x.png', alt: 'Fuzz' } })
        expect(refused.status, address).toBe(400)
        expect(await refused.text(), address).toContain('The file could not be fetched from that address')
      }
      await fc.assert(
        fc.asyncProperty(url, fc.oneof(fc.constant('x.png'), text), async (address, filename) => {
          const response = await rest('POST', '/media', { headers: editor, body: { url: address, filename, alt: 'Fuzz' } })
          return check(`POST /media url=${address} filename=${filename}`, response.status)
        }),
        { seed: 2604, numRuns: 60 },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('candidate uploads: odd bytes, names, types and fields', async () => {
      const pdf = makePdf('Fuzz upload')
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.constant(pdf),
        fc.integer({ min: 0, max: pdf.length }).map((cut) => pdf.slice(0, cut)),
        fc.uint8Array({ maxLength: 32 }).map((junk) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk])),
        fc.uint8Array({ maxLength: 32 }).map((junk) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...junk])),
        fc.uint8Array({ maxLength: 32 }).map((junk) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...junk])),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('candidate-cvs', 'candidate-pictures'),
          bytes,
          fc.oneof(text, fc.constantFrom('cv.pdf', 'me.png', '../../x.pdf', 'a\u0000b.pdf', '.pdf', 'x'.repeat(300))),
          fc.oneof(text, fc.constantFrom('application/pdf', 'image/png', 'image/svg+xml', 'text/html', '')),
          fc.dictionary(fc.constantFrom('purpose', 'owner', 'alt', 'filename', 'originalName', 'url'), text),
          async (collection, data, name, type, fields) => {
            await freshLimits()
            const response = await restUpload(`/${collection}`, { name: name || 'f', type, data }, { headers: candidate, fields })
            return check(
              `upload ${collection} ${name.slice(0, 20)} ${type} ${data.length} bytes ${JSON.stringify(fields)}`,
              response.status,
            )
          },
        ),
        { seed: 1405, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('candidate GraphQL mutations', async () => {
      const arg = fc.oneof(
        text.map((t) => JSON.stringify(t)),
        fc.constantFrom('null', '1', '"+966501234567"', '""', `"${cv}"`, '[]', '{}'),
      )
      const mutation = fc.oneof(
        fc
          .tuple(arg, arg, arg, arg, arg, arg, arg)
          .map(
            ([a, b, c, d, e, f, g]) =>
              `mutation { updateMe(fullName: ${a}, city: ${b}, phoneNumber_1: ${c}, phoneNumber_2: ${d}, skills: ${e}, state: ${f}, pic: ${g}) { fullName } }`,
          ),
        fc.tuple(arg, arg).map(([a, b]) => `mutation { changePassword(oldPassword: ${a}, newPassword: ${b}) }`),
        arg.map((a) => `mutation { forgetPasswordUser(email: ${a}) }`),
        fc
          .tuple(arg, arg)
          .map(([a, b]) => `mutation { updateCandidate(id: ${candidateId}, data: { fullName: ${a}, email: ${b} }) { id } }`),
        fc.tuple(arg, arg).map(([a, b]) => `mutation { createSavedJob(data: { job: ${a}, candidate: ${b} }) { id } }`),
        fc
          .tuple(arg, arg)
          .map(
            ([a, b]) =>
              `mutation { createApplication(data: { job: ${a}, cv: ${b}, fullName: "Fuzz", phoneNumber: "+966501234567", city: "x", state: "y", skills: "z" }) { id } }`,
          ),
        id().map((i) => `mutation { deleteSavedJob(id: ${JSON.stringify(i)}) { id } }`),
        fc.constantFrom('{ fetchMe { email profilePic { url } } }', '{ Applications { docs { id notes job { title } } } }'),
      )
      await fc.assert(
        fc.asyncProperty(mutation, fc.constantFrom('en', 'ar'), async (query, locale) => {
          await freshLimits()
          const result = await graphql(query, {
            headers: { ...candidate, 'x-forwarded-for': `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
            locale,
          })
          return check(`GraphQL as a candidate ${query.slice(0, 120)}`, result.status)
        }),
        { seed: 1406, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('devices for notifications, a candidate’s and a recruiter’s, with odd bodies (issue 34)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const key = fc.oneof(text, fc.stringMatching(/^[A-Za-z0-9_-]{80,100}$/), fc.stringMatching(/^[A-Za-z0-9_-]{16,30}$/))
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record(
          {
            endpoint: fc.oneof(
              text,
              fc.webUrl(),
              text.map((t) => `https://fcm.googleapis.com/fcm/send/${encodeURIComponent(t)}`),
            ),
            keys: fc.oneof(text, fc.record({ p256dh: key, auth: key }, { requiredKeys: [] })),
            locale: fc.oneof(text, fc.constantFrom('en', 'ar')),
          },
          { requiredKeys: [] },
        ),
      )
      await fc.assert(
        fc.asyncProperty(who, fc.constantFrom('/notify/push', '/notify/push/remove'), body, async ([role, headers], path, sent) => {
          const response = await restRaw('POST', path, {
            headers: { 'content-type': 'application/json', ...headers() },
            body: JSON.stringify(sent) ?? 'null',
          })
          return check(`POST ${path} as ${role} ${JSON.stringify(sent)?.slice(0, 80)}`, response.status)
        }),
        { seed: 3402, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('notification messages of staff members and candidates: odd reads by recipient, and writes, as every role (issue 34)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const field = fc.constantFrom('user', 'candidate', 'key', 'purpose', 'template', 'status', 'user.email', 'candidate.email')
      const operator = fc.constantFrom('equals', 'in', 'not_in', 'exists', 'like', 'near')
      await fc.assert(
        fc.asyncProperty(
          who,
          fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
          field,
          operator,
          fc.oneof(text, fc.constantFrom('1', '0', '-1', 'true', 'null')),
          fc.dictionary(field, fc.oneof(text, fc.jsonValue({ maxDepth: 2 }))),
          async ([role, headers], method, key, op, value, body) => {
            const path =
              method === 'GET'
                ? `/notification-messages?where[${key}][${op}]=${encodeURIComponent(value)}&sort=${encodeURIComponent(key)}&depth=1`
                : method === 'POST'
                  ? '/notification-messages'
                  : `/notification-messages/${encodeURIComponent(value)}`
            const response = await rest(method as 'GET', path, {
              body: method === 'POST' || method === 'PATCH' ? body : undefined,
              headers: headers(),
            })
            return check(`${method} ${path} as ${role} ${JSON.stringify(body).slice(0, 80)}`, response.status)
          },
        ),
        { seed: 3403, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('client portal endpoints and sign-in links with odd ids, bodies and tokens (issue 30)', async () => {
      const payload = await getTestPayload()
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['recruiter', () => recruiter] as const,
        ['admin', () => admin] as const,
      )
      const route = fc.constantFrom(
        'POST /portal/submit',
        'POST /portal/consent-requests',
        'POST /portal/submittals/:id/release',
        'GET /portal/submittals/:id/cv',
        'POST /portal/requisitions/:id/draft-job',
        'POST /portal/contacts/:id/send-link',
      )
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.record(
          {
            applications: fc.oneof(fc.array(fc.oneof(fc.integer(), text)), text),
            cvKind: text,
            summary: text,
            salaryExpectation: fc.oneof(fc.double(), text),
          },
          { requiredKeys: [] },
        ),
        fc.record({ application: fc.oneof(fc.integer(), text) }, { requiredKeys: [] }),
      )
      await fc.assert(
        fc.asyncProperty(who, route, id(), body, async ([role, headers], r, target, sent) => {
          const [method, template] = r.split(' ') as ['GET' | 'POST', string]
          const path = template.replace(':id', encodeURIComponent(String(target)))
          const response = await rest(method, path, { body: method === 'GET' ? undefined : sent, headers: headers() })
          return check(`${r} ${path} as ${role} ${JSON.stringify(sent).slice(0, 80)}`, response.status)
        }),
        { seed: 1410, numRuns: RUNS },
      )
      await fc.assert(
        fc.asyncProperty(text, async (token) => {
          const used = await redeemSignInLink(payload, token)
          const answered = await answerRepresentation(payload, { token, agree: true, locale: 'en' })
          return used.ok === false && answered === null
        }),
        { seed: 1411, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('a signed-in client contact: odd reads, writes, uploads and GraphQL on every collection, and nothing of another client comes back (issue 30)', async () => {
      const payload = await getTestPayload()
      const { issueSignInLink } = await import('@/features/clients/signIn')
      const owner = (await payload.find({ collection: 'users', where: { email: { equals: 'fuzz-recruiter@example.com' } }, limit: 1 }))
        .docs[0]!
      // Two clients, each with a contact, a vacancy request and its job description; contact A fuzzes.
      const made: Record<'A' | 'B', { client: number; contact: number }> = { A: { client: 0, contact: 0 }, B: { client: 0, contact: 0 } }
      for (const key of ['A', 'B'] as const) {
        const client = await payload.create({
          collection: 'clients',
          data: { name: `Fuzz Client ${key}`, accountManager: owner.id, status: 'active' },
          overrideAccess: true,
        })
        const contact = await payload.create({
          collection: 'client-contacts',
          data: {
            name: `Fuzz Contact ${key}`,
            email: `fuzz-contact-${key.toLowerCase()}@client.example`,
            client: client.id,
            preferredLocale: 'en',
            status: 'active',
          },
          overrideAccess: true,
        })
        const requisition = await payload.create({
          collection: 'requisitions',
          data: {
            client: client.id,
            contact: contact.id,
            title: `Fuzz vacancy ${key}`,
            description: 'A vacancy to fuzz.',
            status: 'received',
          },
          overrideAccess: true,
        })
        const data = Buffer.from(makePdf(`Fuzz job description ${key}`))
        await payload.create({
          collection: 'vacancy-attachments',
          data: { client: client.id, contact: contact.id, requisition: requisition.id, originalName: 'jd.pdf' },
          file: { data, mimetype: 'application/pdf', name: `fuzz-${key}.pdf`, size: data.length },
          overrideAccess: true,
        })
        made[key] = { client: client.id, contact: contact.id }
      }
      const used = await redeemSignInLink(payload, await issueSignInLink(payload, made.A.contact))
      if (!used.ok) throw new Error(used.problem)
      const contactA = { Cookie: `nk_client=${used.session.token}` }
      // What contact A may ever see of the portal's collections: client A's, by the rules (access/clientContacts.ts).
      const portal = ['clients', 'client-contacts', 'requisitions', 'submittals', 'vacancy-attachments'] as const
      const allowed = new Map<string, Set<number>>()
      for (const collection of portal) {
        const where: Where =
          collection === 'clients'
            ? { id: { equals: made.A.client } }
            : collection === 'client-contacts'
              ? { id: { equals: made.A.contact } }
              : { client: { equals: made.A.client } }
        const { docs } = await payload.find({ collection, where, depth: 0, pagination: false, overrideAccess: true })
        allowed.set(collection, new Set(docs.map((d) => d.id)))
      }
      const leaks: string[] = []
      const seen = (collection: string, docs: { id: number }[] | undefined, label: string) => {
        const mine = allowed.get(collection)
        for (const doc of docs ?? []) if (mine ? !mine.has(doc.id) : true) leaks.push(`${label}: ${collection} ${doc.id}`)
      }
      const collection = fc.constantFrom(...portal, 'candidates', 'applications', 'candidate-cvs', 'placements', 'consent-events', 'users')
      const query = fc.oneof(
        text.map((v) => `where[client][equals]=${encodeURIComponent(v)}`),
        fc.constantFrom(
          `where[client][equals]=${made.B.client}`,
          `where[client][not_equals]=${made.A.client}`,
          `where[or][0][client][equals]=${made.B.client}&where[or][1][id][exists]=true`,
          `where[requisition.client][equals]=${made.B.client}`,
          'depth=3',
          'draft=true',
          'locale=ar&fallback-locale=en',
          'limit=0',
          'sort=-client',
        ),
        fc.tuple(text, text).map(([k, v]) => `where[${encodeURIComponent(k)}][like]=${encodeURIComponent(v)}`),
      )
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.dictionary(
          fc.constantFrom('client', 'contact', 'requisition', 'status', 'title', 'job', 'application', 'candidate', 'email'),
          fc.oneof(text, fc.constantFrom(made.A.client, made.B.client)),
        ),
      )
      const ids = fc.oneof(fc.constantFrom(made.A.client, made.B.client, made.A.contact, made.B.contact, 1, 999_999), text)
      await fc.assert(
        fc.asyncProperty(
          collection,
          fc.constantFrom('GET', 'GET', 'POST', 'PATCH', 'DELETE', 'UPLOAD', 'GRAPHQL', 'PORTAL'),
          query,
          body,
          ids,
          async (slug, method, q, data, target) => {
            const headers = { ...contactA, ...fresh() }
            const label = `${method} ${slug} ${q} ${JSON.stringify(data).slice(0, 60)} as contact A`
            if (method === 'GET') {
              const list = await rest('GET', `/${slug}?${q}`, { headers })
              if (list.status === 200) seen(slug, ((await list.json()) as { docs?: { id: number }[] }).docs, label)
              const one = await rest('GET', `/${slug}/${encodeURIComponent(String(target))}?${q}`, { headers })
              if (one.status === 200) seen(slug, [(await one.json()) as { id: number }], label)
              return check(label, list.status) && check(`${label} /${target}`, one.status)
            }
            if (method === 'UPLOAD') {
              const response = await restUpload(
                `/${slug}`,
                { name: 'jd.pdf', type: 'application/pdf', data: makePdf('Fuzz upload') },
                { headers, fields: typeof data === 'object' && data && !Array.isArray(data) ? data : {} },
              )
              return check(label, response.status) && response.status !== 201
            }
            if (method === 'GRAPHQL') {
              const name = slug.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
              const answer = await graphql<Record<string, { docs?: { id: number }[] } | null>>(
                `{ ${name}(where: { OR: [{ client: { equals: ${JSON.stringify(String(target))} } }, { id: { exists: true } }] }, limit: 50) { docs { id } } }`,
                { headers },
              )
              seen(
                slug,
                answer.data?.[name]?.docs?.map((d) => ({ id: Number(d.id) })),
                label,
              )
              return check(label, answer.status)
            }
            if (method === 'PORTAL') {
              const path = `/portal/submittals/${encodeURIComponent(String(target))}/cv`
              return check(`GET ${path} as contact A`, (await rest('GET', path, { headers })).status)
            }
            const path = method === 'POST' ? `/${slug}` : `/${slug}/${encodeURIComponent(String(target))}`
            const response = await rest(method as 'POST', path, { body: method === 'DELETE' ? undefined : data, headers })
            // A contact writes nothing through the API: the portal's actions are their only writes.
            return check(label, response.status) && ![200, 201].includes(response.status)
          },
        ),
        { seed: 3012, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
      expect(leaks).toEqual([])
      // Client B's documents are all still there.
      for (const collection of ['requisitions', 'vacancy-attachments'] as const)
        expect((await payload.count({ collection, where: { client: { equals: made.B.client } }, overrideAccess: true })).totalDocs).toBe(1)
    })

    it('address confirmation links and answers to interviews with odd tokens, ids and notes (issue 28)', async () => {
      const payload = await getTestPayload()
      // The welcome email's link and the candidate's answers to interviews take anything without a 500.
      await fc.assert(
        fc.asyncProperty(text, fc.oneof(fc.integer(), fc.double(), text), text, async (token, interview, note) => {
          const confirmed = await confirmEmail(payload, token)
          const answered = await replyToInterview(payload, {
            candidateId,
            interviewId: Number(interview),
            reply: note.length % 2 ? 'reschedule' : 'confirmed',
            note,
          })
          return confirmed === 'invalid' && answered === 'invalid'
        }),
        { seed: 1412, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('staff reads and writes: jobs, posts, applications, candidates, contact messages', async () => {
      const staff = fc.constantFrom(
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const field = fc.constantFrom(
        'title',
        'status',
        'slug',
        'referenceCode',
        'industry',
        'location',
        'closingDate',
        'salaryMin',
        'notes',
        '_status',
        'body',
        'email',
        'roles',
        'fullName',
        'where',
        'job',
        'kind',
        'months',
        'candidate',
        'application',
        'reason',
        'active',
        'purpose',
        'lines',
        'lineCount',
        'name',
      )
      await fc.assert(
        fc.asyncProperty(
          staff,
          fc.constantFrom(
            'jobs',
            'posts',
            'applications',
            'candidates',
            'contact-submissions',
            'users',
            'media',
            'retention-rules',
            'legal-holds',
            'consent-events',
            'salary-rounds',
            'salary-report-requests',
          ),
          fc.constantFrom('GET', 'POST', 'PATCH'),
          fc.dictionary(field, fc.oneof(text, fc.jsonValue({ maxDepth: 2 }))),
          text,
          text,
          async ([role, headers], collection, method, body, key, value) => {
            const path =
              method === 'GET'
                ? `/${collection}?where[${encodeURIComponent(key)}][like]=${encodeURIComponent(value)}&sort=${encodeURIComponent(key)}&depth=2`
                : method === 'PATCH'
                  ? `/${collection}/${targets[collection] ?? 999_999}`
                  : `/${collection}`
            const response = await rest(method as 'GET', path, { body: method === 'GET' ? undefined : body, headers: headers() })
            return check(`${method} ${path} as ${role} ${JSON.stringify(body).slice(0, 100)}`, response.status)
          },
        ),
        { seed: 1407, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })
    it('placements and fee agreements: odd amounts, percentages, splits, dates, early exits, replacements and report periods (issue 31)', async () => {
      const payload = await getTestPayload()
      const agreement = (await payload.find({ collection: 'fee-agreements', limit: 1, depth: 0 })).docs[0]!
      const placement = (await payload.find({ collection: 'placements', limit: 1, depth: 0 })).docs[0]!
      const staff = fc.constantFrom(['recruiter', () => recruiter] as const, ['admin', () => admin] as const)
      const amount = fc.oneof(
        text,
        fc.constantFrom('25,000.00', '1.2345', '١٢٣', '99999999999999999', '-5', '0.001', '1e3'),
        fc.integer().map(String),
      )
      const field = fc.constantFrom(
        'monthlyBasic',
        'monthlyAllowances',
        'startDate',
        'hireDate',
        'paidOn',
        'agreement',
        'client',
        'status',
        'serviceLine',
        'percentage',
        'flatFee',
        'currency',
        'country',
        'feeKind',
        'base',
        'paymentTermsDays',
        'guaranteeDays',
        'feeMinor',
        'exitDate',
        'exitRemedy',
        'replaces',
        'guaranteeEndedAt',
        'creditNetMinor',
      )
      const splits = fc.array(fc.record({ recruiter: fc.oneof(fc.integer(), text), share: amount }), { maxLength: 4 })
      await fc.assert(
        fc.asyncProperty(
          staff,
          fc.constantFrom('placements', 'fee-agreements'),
          fc.constantFrom('POST', 'PATCH', 'REPORT'),
          fc.dictionary(field, fc.oneof(amount, fc.jsonValue({ maxDepth: 1 }))),
          fc.option(splits),
          text,
          text,
          async ([role, headers], collection, method, body, rows, period, format) => {
            if (method === 'REPORT' && format.length % 3 === 0) {
              // The numbers view's range form (a form post answered with the view's address).
              const body = `from=${encodeURIComponent(period)}&to=${encodeURIComponent(format)}`
              const response = await restRaw('POST', '/placements/numbers-range', {
                body,
                headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers() },
              })
              return check(`POST /placements/numbers-range ${body.slice(0, 120)} as ${role}`, response.status)
            }
            if (method === 'REPORT') {
              const path = `/placements/${format.length % 2 ? 'numbers' : 'invoice-lines'}?period=${encodeURIComponent(period)}&format=${encodeURIComponent(format)}`
              return check(`GET ${path} as ${role}`, (await rest('GET', path, { headers: headers() })).status)
            }
            const data = rows ? { ...body, splits: rows } : body
            const path =
              method === 'PATCH' ? `/${collection}/${collection === 'placements' ? placement.id : agreement.id}` : `/${collection}`
            const response = await rest(method, path, { body: data, headers: headers() })
            return check(`${method} ${path} as ${role} ${JSON.stringify(data).slice(0, 120)}`, response.status)
          },
        ),
        { seed: 3101, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('signed fee agreements and offers on a hire: hostile files, names, types, fields and offers, as every role (issue 31)', async () => {
      const me = (await (await rest('GET', '/users/me', { headers: admin })).json()) as { user: { id: number } }
      const pdf = makePdf('Signed agreement')
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.constant(pdf),
        fc.integer({ min: 0, max: pdf.length }).map((cut) => pdf.slice(0, cut)),
        fc.uint8Array({ maxLength: 32 }).map((junk) => new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...junk])),
        fc.uint8Array({ maxLength: 32 }).map((junk) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...junk])),
        fc.constant(new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>')),
      )
      const who = fc.constantFrom(
        ['admin', () => admin] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['candidate', () => candidate] as const,
        ['guest', () => ({})] as const,
      )
      const offer = fc.record(
        {
          application: fc.oneof(fc.constant(999_999), fc.integer(), text),
          startDate: fc.oneof(text, fc.constantFrom('2026-12-01', '2026-02-30', '0000-00-00', '9999-99-99')),
          monthlyBasic: fc.oneof(text, fc.constantFrom('25,000.00', '١٢٬٥٠٠٫٥٠', '9007199254741.0', '1e3', '-5')),
          monthlyAllowances: fc.oneof(text, fc.jsonValue({ maxDepth: 1 })),
          currency: fc.oneof(text, fc.constantFrom('SAR', 'KWD', 'USD')),
        },
        { requiredKeys: [] },
      )
      await fc.assert(
        fc.asyncProperty(
          who,
          fc.constantFrom('upload', 'move'),
          bytes,
          fc.oneof(text, fc.constantFrom('signed.pdf', '../../x.pdf', 'a\u0000b.pdf', '.pdf', 'x'.repeat(300))),
          fc.oneof(text, fc.constantFrom('application/pdf', 'text/html', 'image/svg+xml', '')),
          fc.dictionary(fc.constantFrom('note', 'originalName', 'filename', 'url', 'mimeType'), text),
          fc.array(offer, { maxLength: 3 }),
          async ([role, headers], kind, data, name, type, fields, offers) => {
            if (kind === 'move') {
              const body = { applications: [999_999], status: 'hired', offers }
              const response = await rest('POST', '/recruiting/move', { body, headers: headers() })
              return check(`move offers as ${role} ${JSON.stringify(offers).slice(0, 120)}`, response.status)
            }
            await forgetRateLimit('upload', `users:${me.user.id}`)
            const response = await restUpload('/fee-agreement-files', { name: name || 'f', type, data }, { headers: headers(), fields })
            return check(`upload fee-agreement-files as ${role} ${name.slice(0, 20)} ${type} ${data.length} bytes`, response.status)
          },
        ),
        { seed: 3102, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('staff salary survey imports, report PDFs and the placements round: odd bytes, names, forms, paths (issue 33)', async () => {
      for (const headers of [{}, recruiter, editor, admin])
        check(
          'POST /salary/placements',
          (await restRaw('POST', '/salary/placements', { body: 'x', headers: { ...headers, ...fresh() } })).status,
        )
      const bytes = fc.oneof(
        fc.uint8Array({ maxLength: 400 }),
        fc.string({ maxLength: 300 }).map((t) => new TextEncoder().encode(t)),
        fc.constantFrom(
          new TextEncoder().encode('organisation,industry\n"unclosed,quote\n'),
          new TextEncoder().encode(`${'a,'.repeat(5000)}\n`),
          new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
          new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0xff)]),
        ),
      )
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            () => recruiter,
            () => admin,
            () => editor,
          ),
          bytes,
          fc.constantFrom('round.csv', 'round.xlsx', '', '../../x.csv', 'ملف.csv'),
          fc.oneof(
            fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
            fc.constantFrom('{"name":"Round"}', '{', ''),
            text,
          ),
          fc.constantFrom('file', 'other'),
          async (headers, data, name, payloadField, fileField) => {
            const form = new FormData()
            form.append(fileField, new Blob([new Uint8Array(data)], { type: 'text/csv' }), name)
            form.append('_payload', payloadField)
            const response = await restRaw('POST', '/salary/import', { body: form, headers: { ...headers(), ...fresh() } })
            const template = await rest('GET', `/salary/template?format=${encodeURIComponent(payloadField.slice(0, 10))}`, {
              headers: headers(),
            })
            // The benchmark report's PDF with odd families, countries and languages in its path.
            const segment = (i: number) => encodeURIComponent(payloadField.slice(i * 8, i * 8 + 8) || 'x')
            const report = await rest('GET', `/salary/report/${segment(0)}/${segment(1)}/${segment(2)}`, { headers: headers() })
            return (
              check(`POST /salary/import ${name} ${payloadField.slice(0, 40)}`, response.status) &&
              check('GET /salary/template', template.status) &&
              check(`GET /salary/report ${payloadField.slice(0, 24)}`, report.status)
            )
          },
        ),
        { seed: 1433, numRuns: 120 },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('matching: suggested candidates with odd job ids, and eligibility with odd values, as every role (issue 32)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const level = fc.oneof(text, fc.constantFrom('native', 'basic', 'SA', 'yes', 'in-country'), fc.jsonValue({ maxDepth: 1 }))
      const eligibility = fc.dictionary(
        fc.constantFrom(
          'nationality',
          'residenceCountry',
          'visaStatus',
          'transferable',
          'gccYears',
          'arabic',
          'english',
          'expectedSalary',
          'expectedCurrency',
          'relocate',
          'matchSkills',
          'skills',
          'nationalsOnly',
          'residence',
          'allowIneligible',
        ),
        level,
      )
      await fc.assert(
        fc.asyncProperty(who, text, eligibility, fc.boolean(), async ([role, headers], id, body, read) => {
          await freshLimits()
          if (read) {
            const path = `/matching/suggestions/${encodeURIComponent(id)}`
            return check(`GET ${path} as ${role}`, (await rest('GET', path, { headers: headers() })).status)
          }
          const path = role === 'candidate' ? `/candidates/${candidateId}` : `/jobs/${targets.jobs ?? 999_999}`
          // The stored skill ids (never written through the API) ride along with odd values.
          const { matchSkills, ...rest_ } = body as Record<string, unknown>
          const response = await rest('PATCH', path, {
            body: { eligibility: rest_, ...(matchSkills === undefined ? {} : { matchSkills }) },
            headers: headers(),
          })
          return check(`PATCH ${path} as ${role} ${JSON.stringify(body).slice(0, 100)}`, response.status)
        }),
        { seed: 3205, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('matching: invitations, talent pools and "not interested" with odd bodies, as every role (issue 32)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const value = fc.oneof(
        text,
        fc.integer({ min: -2, max: 2_000_000_000 }),
        fc.constantFrom(candidateId, targets.jobs ?? 1, 'sent', 'interested', 'declined', null),
        fc.jsonValue({ maxDepth: 2 }),
      )
      const body = fc.dictionary(
        fc.constantFrom('job', 'candidate', 'status', 'answeredAt', 'application', 'name', 'members', 'tags', 'notInterested'),
        value,
      )
      const route = fc.constantFrom(
        'POST /job-invitations',
        'PATCH /job-invitations/:id',
        'POST /talent-pools',
        'PATCH /talent-pools/:id',
        'PATCH /candidates/:me',
      )
      await fc.assert(
        fc.asyncProperty(
          who,
          route,
          fc.oneof(text, fc.integer({ min: -1, max: 99_999 }).map(String)),
          body,
          async ([role, headers], r, id, data) => {
            await freshLimits()
            const [method, template] = r.split(' ') as ['POST' | 'PATCH', string]
            const path = template.replace(':id', encodeURIComponent(id)).replace(':me', String(candidateId))
            const response = await rest(method, path, { body: data, headers: headers() })
            return check(`${method} ${path} as ${role} ${JSON.stringify(data).slice(0, 100)}`, response.status)
          },
        ),
        { seed: 3206, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('matching: smart pools, their members and bulk actions with odd bodies, as every role (issue 32)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['editor', () => editor] as const,
        ['admin', () => admin] as const,
      )
      const value = fc.oneof(
        text,
        fc.integer({ min: -2, max: 2_000_000_000 }),
        fc.constantFrom(candidateId, targets.jobs ?? 1, 'smart', 'static', 'SA', 'native', 'add', 'invite', null),
        fc.array(fc.oneof(fc.integer({ min: -1, max: 99_999 }), text), { maxLength: 4 }),
        fc.jsonValue({ maxDepth: 2 }),
      )
      const query = fc.dictionary(
        fc.constantFrom('keywords', 'city', 'country', 'nationality', 'minYears', 'arabic', 'english', 'referenceJob', 'minScore'),
        value,
      )
      const body = fc.record(
        {
          // Often a well-formed action on a few real ids, so the checks behind the body's shape run too.
          action: fc.oneof(fc.constantFrom('add', 'remove', 'tag', 'invite'), value),
          candidates: fc.oneof(
            fc.array(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constant(candidateId)), { minLength: 1, maxLength: 3 }),
            value,
          ),
          pool: fc.oneof(fc.integer({ min: 1, max: 60 }), value),
          job: fc.oneof(fc.constant(targets.jobs ?? 1), value),
          tags: fc.oneof(fc.array(text, { maxLength: 3 }), value),
          kind: value,
          name: value,
          query: fc.oneof(query, value),
        },
        { requiredKeys: [] },
      )
      const route = fc.constantFrom(
        'POST /matching/pools/bulk',
        'GET /matching/pools/:id/members',
        'POST /talent-pools',
        'PATCH /talent-pools/:id',
      )
      await fc.assert(
        fc.asyncProperty(
          who,
          route,
          fc.oneof(text, fc.integer({ min: -1, max: 99_999 }).map(String)),
          body,
          async ([role, headers], r, id, data) => {
            await freshLimits()
            const [method, template] = r.split(' ') as ['POST' | 'PATCH' | 'GET', string]
            const path = template.replace(':id', encodeURIComponent(id))
            const response = await rest(method, path, { body: method === 'GET' ? undefined : data, headers: headers() })
            return check(`${method} ${path} as ${role} ${JSON.stringify(data).slice(0, 100)}`, response.status)
          },
        ),
        { seed: 3207, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })

    it('job alerts and the consent record: odd writes, reads by address, unsubscribe links, as every role (issue 29)', async () => {
      const who = fc.constantFrom(
        ['visitor', () => ({})] as const,
        ['candidate', () => candidate] as const,
        ['recruiter', () => recruiter] as const,
        ['admin', () => admin] as const,
      )
      const field = fc.constantFrom(
        'email',
        'candidate',
        'frequency',
        'q',
        'status',
        'bouncedAt',
        'digestThrough',
        'nextDigestAt',
        'purpose',
        'action',
        'scopeKey',
        'wording',
        'language',
        'method',
        'at',
        'expiresAt',
      )
      const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('daily', 'alerts', 'granted', candidateId))
      await fc.assert(
        fc.asyncProperty(
          who,
          fc.constantFrom('job-alerts', 'consent-events', 'unsubscribe'),
          fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
          fc.dictionary(field, value),
          field,
          text,
          async ([role, headers], collection, method, body, key, value) => {
            await freshLimits()
            if (collection === 'unsubscribe') {
              const path = `/job-alerts/unsubscribe?alert=${encodeURIComponent(key === 'email' ? '1' : value)}&token=${encodeURIComponent(value)}`
              return check(
                `${method} ${path} as ${role}`,
                (await rest(method === 'GET' ? 'GET' : 'POST', path, { headers: headers() })).status,
              )
            }
            const path =
              method === 'GET'
                ? `/${collection}?where[${encodeURIComponent(key)}][equals]=${encodeURIComponent(value)}&sort=${encodeURIComponent(key)}`
                : method === 'POST'
                  ? `/${collection}`
                  : `/${collection}/${encodeURIComponent(value)}`
            const response = await rest(method as 'GET', path, {
              body: method === 'GET' || method === 'DELETE' ? undefined : body,
              headers: headers(),
            })
            return check(`${method} ${path} as ${role} ${JSON.stringify(body).slice(0, 100)}`, response.status)
          },
        ),
        { seed: 2906, numRuns: RUNS },
      )
      expect(fiveHundreds).toEqual([])
    })
  })
})
