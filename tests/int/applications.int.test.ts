import { beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from '../fixtures/pdf'
import { CANDIDATE_PASSWORD as PASSWORD } from '../fixtures/people'
import { graphql, rest, restUpload, signIn } from './helpers/http'
import { getTestPayload } from './helpers/payload'

let n = 0
const fresh = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++n / 250)}.${n % 250}` })

type Auth = { Authorization: string }

async function candidate(email: string, profile: Record<string, string> = {}): Promise<{ id: number; auth: Auth }> {
  const payload = await getTestPayload()
  const doc = await payload.create({ collection: 'candidates', data: { email, password: PASSWORD, fullName: 'Test Person', ...profile } })
  const response = await rest('POST', '/candidates/login', { body: { email, password: PASSWORD }, headers: fresh() })
  const { token } = (await response.json()) as { token: string }
  return { id: doc.id, auth: { Authorization: `Bearer ${token}` } }
}

const complete = {
  fullName: 'Amal Haddad',
  phoneNumber_1: '+966501234567',
  city: 'Riyadh',
  state: 'Riyadh Province',
  skills: 'Payroll, SAP',
}

async function uploadCv(auth: Auth, name = 'cv.pdf', purpose?: 'application'): Promise<{ id: number; url: string; filename: string }> {
  const response = await restUpload(
    '/candidate-cvs',
    { name, type: 'application/pdf', data: makePdf(name) },
    { headers: auth, fields: purpose ? { purpose } : {} },
  )
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number; url: string; filename: string } }).doc
}

async function openJobs(count: number): Promise<number[]> {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'jobs', overrideAccess: false, limit: count, depth: 0, sort: 'id' })
  return docs.map((d) => d.id)
}

const apply = (auth: Auth | Record<string, never>, body: Record<string, unknown>, locale?: string) =>
  rest('POST', `/applications${locale ? `?locale=${locale}` : ''}`, { body, headers: auth })

async function message(response: Response): Promise<string> {
  return ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message
}

describe('job applications', () => {
  let a: { id: number; auth: Auth }
  let b: { id: number; auth: Auth }
  let cvA: { id: number; url: string; filename: string }
  let jobs: number[]
  let recruiter: Auth
  let form: (job: number) => Record<string, unknown>

  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: 'recruiter-apps@example.com', password: 'staff test password', roles: ['recruiter'] },
    })
    recruiter = await signIn('recruiter-apps@example.com', 'staff test password')
    a = await candidate('a.apps@example.com', complete)
    b = await candidate('b.apps@example.com', { ...complete, fullName: 'Badr Haddad' })
    cvA = await uploadCv(a.auth, 'Amal CV.pdf')
    await uploadCv(b.auth, 'Badr CV.pdf')
    jobs = await openJobs(6)
    // The recruiter owns these jobs, so sees their applications and CVs (access/ownership.ts; tests/int/recruiting covers the rest).
    const owner = (await payload.find({ collection: 'users', where: { email: { equals: 'recruiter-apps@example.com' } } })).docs[0]!
    await payload.update({
      collection: 'jobs',
      where: { id: { in: jobs } },
      data: { owner: owner.id },
      context: { disableRevalidate: true },
    })
    form = (job: number) => ({
      job,
      cv: cvA.id,
      fullName: 'Amal Haddad',
      phoneNumber: '+966 50 123 4567',
      city: 'Riyadh',
      state: 'Riyadh Province',
      skills: 'Payroll, SAP',
    })
  })

  it('refuse visitors, incomplete profiles and missing CVs with the spec words', async () => {
    const guest = await apply({}, form(jobs[0]!))
    expect(guest.status).toBe(403)

    const incomplete = await candidate('incomplete.apps@example.com')
    const r1 = await apply(incomplete.auth, form(jobs[0]!))
    expect(r1.status).toBe(400)
    expect(await message(r1)).toBe('Profile Incomplete: Please update your profile with all required information first')

    const noCv = await candidate('nocv.apps@example.com', complete)
    const r2 = await apply(noCv.auth, { ...form(jobs[0]!), cv: undefined })
    expect(await message(r2)).toBe('CV Required: Please upload your CV to apply for this job')

    const r3 = await apply(noCv.auth, { ...form(jobs[0]!), cv: undefined }, 'ar')
    expect(await message(r3)).toBe('السيرة الذاتية مطلوبة: يُرجى رفع سيرتك الذاتية للتقدّم إلى هذه الوظيفة')
  })

  it('give each validation message for its bad field', async () => {
    const job = jobs[0]!
    const cases: [Record<string, unknown>, string][] = [
      [{ job: undefined }, 'Job ID is missing. Please refresh the page and try again.'],
      [{ cv: 999999 }, 'CV file is required but URL is missing.'],
      [{ fullName: '' }, 'Validation failed: Full name is required.'],
      [{ fullName: 'Al' }, 'Validation failed: Full name must be between 3 and 80 characters.'],
      [{ fullName: 'x'.repeat(81) }, 'Validation failed: Full name must be between 3 and 80 characters.'],
      [{ phoneNumber: '' }, 'Validation failed: Phone number is required.'],
      [{ city: ' ' }, 'Validation failed: City is required.'],
      [{ state: '' }, 'Validation failed: State is required.'],
      [{ skills: '' }, 'Validation failed: Skills are required.'],
    ]
    for (const [change, expected] of cases) {
      const response = await apply(a.auth, { ...form(job), ...change })
      expect(response.status, JSON.stringify(change)).toBe(400)
      expect(await message(response)).toBe(expected)
    }
    // Another candidate's CV is not yours to send.
    const bCv = ((await (await rest('GET', '/candidate-cvs', { headers: b.auth })).json()) as { docs: { id: number }[] }).docs[0]!
    expect(await message(await apply(a.auth, { ...form(job), cv: bCv.id }))).toBe('CV file is required but URL is missing.')
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'applications', where: { job: { equals: job } } })).totalDocs).toBe(0)
  })

  it('create one application for concurrent and repeated submissions', async () => {
    const job = jobs[1]!
    const responses = await Promise.all([apply(a.auth, form(job)), apply(a.auth, form(job)), apply(a.auth, form(job))])
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1)
    const again = await apply(a.auth, form(job))
    expect(again.status).toBe(409)
    expect(await message(again)).toMatch(/^You applied for this job on \d{4}-\d{2}-\d{2}\. Status: Submitted\.$/)
    const payload = await getTestPayload()
    // Amal's on this job (the seed's demo applications are on some seeded jobs too).
    const { docs } = await payload.find({
      collection: 'applications',
      where: { and: [{ job: { equals: job } }, { candidate: { equals: a.id } }] },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ status: 'submitted', phoneNumber: '+966501234567', fullName: 'Amal Haddad' })
  })

  it('refuse closed jobs', async () => {
    const payload = await getTestPayload()
    const closed = await payload.find({ collection: 'jobs', where: { status: { equals: 'closed' } }, limit: 1, depth: 0 })
    const response = await apply(a.auth, form(closed.docs[0]!.id))
    expect(response.status).toBe(409)
    expect(await message(response)).toBe('This job is closed and no longer accepts applications.')
  })

  it("keep a candidate's applications, saved jobs and CVs from other candidates; notes from candidates", async () => {
    const job = jobs[2]!
    const created = await apply(a.auth, form(job))
    expect(created.status).toBe(201)
    const app = ((await created.json()) as { doc: { id: number } }).doc
    await rest('PATCH', `/applications/${app.id}`, {
      body: { status: 'shortlisted', internalNotes: 'Strong payroll background' },
      headers: recruiter,
    })

    const own = (await (await rest('GET', `/applications/${app.id}`, { headers: a.auth })).json()) as Record<string, unknown>
    expect(own.status).toBe('shortlisted')
    expect(own).not.toHaveProperty('internalNotes')
    expect(
      ((await (await rest('GET', `/applications/${app.id}`, { headers: recruiter })).json()) as Record<string, unknown>).internalNotes,
    ).toBe('Strong payroll background')
    // The candidate cannot change the status.
    await rest('PATCH', `/applications/${app.id}`, { body: { status: 'hired' }, headers: a.auth })
    expect(((await (await rest('GET', `/applications/${app.id}`, { headers: recruiter })).json()) as { status: string }).status).toBe(
      'shortlisted',
    )

    expect((await rest('GET', `/applications/${app.id}`, { headers: b.auth })).status).not.toBe(200)
    const bList = (await (await rest('GET', '/applications', { headers: b.auth })).json()) as { docs: unknown[] }
    expect(bList.docs).toEqual([])
    const bGql = await graphql<{ Applications: { docs: unknown[] } }>('query { Applications { docs { id fullName } } }', {
      headers: b.auth,
    })
    expect(bGql.data?.Applications.docs).toEqual([])
    expect([401, 403, 404]).toContain((await rest('GET', `/candidate-cvs/file/${cvA.filename}`, { headers: b.auth })).status)

    const saved = await rest('POST', '/saved-jobs', { body: { job }, headers: a.auth })
    expect(saved.status).toBe(201)
    expect((await rest('POST', '/saved-jobs', { body: { job }, headers: a.auth })).status).not.toBe(201)
    const bSaved = (await (await rest('GET', '/saved-jobs', { headers: b.auth })).json()) as { docs: unknown[] }
    expect(bSaved.docs).toEqual([])
    const aSaved = (await (await rest('GET', '/saved-jobs', { headers: a.auth })).json()) as { docs: unknown[] }
    expect(aSaved.docs).toHaveLength(1)
    // Saving "for" someone else is not possible: the owner is whoever is signed in.
    const forA = await rest('POST', '/saved-jobs', { body: { job: jobs[3], candidate: a.id }, headers: b.auth })
    expect(((await forA.json()) as { doc: { candidate: number | { id: number } } }).doc.candidate).toMatchObject(expect.anything())
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'saved-jobs', where: { candidate: { equals: a.id } } })).totalDocs).toBe(1)
  })

  it('keep the CV sent with an application for staff after the profile CV is replaced', async () => {
    const c = await candidate('c.apps@example.com', complete)
    const first = await uploadCv(c.auth, 'first.pdf')
    const job = jobs[4]!
    expect((await apply(c.auth, { ...form(job), cv: first.id })).status).toBe(201)
    await uploadCv(c.auth, 'second.pdf')
    expect((await rest('GET', `/candidate-cvs/file/${first.filename}`, { headers: recruiter })).status).toBe(200)
    // The candidate cannot delete it either while an application holds it.
    const removal = await rest('DELETE', `/candidate-cvs/${first.id}`, { headers: c.auth })
    expect(removal.status).toBe(409)
    // A CV uploaded for one application does not replace the profile's.
    const payload = await getTestPayload()
    const before = (await payload.findByID({ collection: 'candidates', id: c.id, depth: 0 })).cv
    const other = await uploadCv(c.auth, 'for-one-job.pdf', 'application')
    expect((await payload.findByID({ collection: 'candidates', id: c.id, depth: 0 })).cv).toBe(before)
    expect((await apply(c.auth, { ...form(jobs[5]!), cv: other.id })).status).toBe(201)
  })

  it('count new applications per job for recruiters only', async () => {
    const job = jobs[1]!
    const asRecruiter = (await (await rest('GET', `/jobs/${job}`, { headers: recruiter })).json()) as { newApplications?: number }
    expect(asRecruiter.newApplications).toBe(1)
    const asVisitor = (await (await rest('GET', `/jobs/${job}`)).json()) as { newApplications?: number }
    expect(asVisitor.newApplications).toBeUndefined()
  })
})
