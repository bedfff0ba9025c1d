import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { CANDIDATE_PASSWORD } from '../fixtures/people'

/** Issue 15, "the spec's rough edges". */
async function staff(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test('the service worker script is always revalidated, never kept by a shared cache', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  const cacheControl = response.headers()['cache-control'] ?? ''
  expect(cacheControl).toContain('no-cache')
  expect(cacheControl).not.toContain('s-maxage')
})

test('an empty job search says "No jobs found." once, in both languages', async ({ page }) => {
  await page.goto('/en/jobs?q=zzqqxxnotajob')
  await expect(page.getByText('No jobs found.', { exact: true })).toHaveCount(1)
  await page.goto('/ar/jobs?q=zzqqxxnotajob')
  await expect(page.getByTestId('no-jobs')).toBeVisible()
  const arabic = (await page.getByTestId('no-jobs').locator('p').first().textContent())!.trim()
  await expect(page.getByText(arabic, { exact: true })).toHaveCount(1)
})

test('an empty blog category says "No related blogs in this category."', async ({ page, request }) => {
  const headers = await staff(request)
  const created = await request.post('/api/blog-categories?locale=en', { headers, data: { name: 'Empty for now', slug: 'empty-for-now' } })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await request.patch(`/api/blog-categories/${id}?locale=ar`, { headers, data: { name: 'قريبًا' } })).status()).toBe(200)
  await page.goto('/en/blogs/category/empty-for-now')
  await expect(page.getByTestId('no-posts')).toHaveText('No related blogs in this category.')
  await page.goto('/ar/blogs/category/empty-for-now')
  await expect(page.getByTestId('no-posts')).toHaveText('لا توجد مقالات ذات صلة في هذا التصنيف.')
})

test('/api/elasticsearch answers on a fresh install: the main pages, in both languages', async ({ request }) => {
  const response = await request.get('/api/elasticsearch?index=metatags&searchValue=&page=1&size=100')
  expect(response.status()).toBe(200)
  const { results } = (await response.json()) as {
    results: {
      _source: { uniqueComponentName?: string; en?: { keywords?: { keyword: string }[] }; ar?: { keywords?: { keyword: string }[] } }
    }[]
  }
  const pages = new Map(results.map((r) => [r._source.uniqueComponentName, r._source]))
  // The seeded records hold keywords in both languages (each page keeps its own title until staff write one).
  const words = (list?: { keyword: string }[]) => (list ?? []).map((k) => k.keyword).join(' ')
  for (const key of ['home', 'jobs', 'contact-us']) {
    expect(words(pages.get(key)?.en?.keywords), key).toMatch(/[a-z]/i)
    expect(words(pages.get(key)?.ar?.keywords), key).toMatch(/[\u0600-\u06FF]/)
  }
  const one = (await (await request.get('/api/elasticsearch?index=metatags&searchValue=jobs')).json()) as { results: unknown[] }
  expect(one.results.length).toBeGreaterThanOrEqual(1)
})

test.describe('REST refusals', () => {
  test("say what is wrong in the spec's sentences and the request's language, not Payload's field list", async ({ request }) => {
    const email = `rest-${Date.now()}@example.com`
    const created = await request.post('/api/candidates', { data: { email, password: CANDIDATE_PASSWORD, fullName: 'Rest Client' } })
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const login = await request.post('/api/candidates/login', { data: { email, password: CANDIDATE_PASSWORD } })
    const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    for (const [locale, city] of [
      ['en', 'City is required.'],
      ['ar', 'المدينة مطلوبة.'],
    ] as const) {
      const response = await request.patch(`/api/candidates/${id}?locale=${locale}`, {
        headers,
        data: { fullName: 'Rest Client', phoneNumber_1: '+966501234567', skills: 'x', state: 'x', city: '' },
      })
      expect(response.status()).toBe(400)
      const [error] = ((await response.json()) as { errors: { name: string; message: string }[] }).errors
      expect(error).toMatchObject({ name: 'ValidationError', message: city })
    }
    // Two refusals: both sentences.
    const both = await request.patch(`/api/candidates/${id}`, { headers, data: { city: '', phoneNumber_1: '12' } })
    const message = ((await both.json()) as { errors: { message: string }[] }).errors[0]!.message
    expect(message).toContain('City is required.')
    expect(message).toContain('Enter a valid phone number with its country code, for example +966 50 123 4567.')
    expect(message).not.toContain('The following field')
  })
})

test('sign-in with ?redirect=false leaves the visitor where they were', async ({ page }) => {
  const email = `stay-${Date.now()}@example.com`
  expect(
    (await page.request.post('/api/candidates', { data: { email, password: CANDIDATE_PASSWORD, fullName: 'Stay Here' } })).status(),
  ).toBe(201)
  await page.goto('/en/login?redirect=false')
  const form = page.getByTestId('sign-in-form')
  await form.locator('#email').fill(email)
  await form.locator('#password').fill(CANDIDATE_PASSWORD)
  await form.locator('button[type=submit]').click()
  await expect(page.locator('html[data-auth="in"]')).toHaveCount(1)
  await page.waitForTimeout(1500)
  expect(new URL(page.url()).pathname).toBe('/en/login')
  await page.reload()
  expect(new URL(page.url()).pathname).toBe('/en/login')
})
