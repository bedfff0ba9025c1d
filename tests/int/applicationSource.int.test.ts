import { beforeAll, describe, expect, it, vi } from 'vitest'

import { unique } from '../fixtures/people'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { nextRequest as request, addressesFrom } from './helpers/nextMocks'

/**
 * Where hires come from (issue 31): an application records the tracked link its job's page was opened with
 * (`?src=`, which the feeds, the share links and the job alert emails carry), through the application's own server
 * actions: the scripted call (the Referer of the request, or the `src` the page kept for the tab) and the post a
 * browser without scripts sends (the apply page's hidden `src`). Next.js's request scope is stood in for by
 * helpers/nextMocks.ts.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
const nextAddress = addressesFrom('10.31')
nextAddress()

let jobs: number[] = []

beforeAll(async () => {
  await getTestPayload()
  const recruiter = await staffMember(unique('source.recruiter'), ['recruiter'])
  jobs = await Promise.all([1, 2, 3, 4].map((n) => ownedJob(recruiter.id, { title: `Source Engineer ${n}` })))
}, 180_000)

/** A new candidate, signed in, and the fields of an application to `job`. */
async function candidateFor(job: number) {
  const who = await applicant(unique('source.candidate'))
  await signInCandidate(who.email)
  nextAddress()
  return {
    job: String(job),
    cv: String(who.cv.id),
    fullName: 'Sara Source',
    phoneNumber: '+966 50 123 4567',
    city: 'Riyadh',
    state: 'Riyadh',
    skills: 'Planning',
    coverLetter: '',
  }
}

async function sourceOf(job: number) {
  const payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'applications', where: { job: { equals: job } }, overrideAccess: true, depth: 0 })
  expect(docs).toHaveLength(1)
  return { source: docs[0]!.source, sourceDetail: docs[0]!.sourceDetail ?? null }
}

describe('where an application came from (issue 31)', () => {
  it("a scripted application from a job page opened by a board's link counts as that board's", async () => {
    const { submitApplication } = await import('@/features/applications/actions')
    const fields = await candidateFor(jobs[0]!)
    request.headers.set('referer', `http://localhost:3000/en/jobs/source-engineer-1?src=LinkedIn`)
    const answer = await submitApplication(fields)
    expect(answer.ok).toBe(true)
    expect(await sourceOf(jobs[0]!)).toEqual({ source: 'jobBoard', sourceDetail: 'linkedin' })
  })

  it('the src the page kept for the tab wins over a Referer without one (applied after signing in)', async () => {
    const { submitApplication } = await import('@/features/applications/actions')
    const fields = await candidateFor(jobs[1]!)
    request.headers.set('referer', 'http://localhost:3000/en/jobs/source-engineer-2?apply=1')
    expect((await submitApplication({ ...fields, src: 'alert' } as never)).ok).toBe(true)
    expect(await sourceOf(jobs[1]!)).toEqual({ source: 'alert', sourceDetail: null })
  })

  it("a form posted without scripts carries the apply page's src", async () => {
    const { applyForm } = await import('@/features/applications/formActions')
    const fields = await candidateFor(jobs[2]!)
    request.headers.set('referer', 'http://localhost:3000/en/jobs/source-engineer-3/apply')
    const data = new FormData()
    for (const [name, value] of Object.entries({ ...fields, src: 'share-whatsapp', back: '/en/jobs/source-engineer-3/apply' }))
      data.append(name, value)
    await expect(applyForm({}, data)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/en\/jobs\//) })
    expect(await sourceOf(jobs[2]!)).toEqual({ source: 'referral', sourceDetail: 'share-whatsapp' })
  })

  it("another site's link, or a src that is not a short token, leaves the application direct", async () => {
    const { submitApplication } = await import('@/features/applications/actions')
    const fields = await candidateFor(jobs[3]!)
    request.headers.set('referer', 'https://elsewhere.example/en/jobs/source-engineer-4?src=linkedin')
    expect((await submitApplication({ ...fields, src: '<b>bold</b>' } as never)).ok).toBe(true)
    expect(await sourceOf(jobs[3]!)).toEqual({ source: 'direct', sourceDetail: null })
  })
})
