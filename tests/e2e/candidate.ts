import { expect, type Page } from '@playwright/test'

import { CANDIDATE_PASSWORD } from '../fixtures/people'

/**
 * A candidate made through the API (with any other profile fields given), then signed in through the sign-in page,
 * which sends them on to `after`.
 */
export async function signUpAndSignIn(
  page: Page,
  { email, fullName, after, profile = {} }: { email: string; fullName: string; after: string; profile?: Record<string, string> },
) {
  const created = await page.request.post('/api/candidates', { data: { ...profile, email, password: CANDIDATE_PASSWORD, fullName } })
  expect(created.status()).toBe(201)
  const locale = after.split('/')[1]
  await page.goto(`/${locale}/login?redirect=${encodeURIComponent(after)}`)
  const form = page.getByTestId('sign-in-form')
  await form.locator('#email').fill(email)
  await form.locator('#password').fill(CANDIDATE_PASSWORD)
  await form.locator('button[type=submit]').click()
  await page.waitForURL((url) => url.pathname === after)
}
