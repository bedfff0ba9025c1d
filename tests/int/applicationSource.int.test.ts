import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ID_TOKEN_COOKIE } from '@/features/accounts/constants'

import { CANDIDATE_PASSWORD, unique } from '../fixtures/people'
import { rest } from './helpers/http'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember } from './helpers/recruiting'

/**
 * Where hires come from (issue 31): an application records the tracked link its job's page was opened with
 * (`?src=`, which the feeds, the share links and the job alert emails carry), through the application's own server
 * actions: the scripted call (the Referer of the request, or the `src` the page kept for the tab) and the post a
 * browser without scripts sends (the apply page's hidden `src`). Next.js's request scope is stood in for, as in
 * consentForms.int.test.ts.
 */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), referer: '', ip: 1 }))

vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-forwarded-for': `10.31.${Math.floor(request.ip / 250)}.${request.ip % 250}`,
      ...(request.referer ? { referer: request.referer } : {}),
    }),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.cookies.has(name),
    set: (name: string, value: string) => void request.cookies.set(name, value),
    delete: (name: string) => void request.cookies.delete(name),
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${url};303;` })
  },
}))
vi.mock('next-intl/server', async () => {
  const { translator, messages } = await import('@/i18n/messages')
  return {
    getLocale: async () => 'en',
    getTranslations: async (options: { locale?: string; namespace: never }) => translator(options.locale ?? 'en', options.namespace),
    getMessages: async ({ locale }: { locale?: 'en' | 'ar' } = {}) => messages[locale ?? 'en'],
    setRequestLocale: () => {},
  }
})

let jobs: number[] = []

beforeAll(async () => {
  await getTestPayload()
  const recruiter = await staffMember(unique('source.recruiter'), ['recruiter'])
  jobs = await Promise.all([1, 2, 3, 4].map((n) => ownedJob(recruiter.id, { title: `Source Engineer ${n}` })))
}, 180_000)

/** A new candidate, signed in, and the fields of an application to `job`. */
async function candidateFor(job: number) {
  const who = await applicant(unique('source.candidate'))
  const login = await rest('POST', '/candidates/login', { body: { email: who.email, password: CANDIDATE_PASSWORD } })
  request.cookies.clear()
  request.cookies.set(ID_TOKEN_COOKIE, ((await login.json()) as { token: string }).token)
  request.ip++
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
    request.referer = `http://localhost:3000/en/jobs/source-engineer-1?src=LinkedIn`
    const answer = await submitApplication(fields)
    expect(answer.ok).toBe(true)
    expect(await sourceOf(jobs[0]!)).toEqual({ source: 'jobBoard', sourceDetail: 'linkedin' })
  })

  it('the src the page kept for the tab wins over a Referer without one (applied after signing in)', async () => {
    const { submitApplication } = await import('@/features/applications/actions')
    const fields = await candidateFor(jobs[1]!)
    request.referer = 'http://localhost:3000/en/jobs/source-engineer-2?apply=1'
    expect((await submitApplication({ ...fields, src: 'alert' } as never)).ok).toBe(true)
    expect(await sourceOf(jobs[1]!)).toEqual({ source: 'alert', sourceDetail: null })
  })

  it("a form posted without scripts carries the apply page's src", async () => {
    const { applyForm } = await import('@/features/applications/formActions')
    const fields = await candidateFor(jobs[2]!)
    request.referer = 'http://localhost:3000/en/jobs/source-engineer-3/apply'
    const data = new FormData()
    for (const [name, value] of Object.entries({ ...fields, src: 'share-whatsapp', back: '/en/jobs/source-engineer-3/apply' }))
      data.append(name, value)
    await expect(applyForm({}, data)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/en\/jobs\//) })
    expect(await sourceOf(jobs[2]!)).toEqual({ source: 'referral', sourceDetail: 'share-whatsapp' })
  })

  it("another site's link, or a src that is not a short token, leaves the application direct", async () => {
    const { submitApplication } = await import('@/features/applications/actions')
    const fields = await candidateFor(jobs[3]!)
    request.referer = 'https://elsewhere.example/en/jobs/source-engineer-4?src=linkedin'
    expect((await submitApplication({ ...fields, src: '<b>bold</b>' } as never)).ok).toBe(true)
    expect(await sourceOf(jobs[3]!)).toEqual({ source: 'direct', sourceDetail: null })
  })
})
