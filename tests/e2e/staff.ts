import type { APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

/** The e2e admin's Authorization header (REST sign-in). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

type NewJob = { en: string; ar: string; industry?: string; location?: string; status?: 'open' | 'draft' | 'closed' }

/** Lexical rich text with one paragraph (a job's description). */
function paragraphs(text: string) {
  const paragraph = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0 }
  const run = { type: 'text', version: 1, text, detail: 0, format: 0, mode: 'normal', style: '' }
  return { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ ...paragraph, children: [run] }] } }
}

/** A job made by staff through the REST API, titled in both languages; returns its id and slug. */
export async function createJob(request: APIRequestContext, job: NewJob): Promise<{ id: number; slug: string }> {
  const headers = await adminHeaders(request)
  const one = async (collection: string, slug: string) =>
    (
      (await (await request.get(`/api/${collection}?where[slug][equals]=${slug}&limit=1&depth=0`, { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!.id
  const day = 86_400_000
  const ref = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const created = await request.post('/api/jobs?locale=en&depth=0', {
    headers,
    data: {
      referenceCode: ref,
      title: job.en,
      description: paragraphs(`${job.en}: a role made by the end-to-end tests.`),
      industry: await one('industries', job.industry ?? 'healthcare'),
      location: await one('locations', job.location ?? 'riyadh'),
      workplace: 'onsite',
      employmentType: 'full-time',
      experienceMin: 1,
      openingDate: new Date(Date.now() - day).toISOString(),
      closingDate: new Date(Date.now() + 20 * day).toISOString(),
      status: job.status ?? 'open',
    },
  })
  if (created.status() !== 201) throw new Error(`job not created: ${created.status()} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  const arabic = await request.patch(`/api/jobs/${doc.id}?locale=ar`, {
    headers,
    data: { title: job.ar, description: paragraphs(`${job.ar}: وظيفة أنشأتها اختبارات الطرف إلى الطرف.`) },
  })
  if (arabic.status() !== 200) throw new Error(`job not translated: ${arabic.status()} ${await arabic.text()}`)
  return { id: doc.id, slug: doc.slug }
}

export async function updateJob(request: APIRequestContext, id: number, data: Record<string, unknown>, locale = 'en') {
  const response = await request.patch(`/api/jobs/${id}?locale=${locale}`, { headers: await adminHeaders(request), data })
  if (response.status() !== 200) throw new Error(`job not updated: ${response.status()} ${await response.text()}`)
}

/**
 * Tests in `last/` run without the main project's stored state: this is its "visitor who declined the cookie banner"
 * (`test.use({ storageState: DECLINED_CONSENT })`), so the banner does not cover the page's end.
 */
export const DECLINED_CONSENT = {
  cookies: [
    {
      name: 'cookie_consent',
      value: 'declined',
      domain: 'localhost',
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
}
