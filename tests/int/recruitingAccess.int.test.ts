import { beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, applyTo, json, ownedJob, staffMember, type Applicant, type Auth } from './helpers/recruiting'

/**
 * Ownership (issue 19): a recruiter handles the applications of the jobs they own or co-own, and nothing of the
 * others, on every path: REST lists and documents, GraphQL, the CV file, interviews, the timeline, the board,
 * search, dashboard and export endpoints. Admins see all.
 */
describe('job ownership', () => {
  let owner: { id: number; auth: Auth }
  let coOwner: { id: number; auth: Auth }
  let outsider: { id: number; auth: Auth }
  let admin: { id: number; auth: Auth }
  let mine: number
  let theirs: number
  let huda: Applicant
  let onMine: number
  let onTheirs: number

  beforeAll(async () => {
    owner = await staffMember('owner.own@example.com', ['recruiter'])
    coOwner = await staffMember('coowner.own@example.com', ['recruiter'])
    outsider = await staffMember('outsider.own@example.com', ['recruiter'])
    admin = await staffMember('admin.own@example.com', ['admin'])
    mine = await ownedJob(owner.id, { coOwners: [coOwner.id] })
    theirs = await ownedJob(outsider.id)
    huda = await applicant('huda.own@example.com')
    onMine = await applyTo(huda, mine)
    const other = await applicant('other.own@example.com', { fullName: 'Other Person' })
    onTheirs = await applyTo(other, theirs, 'en', 'Other Person')
  })

  it('lists and reads only the applications of owned and co-owned jobs, over REST and GraphQL', async () => {
    for (const viewer of [owner, coOwner]) {
      const list = await json<{ docs: { id: number }[] }>(await rest('GET', '/applications?limit=100&depth=0', { headers: viewer.auth }))
      expect(list.docs.map((d) => d.id)).toContain(onMine)
      expect(list.docs.map((d) => d.id)).not.toContain(onTheirs)
      expect([403, 404]).toContain((await rest('GET', `/applications/${onTheirs}`, { headers: viewer.auth })).status)
      const gql = await graphql<{ Applications: { docs: { id: number }[] }; Application: { id: number } | null }>(
        `{ Applications(limit: 100) { docs { id } } Application(id: ${onTheirs}) { id } }`,
        { headers: viewer.auth },
      )
      expect(gql.data?.Applications.docs.map((d) => d.id)).not.toContain(onTheirs)
      expect(gql.data?.Application ?? null).toBeNull()
    }
    const adminList = await json<{ docs: { id: number }[] }>(await rest('GET', '/applications?limit=200&depth=0', { headers: admin.auth }))
    expect(adminList.docs.map((d) => d.id)).toEqual(expect.arrayContaining([onMine, onTheirs]))
  })

  it('shows a job’s application list (join) and new-application count only to its owners', async () => {
    const asOwner = await json<{ applications?: { docs: unknown[] }; newApplications?: number }>(
      await rest('GET', `/jobs/${mine}?depth=0`, { headers: owner.auth }),
    )
    expect(asOwner.newApplications).toBe(1)
    expect(asOwner.applications?.docs).toHaveLength(1)
    const asOutsider = await json<{ applications?: { docs: unknown[] }; newApplications?: number }>(
      await rest('GET', `/jobs/${mine}?depth=0`, { headers: outsider.auth }),
    )
    expect(asOutsider.newApplications).toBeUndefined()
    expect(asOutsider.applications?.docs ?? []).toHaveLength(0)
  })

  it('serves the CV file to the job’s owners and admins only', async () => {
    const file = `/candidate-cvs/file/${huda.cv.filename}`
    for (const viewer of [owner, coOwner, admin]) expect((await rest('GET', file, { headers: viewer.auth })).status).toBe(200)
    expect([401, 403, 404]).toContain((await rest('GET', file, { headers: outsider.auth })).status)
    const cvs = await json<{ docs: { id: number; extractedText?: string }[] }>(
      await rest('GET', '/candidate-cvs?limit=100', { headers: outsider.auth }),
    )
    expect(cvs.docs.map((d) => d.id)).not.toContain(huda.cv.id)
    // The CV's text is as private as the file: the candidate's own API answer does not carry it either.
    const own = await json<{ docs: Record<string, unknown>[] }>(await rest('GET', '/candidate-cvs', { headers: huda.auth }))
    expect(own.docs[0]).not.toHaveProperty('extractedText')
  })

  it('refuses changes to applications of jobs one does not own', async () => {
    const change = await rest('PATCH', `/applications/${onMine}`, { body: { status: 'reviewed' }, headers: outsider.auth })
    expect([403, 404]).toContain(change.status)
    expect((await rest('PATCH', `/applications/${onMine}`, { body: { rating: 4, tags: ['strong'] }, headers: coOwner.auth })).status).toBe(
      200,
    )
    const gql = await graphql(`mutation { updateApplication(id: ${onMine}, data: { status: rejected }) { id } }`, {
      headers: outsider.auth,
    })
    expect(gql.errors?.length).toBeGreaterThan(0)
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'applications', id: onMine })).status).toBe('submitted')
  })

  it('keeps rating, tags, stage dates and the timeline from the candidate', async () => {
    const own = await json<Record<string, unknown>>(await rest('GET', `/applications/${onMine}`, { headers: huda.auth }))
    expect(own.status).toBe('submitted')
    for (const field of ['rating', 'tags', 'stages', 'internalNotes', 'searchText']) expect(own).not.toHaveProperty(field)
    expect((await rest('GET', '/application-activities', { headers: huda.auth })).status).toBe(403)
    const timeline = await json<{ docs: { kind: string }[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${onMine}`, { headers: owner.auth }),
    )
    // (The application's confirmation email is on it too, written when the email has gone.)
    expect(
      timeline.docs
        .map((d) => d.kind)
        .filter((kind) => kind !== 'email')
        .sort(),
    ).toEqual(['rating', 'tags'])
    const hidden = await json<{ docs: unknown[] }>(
      await rest('GET', `/application-activities?where[application][equals]=${onMine}`, { headers: outsider.auth }),
    )
    expect(hidden.docs).toEqual([])
  })

  it('lets the owners, and only them, write notes and schedule interviews on the application', async () => {
    const note = await rest('POST', '/application-activities', {
      body: { application: onMine, text: 'Strong on HSE', kind: 'email' },
      headers: owner.auth,
    })
    expect(note.status).toBe(201)
    // Whatever is sent, an API note is a note by its author.
    const written = (await json<{ doc: { kind: string; actor: number | { id: number } } }>(note)).doc
    expect([written.kind, typeof written.actor === 'object' ? written.actor.id : written.actor]).toEqual(['note', owner.id])
    expect(
      (await rest('POST', '/application-activities', { body: { application: onMine, text: 'x' }, headers: outsider.auth })).status,
    ).toBe(404)
    const interview = {
      application: onMine,
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      startsAt_tz: 'Asia/Riyadh',
      durationMinutes: 30,
      location: 'Head office',
    }
    expect((await rest('POST', '/interviews', { body: interview, headers: outsider.auth })).status).toBe(404)
    expect((await rest('POST', '/interviews', { body: interview, headers: huda.auth })).status).toBe(403)
    expect((await rest('POST', '/interviews', { body: interview, headers: coOwner.auth })).status).toBe(201)
    const seen = await json<{ docs: unknown[] }>(await rest('GET', '/interviews', { headers: outsider.auth }))
    expect(seen.docs).toEqual([])
  })

  it('answers the workspace endpoints within the same scope', async () => {
    expect((await rest('GET', `/recruiting/board?job=${mine}`, { headers: owner.auth })).status).toBe(200)
    expect((await rest('GET', `/recruiting/board?job=${mine}`, { headers: outsider.auth })).status).toBe(404)
    expect((await rest('GET', '/recruiting/board?job=abc', { headers: owner.auth })).status).toBe(400)
    expect((await rest('GET', `/recruiting/board?job=${mine}`, { headers: huda.auth })).status).toBe(401)
    const moved = await json<{ moved: number[]; refused: number[] }>(
      await rest('POST', '/recruiting/move', { body: { applications: [onMine, onTheirs], status: 'reviewed' }, headers: owner.auth }),
    )
    expect(moved).toMatchObject({ moved: [onMine], refused: [onTheirs] })
    const payload = await getTestPayload()
    expect((await payload.findByID({ collection: 'applications', id: onTheirs })).status).toBe('submitted')
    const csv = await (await rest('GET', '/recruiting/export', { headers: outsider.auth })).text()
    expect(csv).not.toContain('Huda Saleh')
    expect(csv).toContain('Other Person')
  })

  it('lets a recruiter change only the jobs they own, and a new job is its creator’s', async () => {
    expect((await rest('PATCH', `/jobs/${theirs}`, { body: { title: 'Taken over' }, headers: owner.auth })).status).toBe(403)
    expect((await rest('PATCH', `/jobs/${mine}`, { body: { experienceMin: 2 }, headers: coOwner.auth })).status).toBe(200)
    // The co-owner cannot hand the job to someone else; the owner and admins can.
    await rest('PATCH', `/jobs/${mine}`, { body: { owner: coOwner.id }, headers: coOwner.auth })
    const payload = await getTestPayload()
    const job = await payload.findByID({ collection: 'jobs', id: mine, depth: 0 })
    expect(job.owner).toBe(owner.id)
  })
})
