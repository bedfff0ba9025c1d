import { beforeAll, describe, expect, it, vi } from 'vitest'

import { sendDueDigests } from '@/features/alerts/digest'
import { recommendationsFor } from '@/features/matching/load'

import { rest } from './helpers/http'
import { mailTo } from './helpers/mail'
import { getTestPayload } from './helpers/payload'
import { applicant, ownedJob, staffMember, type Applicant } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Issue 32, "not interested" and the digest: a seeker hides a recommended job with the button's own server action
 * (called as the browser's form post would, with Next.js's request scope stood in for by helpers/nextMocks),
 * it is never recommended again until they undo it; a subscriber who opted in finds new recommended jobs in their
 * job alert digest, in their language, without the hidden one; one who did not finds none.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
request.headers = new Headers({ 'x-forwarded-for': '10.32.2.1' })

/** Posts the "Not interested" form as `who` (null: signed out); where its 303 goes. */
async function post(who: Applicant | null, fields: Record<string, string>): Promise<string> {
  const { notInterestedForm } = await import('@/features/matching/formActions')
  request.cookies.clear()
  if (who) {
    await signInCandidate(who.email)
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  try {
    await notInterestedForm(form)
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2]!
    throw error
  }
  throw new Error('no redirect')
}

describe('not interested, and recommendations in the job alert digest', () => {
  let owner: { id: number }
  let since: Date
  let first: number
  let second: number
  let draft: number
  let layla: Applicant
  let faris: Applicant

  const ids = async (who: Applicant) => (await recommendationsFor(await getTestPayload(), who.id, 'en')).map((r) => r.job.id)

  beforeAll(async () => {
    const payload = await getTestPayload()
    const skill = async (name: string) =>
      (await payload.find({ collection: 'skills', where: { name: { equals: name } }, locale: 'en', limit: 1, depth: 0 })).docs[0]!.id
    const [sap, ifrs] = [await skill('SAP'), await skill('IFRS')]
    owner = await staffMember('owner.hide@example.com', ['recruiter'])
    since = new Date()
    await new Promise((resolve) => setTimeout(resolve, 20))
    first = await ownedJob(owner.id, { title: 'SAP Finance Analyst', titleAr: 'محلل مالي ساب' })
    second = await ownedJob(owner.id, { title: 'IFRS Reporting Lead', titleAr: 'قائد تقارير المعايير الدولية' })
    draft = await ownedJob(owner.id, { title: 'Unpublished SAP role', titleAr: 'وظيفة ساب غير منشورة' })
    for (const [id, skills] of [
      [first, [sap]],
      [second, [ifrs, sap]],
      [draft, [sap]],
    ] as const) {
      await payload.update({ collection: 'jobs', id, context: { disableRevalidate: true }, data: { eligibility: { skills: [...skills] } } })
    }
    await payload.update({ collection: 'jobs', id: draft, context: { disableRevalidate: true }, data: { status: 'draft' } })
    layla = await applicant('layla.hide@example.com', { fullName: 'Layla Mansour' })
    faris = await applicant('faris.hide@example.com', { fullName: 'Faris Odeh' })
    for (const [who, digest] of [
      [layla, true],
      [faris, false],
    ] as const) {
      const response = await rest('PATCH', `/candidates/${who.id}`, {
        body: { skills: 'SAP, IFRS', eligibility: { digestRecommendations: digest } },
        headers: who.auth,
      })
      expect(response.status).toBe(200)
    }
  }, 300_000)

  it('hides a recommended job for good with one button, and brings it back with Undo', async () => {
    expect(await ids(layla)).toEqual(expect.arrayContaining([first, second]))
    expect(await post(layla, { job: String(first), back: '/ar/profile/jobs' })).toBe(`/ar/profile/jobs?hidden=${first}#recommended`)
    expect(await ids(layla)).not.toContain(first)
    expect(await ids(layla)).toContain(second)
    // Remembered: read again later, and hiding twice keeps one entry.
    await post(layla, { job: String(first), back: '/en/profile' })
    const payload = await getTestPayload()
    const stored = await payload.findByID({ collection: 'candidates', id: layla.id, depth: 0, select: { notInterested: true } })
    expect(stored.notInterested).toEqual([first])
    // Only hers: Faris still gets it.
    expect(await ids(faris)).toContain(first)
    // Undo.
    expect(await post(layla, { job: String(first), undo: '1', back: '/en/profile/jobs' })).toBe('/en/profile/jobs?restored=1#recommended')
    expect(await ids(layla)).toContain(first)
    // Hidden again for the digest below.
    await post(layla, { job: String(first), back: '/en/profile/jobs' })
  })

  it('refuses what is not a job the seeker may see, a stranger’s path, and a visitor', async () => {
    expect(await post(layla, { job: String(draft), back: '/en/profile/jobs' })).toBe('/en/profile/jobs?hidden=invalid#recommended')
    expect(await post(layla, { job: 'abc', back: '/en/profile/jobs' })).toBe('/en/profile/jobs?hidden=invalid#recommended')
    // A path elsewhere is never followed.
    expect(await post(layla, { job: String(second), back: '//evil.example/x' })).toBe(`/en/profile/jobs?hidden=${second}#recommended`)
    await post(layla, { job: String(second), undo: '1', back: '/en/profile/jobs' })
    expect(await post(null, { job: String(second), back: '/en/profile' })).toBe(`/en/login?redirect=${encodeURIComponent('/en/profile')}`)
    // Another candidate cannot write her list through the API.
    const other = await rest('PATCH', `/candidates/${layla.id}`, { body: { notInterested: [second] }, headers: faris.auth })
    expect([403, 404]).toContain(other.status)
  })

  it('adds new recommended jobs to the digest of a subscriber who opted in, without the hidden one', async () => {
    const payload = await getTestPayload()
    const alert = async (who: Applicant, locale: 'en' | 'ar') =>
      payload.create({
        collection: 'job-alerts',
        overrideAccess: true,
        data: {
          email: who.email,
          candidate: who.id,
          locale,
          frequency: 'daily',
          q: 'Zoologist nobody posts',
          searchKey: 'set-by-hook',
          status: 'active',
          confirmedAt: since.toISOString(),
          digestThrough: since.toISOString(),
          nextDigestAt: new Date(Date.now() - 60_000).toISOString(),
        },
      })
    await alert(layla, 'ar')
    await alert(faris, 'en')
    await sendDueDigests(payload)
    const [mail, ...more] = await mailTo(layla.email)
    expect(more).toEqual([])
    expect(mail!.subject).toContain('مقترحة لك')
    expect(mail!.html).toContain('قائد تقارير المعايير الدولية')
    expect(mail!.text).toContain(`/ar/jobs/`)
    // The job she hid is not there.
    expect(mail!.html).not.toContain('محلل مالي ساب')
    // Faris did not opt in, and nothing new matched his search: no email.
    expect(await mailTo(faris.email)).toEqual([])
    // Sent once: a second run sends nothing.
    await sendDueDigests(payload)
    expect(await mailTo(layla.email)).toHaveLength(1)
  })
})
