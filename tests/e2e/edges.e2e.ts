import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { CANDIDATE_PASSWORD } from './candidate'

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
  await page.goto('/en/blogs/category/empty-for-now')
  await expect(page.getByTestId('no-posts')).toHaveText('No related blogs in this category.')
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
