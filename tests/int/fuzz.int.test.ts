import fc from 'fast-check'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { forgetRateLimit } from '@/lib/rateLimit'

import { makePdf } from '../fixtures/pdf'
import { graphql, rest, restRaw, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/**
 * Issue 14, item 12: no input gets a 5xx. Bounded, property-based (fast-check, fixed seeds), through Payload's
 * real REST and GraphQL handlers, as a visitor, as a signed-in candidate (saved jobs, applications, uploads, profile
 * updates, GraphQL mutations) and as staff; each family fails on the first 5xx and prints it. The per-account and
 * per-address limits are cleared between cases (they are tested elsewhere), so every case reaches the code behind them.
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
const RUNS = 300

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
      )
      await fc.assert(
        fc.asyncProperty(
          staff,
          fc.constantFrom('jobs', 'posts', 'applications', 'candidates', 'contact-submissions', 'users', 'media'),
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
  })
})
