import { beforeAll, describe, expect, it, vi } from 'vitest'

import { unique } from '../fixtures/people'
import { getTestPayload } from './helpers/payload'
import { applicant } from './helpers/recruiting'
import { signInCandidate } from './helpers/session'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * Issue 28, item 4: a candidate who left a job's Apply to let their CV fill the profile comes back to the profile
 * with the way back to that job, whatever the review form posted; a path elsewhere is dropped. The review's server
 * action called directly, with Next.js's request scope stood in for (helpers/nextMocks.ts).
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))
request.headers = new Headers({ 'x-forwarded-for': '10.28.4.1' })
request.locale = 'ar'

/** Where the action sends the candidate (its 303), or what it answered. */
async function saveProposals(fields: Record<string, string>): Promise<string | unknown> {
  const { applyCvProposals } = await import('@/features/cv/actions')
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  try {
    return await applyCvProposals({}, form)
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? ''
    if (!digest.startsWith('NEXT_REDIRECT;')) throw error
    return digest.split(';')[2]
  }
}

beforeAll(async () => {
  await getTestPayload()
}, 180_000)

describe('the CV review keeps the way back to the job (issue 28, item 4)', () => {
  it('saves the ticked value and returns to the profile with the job to continue, never a path elsewhere', async () => {
    const who = await applicant(unique('cv.return'), { fullName: 'Huda Saleh' })
    await signInCandidate(who.email)

    const job = '/ar/jobs/site-engineer-riyadh/apply'
    expect(await saveProposals({ fullName: 'هدى صالح', accept: 'fullName', redirect: job })).toBe(
      `/ar/profile?updated=cv&redirect=${encodeURIComponent(job)}#cv-proposals`,
    )
    expect(await saveProposals({ fullName: 'هدى صالح', accept: 'fullName', redirect: '//evil.example/x' })).toBe(
      '/ar/profile?updated=cv#cv-proposals',
    )
    expect(await saveProposals({ fullName: 'هدى صالح', accept: 'fullName' })).toBe('/ar/profile?updated=cv#cv-proposals')
  }, 120_000)
})
