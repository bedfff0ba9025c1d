import { beforeAll, describe, expect, it, vi } from 'vitest'

import { ID_TOKEN_COOKIE } from '@/features/accounts/constants'

import { unique } from '../fixtures/people'
import { getTestPayload } from './helpers/payload'
import { applicant } from './helpers/recruiting'

/**
 * Issue 28, item 4: a candidate who left a job's Apply to let their CV fill the profile comes back to the profile
 * with the way back to that job, whatever the review form posted; a path elsewhere is dropped. The review's server
 * action called directly, with Next.js's request scope stood in for (as in serverActions.int.test.ts).
 */
const request = vi.hoisted(() => ({ cookies: new Map<string, string>() }))

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '10.28.4.1' }),
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
    getLocale: async () => 'ar',
    getTranslations: async (options: { locale?: string; namespace: never }) => translator(options.locale ?? 'ar', options.namespace),
    getMessages: async ({ locale }: { locale?: 'en' | 'ar' } = {}) => messages[locale ?? 'ar'],
    setRequestLocale: () => {},
  }
})

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
    const { rest } = await import('./helpers/http')
    const login = await rest('POST', '/candidates/login', { body: { email: who.email, password: 'olive grove at dawn 42' } })
    request.cookies.set(ID_TOKEN_COOKIE, ((await login.json()) as { token: string }).token)

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
