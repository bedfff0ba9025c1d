import { formatNames, toWords } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../fixtures/pdf'
import { graphql, rest, restUpload, signIn } from './helpers/http'
import { ADMIN, getTestPayload } from './helpers/payload'

/**
 * The access matrix (issue 14, SECURITY.md "Who can do what"): every role × every collection and global Payload
 * runs (its own built-in ones included) × every operation, over REST and over GraphQL. The rows come from the running config, so
 * a collection added without a row here fails the test.
 *
 * Cells: `yes` the role may (an answer other than 401/403), `no` it may not (401 or 403; nothing is written),
 * `closed` there is no such route for anyone (401, 403 or 404), `own`/`public` it may, limited to its own or the
 * published/open documents (reads: never more than staff see; writes: a missing id is refused like a foreign one,
 * so only "not a 5xx" is checked there, and tests/int/accounts and applications check A against B).
 * Writes are aimed at an id that does not exist and creates carry an empty body, so nothing changes: an
 * allowed role gets 404 or a validation error, a refused one 403.
 */
type Cell = 'yes' | 'no' | 'own' | 'public' | 'closed'
type Role = 'guest' | 'candidateA' | 'candidateB' | 'editor' | 'recruiter' | 'admin'
type Row = { read: Cell[]; create: Cell[]; update: Cell[]; delete: Cell[]; versions?: Cell[] }

//                       guest     candA     candB     editor  recruiter admin
const roles: Role[] = ['guest', 'candidateA', 'candidateB', 'editor', 'recruiter', 'admin']
const EDITORIAL: Row = {
  read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  delete: ['no', 'no', 'no', 'yes', 'no', 'yes'],
}
const DRAFTED: Row = {
  read: ['public', 'public', 'public', 'yes', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  delete: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
}
const TAXONOMY: Row = {
  ...EDITORIAL,
  create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
}
const CLOSED: Row = {
  read: ['no', 'no', 'no', 'no', 'no', 'no'],
  create: ['no', 'no', 'no', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'no', 'no', 'no', 'no', 'no'],
}
const CANDIDATE_FILES: Row = {
  read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
  create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'own', 'own', 'no', 'yes', 'yes'],
}
// CVs: the owner's own; a recruiter the CVs sent to the jobs they own (this one owns none); admins all.
const CANDIDATE_CVS: Row = {
  read: ['no', 'own', 'own', 'no', 'own', 'yes'],
  create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
  update: ['no', 'no', 'no', 'no', 'no', 'no'],
  delete: ['no', 'own', 'own', 'no', 'own', 'yes'],
}
const RECRUITING: Row = {
  read: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  update: ['no', 'no', 'no', 'no', 'yes', 'yes'],
  delete: ['no', 'no', 'no', 'no', 'yes', 'yes'],
}
const STAFF_ONLY: Row = {
  read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
  create: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
  update: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
  delete: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
}

const NO_ROUTE: Row = {
  read: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  create: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  update: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
  delete: ['closed', 'closed', 'closed', 'closed', 'closed', 'closed'],
}

const MATRIX: Record<string, Row> = {
  users: {
    read: ['no', 'no', 'no', 'own', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'yes'],
    update: ['no', 'no', 'no', 'own', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  media: EDITORIAL,
  // Recruiters change and delete the jobs they own or co-own (access/jobs.ts manageOwnJobs).
  jobs: {
    read: ['public', 'public', 'public', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'own', 'yes'],
  },
  industries: TAXONOMY,
  locations: TAXONOMY,
  pages: DRAFTED,
  services: DRAFTED,
  posts: DRAFTED,
  'blog-categories': EDITORIAL,
  faqs: EDITORIAL,
  'faq-categories': EDITORIAL,
  assessments: DRAFTED,
  partners: EDITORIAL,
  'team-members': EDITORIAL,
  testimonials: EDITORIAL,
  'contact-subjects': EDITORIAL,
  'contact-submissions': {
    read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  candidates: {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'candidate-pictures': CANDIDATE_FILES,
  'candidate-cvs': CANDIDATE_CVS,
  // The recruiter of this table owns no job (access/ownership.ts): their reads and writes reach nothing.
  applications: {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  interviews: {
    read: ['no', 'own', 'own', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'own', 'yes'],
    update: ['no', 'no', 'no', 'no', 'own', 'yes'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'email-templates': RECRUITING,
  'application-activities': {
    read: ['no', 'no', 'no', 'no', 'own', 'yes'],
    create: ['no', 'no', 'no', 'no', 'own', 'yes'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'saved-jobs': {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'own', 'own', 'no', 'yes', 'yes'],
  },
  // Each candidate has an alert (beforeAll), so an empty create is refused as a duplicate and "own" reads are told
  // apart from "all"; a visitor's alert is read by staff who may, never by a candidate.
  'job-alerts': {
    read: ['no', 'own', 'own', 'no', 'yes', 'yes'],
    create: ['no', 'yes', 'yes', 'no', 'no', 'no'],
    update: ['no', 'own', 'own', 'no', 'no', 'yes'],
    delete: ['no', 'own', 'own', 'no', 'no', 'yes'],
  },
  'indexing-notices': {
    read: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    create: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    delete: ['no', 'no', 'no', 'no', 'no', 'yes'],
  },
  'payload-jobs': CLOSED,
  'seo-metadata': EDITORIAL,
  'live-events': CLOSED,
  'payload-kv': CLOSED,
  'payload-locked-documents': STAFF_ONLY,
  'payload-preferences': {
    read: ['no', 'no', 'no', 'own', 'own', 'own'],
    create: ['no', 'no', 'no', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'own', 'own', 'own'],
    delete: ['no', 'no', 'no', 'own', 'own', 'own'],
  },
  'payload-migrations': NO_ROUTE,
}
const GLOBALS: Record<string, { read: Cell[]; update: Cell[]; versions: Cell[] }> = {
  home: {
    read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
    versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  },
  'site-settings': {
    read: ['yes', 'yes', 'yes', 'yes', 'yes', 'yes'],
    update: ['no', 'no', 'no', 'yes', 'no', 'yes'],
    versions: ['no', 'no', 'no', 'yes', 'no', 'yes'],
  },
  // When each scheduled task of the jobs queue last ran: the queue's own bookkeeping.
  'payload-jobs-stats': {
    read: ['no', 'no', 'no', 'no', 'no', 'no'],
    update: ['no', 'no', 'no', 'no', 'no', 'no'],
    versions: ['no', 'no', 'no', 'no', 'no', 'no'],
  },
}

const refused = (status: number) => status === 401 || status === 403
const MISSING_ID = 987_654_321

describe('the access matrix', () => {
  const headers: Partial<Record<Role, Record<string, string>>> = { guest: {} }
  const alertIds: Partial<Record<Role, number>> = {}
  let slugs: string[]
  let globals: string[]

  beforeAll(async () => {
    const payload = await getTestPayload()
    slugs = payload.config.collections.map((c) => c.slug)
    globals = payload.config.globals.map((g) => g.slug)
    for (const [role, list] of [
      ['editor', ['editor']],
      ['recruiter', ['recruiter']],
    ] as const) {
      await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email: `matrix-${role}@example.com`, password: 'matrix staff password 4', roles: [...list] },
      })
      headers[role] = await signIn(`matrix-${role}@example.com`, 'matrix staff password 4')
    }
    headers.admin = await signIn(ADMIN.email, ADMIN.password)
    for (const role of ['candidateA', 'candidateB'] as const) {
      const email = `matrix-${role.toLowerCase()}@example.com`
      await payload.create({
        collection: 'candidates',
        overrideAccess: true,
        data: { email, password: 'matrix candidate password 4', fullName: `Matrix ${role}` },
      })
      const login = await rest('POST', '/candidates/login', {
        body: { email, password: 'matrix candidate password 4' },
        headers: { 'x-forwarded-for': `10.55.0.${role.length}` },
      })
      headers[role] = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
      // The candidate's own job alert (all jobs), saved as the one-click form does.
      const candidate = (await payload.find({ collection: 'candidates', where: { email: { equals: email } }, overrideAccess: true }))
        .docs[0]!
      const alert = await payload.create({
        collection: 'job-alerts',
        data: { frequency: 'daily' } as never,
        user: { ...candidate, collection: 'candidates' },
        overrideAccess: false,
      })
      alertIds[role] = alert.id
    }
    // A visitor's alert (double opt-in, no account).
    await payload.create({
      collection: 'job-alerts',
      overrideAccess: true,
      data: {
        email: 'matrix-visitor@example.com',
        locale: 'en',
        frequency: 'weekly',
        q: 'matrix',
        searchKey: 'set-by-hook',
        status: 'active',
      },
    })
  })

  it('shows a candidate their own job alert and nobody else’s, and lets no one else change it', async () => {
    const wrong: string[] = []
    const list = async (role: Role) =>
      (
        (await (await rest('GET', '/job-alerts?depth=0&limit=50', { headers: headers[role]! })).json()) as { docs: { id: number }[] }
      ).docs.map((d) => d.id)
    if (JSON.stringify(await list('candidateA')) !== JSON.stringify([alertIds.candidateA]))
      wrong.push('candidate A does not see exactly theirs')
    if (JSON.stringify(await list('candidateB')) !== JSON.stringify([alertIds.candidateB]))
      wrong.push('candidate B does not see exactly theirs')
    if ((await list('recruiter')).length < 3) wrong.push('the recruiter does not see every alert')
    const b = alertIds.candidateB!
    if ((await rest('GET', `/job-alerts/${b}`, { headers: headers.candidateA! })).status !== 404) wrong.push('A reads B’s alert')
    const patch = await rest('PATCH', `/job-alerts/${b}`, { body: { frequency: 'weekly' }, headers: headers.candidateA! })
    if (patch.status !== 404 && patch.status !== 403) wrong.push(`A changes B’s alert: ${patch.status}`)
    if ((await rest('PATCH', `/job-alerts/${b}`, { body: { frequency: 'weekly' }, headers: headers.recruiter! })).status !== 403)
      wrong.push('the recruiter changes an alert')
    if ((await rest('DELETE', `/job-alerts/${b}`, { headers: headers.candidateA! })).status < 400) wrong.push('A deletes B’s alert')
    // Bookkeeping fields are the sender's: a candidate's change to them is dropped.
    await rest('PATCH', `/job-alerts/${b}`, { body: { sentCount: 99, email: 'someone-else@example.com' }, headers: headers.candidateB! })
    const after = await (await getTestPayload()).findByID({ collection: 'job-alerts', id: b, overrideAccess: true })
    if (after.sentCount === 99 || after.email !== 'matrix-candidateb@example.com') wrong.push('B wrote the sender’s fields')
    expect(wrong).toEqual([])
  })

  // Recruiting data on a job the admin owns (the seed gives every job an owner): two applications, one with a CV
  // file, an interview and a note, so that "own" cells can be told apart from "all" and the file path is tried.
  let cvFile = ''
  beforeAll(async () => {
    const payload = await getTestPayload()
    const job = (await payload.find({ collection: 'jobs', where: { status: { equals: 'open' } }, limit: 1, depth: 0 })).docs[0]!
    const upload = await restUpload(
      '/candidate-cvs',
      { name: 'matrix.pdf', type: 'application/pdf', data: makePdf('Matrix CV') },
      { headers: headers.candidateA! },
    )
    const cv = ((await upload.json()) as { doc: { id: number; filename: string } }).doc
    cvFile = cv.filename
    const ids: number[] = []
    for (const role of ['candidateA', 'candidateB'] as const) {
      const candidate = (
        await payload.find({ collection: 'candidates', where: { email: { equals: `matrix-${role.toLowerCase()}@example.com` } } })
      ).docs[0]!
      const application = await payload.create({
        collection: 'applications',
        context: { checkedApplication: true },
        data: {
          job: job.id,
          candidate: candidate.id,
          cv: role === 'candidateA' ? cv.id : undefined,
          fullName: `Matrix ${role}`,
          phoneNumber: '+966501234567',
          city: 'Riyadh',
          state: 'Riyadh',
          skills: 'Testing',
          status: 'submitted',
          locale: 'en',
        },
      })
      ids.push(application.id)
    }
    await payload.create({
      collection: 'interviews',
      data: {
        application: ids[0]!,
        status: 'scheduled',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        startsAt_tz: 'Asia/Riyadh',
        durationMinutes: 30,
      },
    })
    await payload.create({
      collection: 'application-activities',
      data: { application: ids[1]!, job: job.id, kind: 'note', text: 'Matrix note' },
    })
  })

  it('shows a recruiter who owns no job none of its applications, CVs, interviews or timeline, by any path', async () => {
    const wrong: string[] = []
    for (const slug of ['applications', 'candidate-cvs', 'interviews', 'application-activities']) {
      const total = async (h: Record<string, string>) =>
        ((await (await rest('GET', `/${slug}?limit=1&depth=0`, { headers: h })).json()) as { totalDocs: number }).totalDocs
      if ((await total(headers.admin!)) < 1) wrong.push(`${slug}: the admin sees nothing to hide`)
      if ((await total(headers.recruiter!)) !== 0) wrong.push(`${slug}: the recruiter sees documents over REST`)
    }
    const gql = await graphql<{ Applications: { totalDocs: number }; Interviews: { totalDocs: number } }>(
      '{ Applications { totalDocs } Interviews { totalDocs } }',
      { headers: { ...headers.recruiter!, 'x-forwarded-for': '10.58.0.1' } },
    )
    if (gql.data?.Applications.totalDocs !== 0 || gql.data?.Interviews.totalDocs !== 0) wrong.push(`GraphQL: ${JSON.stringify(gql)}`)
    const file = `/candidate-cvs/file/${cvFile}`
    if ((await rest('GET', file, { headers: headers.admin! })).status !== 200) wrong.push('the admin cannot download the CV')
    const download = await rest('GET', file, { headers: headers.recruiter! })
    if (![401, 403, 404].includes(download.status)) wrong.push(`the recruiter downloads the CV: ${download.status}`)
    expect(wrong).toEqual([])
  })

  it('has a row for every collection and global Payload runs, and none for one it does not', () => {
    expect([...slugs].sort()).toEqual(Object.keys(MATRIX).sort())
    expect([...globals].sort()).toEqual(Object.keys(GLOBALS).sort())
  })

  it('answers every role, collection and operation as the table says (REST)', async () => {
    const payload = await getTestPayload()
    const wrong: string[] = []
    const expectCell = (label: string, cell: Cell, status: number, detail = '') => {
      const ok =
        cell === 'no'
          ? refused(status)
          : cell === 'closed'
            ? refused(status) || status === 404
            : cell === 'own'
              ? status < 500
              : !refused(status) && status < 500
      if (!ok || status >= 500) wrong.push(`${label}: expected ${cell}, got ${status} ${detail}`)
    }
    for (const slug of slugs) {
      const row = MATRIX[slug]!
      const writable = (payload.collections as unknown as Record<string, { config: { versions?: unknown } }>)[slug]?.config
      const before = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs
      const staffTotal = before
      for (const [i, role] of roles.entries()) {
        const h = headers[role]!
        const read = await rest('GET', `/${slug}?limit=1&depth=0`, { headers: h })
        const total = read.status === 200 ? ((await read.json()) as { totalDocs?: number }).totalDocs : undefined
        expectCell(`${role} read ${slug}`, row.read[i]!, read.status)
        if (row.read[i] === 'own' && total !== undefined && staffTotal > 1 && total >= staffTotal && slug !== 'payload-preferences') {
          wrong.push(`${role} read ${slug}: expected ${row.read[i]}, saw all ${total} documents`)
        }
        if (slug === 'candidates' && role === 'guest') {
          // Sign-up is public; an empty body is refused by validation, not by access.
          const created = await rest('POST', `/${slug}`, { body: {}, headers: { ...h, 'x-forwarded-for': '10.55.1.1' } })
          expectCell(`${role} create ${slug}`, row.create[i]!, created.status)
        } else {
          const created = await rest('POST', `/${slug}`, { body: {}, headers: { ...h, 'x-forwarded-for': `10.55.2.${i}` } })
          expectCell(`${role} create ${slug}`, row.create[i]!, created.status, (await created.text()).slice(0, 80))
        }
        expectCell(
          `${role} update ${slug}`,
          row.update[i]!,
          (await rest('PATCH', `/${slug}/${MISSING_ID}`, { body: {}, headers: h })).status,
        )
        expectCell(`${role} delete ${slug}`, row.delete[i]!, (await rest('DELETE', `/${slug}/${MISSING_ID}`, { headers: h })).status)
        if (writable?.versions) {
          expectCell(
            `${role} versions ${slug}`,
            row.versions?.[i] ?? 'no',
            (await rest('GET', `/${slug}/versions?limit=1`, { headers: h })).status,
          )
        }
      }
      const after = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs
      // Creates with an empty body write nothing, whoever sends them (an allowed role gets a validation error).
      if (after !== before && slug !== 'payload-preferences' && slug !== 'payload-locked-documents')
        wrong.push(`${slug}: ${after - before} documents were written`)
    }
    for (const slug of globals) {
      const row = GLOBALS[slug]!
      for (const [i, role] of roles.entries()) {
        const h = headers[role]!
        expectCell(`${role} read global ${slug}`, row.read[i]!, (await rest('GET', `/globals/${slug}`, { headers: h })).status)
        expectCell(
          `${role} versions global ${slug}`,
          row.versions[i]!,
          (await rest('GET', `/globals/${slug}/versions?limit=1`, { headers: h })).status,
        )
        if (row.update[i] === 'no')
          expectCell(`${role} update global ${slug}`, 'no', (await rest('POST', `/globals/${slug}`, { body: {}, headers: h })).status)
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers every role, collection and operation as the table says (GraphQL)', async () => {
    const payload = await getTestPayload()
    const wrong: string[] = []
    type Outcome = 'allowed' | 'refused' | 'missing' | 'absent' | 'failed'
    /** What one GraphQL operation came to: done or not found (allowed), refused, not in the schema, or a failure. */
    const run = async (query: string, address: string, h: Record<string, string>): Promise<[Outcome, string]> => {
      const answer = (await graphql(query, { headers: { ...h, 'x-forwarded-for': address } })) as {
        status: number
        data?: Record<string, unknown> | null
        errors?: { message: string; extensions?: { statusCode?: number } }[]
      }
      const error = answer.errors?.[0]
      const detail = `${answer.status} ${error?.message ?? ''}`.slice(0, 100)
      if (answer.status >= 500) return ['failed', detail]
      if (!error) return [answer.data ? 'allowed' : 'failed', detail]
      const code = error.extensions?.statusCode
      if (code === 401 || code === 403 || /not allowed|unauthori[sz]ed|forbidden/i.test(error.message)) return ['refused', detail]
      if (code === 404 || /not found/i.test(error.message)) return ['missing', detail]
      if (/Cannot query field|Unknown argument|Unknown type/i.test(error.message)) return ['absent', detail]
      if (code === 400) return ['allowed', detail]
      return ['failed', detail]
    }
    const expectCell = (label: string, cell: Cell, [outcome, detail]: [Outcome, string]) => {
      const ok =
        outcome !== 'failed' &&
        (cell === 'no'
          ? outcome === 'refused' || outcome === 'absent'
          : cell === 'closed'
            ? outcome !== 'allowed'
            : cell === 'own'
              ? true
              : outcome === 'allowed' || outcome === 'missing')
      if (!ok) wrong.push(`${label}: expected ${cell}, got ${outcome} (${detail})`)
    }
    const permission = async (
      entity: string,
      operation: string,
      address: string,
      h: Record<string, string>,
    ): Promise<[Outcome, string]> => {
      const answer = await graphql<{ Access: Record<string, Record<string, { permission: boolean }> | null> }>(
        `{ Access { ${entity} { ${operation} { permission } } } }`,
        { headers: { ...h, 'x-forwarded-for': address } },
      )
      const error = answer.errors?.[0] as { message: string; path?: string[] } | undefined
      // Payload shortens a granted permission to `true` and its GraphQL type then cannot read `permission` from it:
      // a granted permission comes back as that error on exactly this path, a refused one as null.
      if (error?.path?.join('.') === `Access.${entity}.${operation}.permission`) return ['allowed', 'Access: granted']
      if (error) return [/Cannot query field/.test(error.message) ? 'absent' : 'failed', error.message]
      const value = answer.data?.Access[entity]?.[operation]
      return [value?.permission ? 'allowed' : 'refused', 'Access']
    }
    const formatName = (slug: string) => slug.replace(/[-/.]/g, '_')

    for (const [c, slug] of slugs.entries()) {
      const row = MATRIX[slug]!
      const config = payload.collections[slug as 'jobs'].config
      const before = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs
      for (const [i, role] of roles.entries()) {
        const h = headers[role]!
        const address = `10.56.${c}.${i}`
        if (config.graphQL === false) {
          // Not in the schema at all: nobody can reach it this way.
          for (const op of ['read', 'create', 'update', 'delete'] as const)
            if (row[op][i] !== 'no' && row[op][i] !== 'closed')
              wrong.push(`${role} ${op} ${slug}: not in the GraphQL schema, but the table says ${row[op][i]}`)
          continue
        }
        // The names Payload's GraphQL schema gives the collection (@payloadcms/graphql initCollections).
        const fromSlug = formatNames(slug)
        const one = config.graphQL?.singularName ? toWords(config.graphQL.singularName, true) : fromSlug.singular
        const named = config.graphQL?.pluralName ? toWords(config.graphQL.pluralName, true) : fromSlug.plural
        const many = named === one ? `all${one}` : named
        expectCell(`${role} read ${slug}`, row.read[i]!, await run(`{ ${many}(limit: 1) { totalDocs } }`, address, h))
        expectCell(`${role} create ${slug}`, row.create[i]!, await permission(formatName(slug), 'create', address, h))
        expectCell(
          `${role} update ${slug}`,
          row.update[i]!,
          await run(`mutation { update${one}(id: ${MISSING_ID}, data: {}) { id } }`, address, h),
        )
        expectCell(`${role} delete ${slug}`, row.delete[i]!, await run(`mutation { delete${one}(id: ${MISSING_ID}) { id } }`, address, h))
        if (config.versions)
          expectCell(
            `${role} versions ${slug}`,
            row.versions?.[i] ?? 'no',
            await run(`{ versions${many}(limit: 1) { totalDocs } }`, address, h),
          )
      }
      const after = (await payload.count({ collection: slug as never, overrideAccess: true })).totalDocs
      if (after !== before && slug !== 'payload-preferences' && slug !== 'payload-locked-documents')
        wrong.push(`${slug}: ${after - before} documents were written`)
    }
    for (const [g, slug] of globals.entries()) {
      const row = GLOBALS[slug]!
      const config = payload.config.globals.find((global) => global.slug === slug)!
      const name = (config.graphQL && config.graphQL.name) || toWords(slug, true).replace(/s$/, '')
      for (const [i, role] of roles.entries()) {
        const h = headers[role]!
        const address = `10.57.${g}.${i}`
        expectCell(`${role} read global ${slug}`, row.read[i]!, await run(`{ ${name} { updatedAt } }`, address, h))
        expectCell(
          `${role} versions global ${slug}`,
          row.versions[i]!,
          await run(`{ versions${name}(limit: 1) { totalDocs } }`, address, h),
        )
        expectCell(`${role} update global ${slug}`, row.update[i]!, await permission(formatName(slug), 'update', address, h))
      }
    }
    expect(wrong).toEqual([])
  })
})
