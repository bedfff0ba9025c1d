import { expect, test, type Page } from '@playwright/test'

import { signUpAndSignIn } from './candidate'

/**
 * Issue 15, item 2: a visitor who signed in within the last 7 days comes back after their 1-hour ID token has
 * expired. Their first save, profile save and apply must work at once, not after the page has refreshed the token.
 */
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** What the browser holds an hour later: the ID token is gone, the sign-in cookie and the (stale) hint remain. */
async function anHourLater(page: Page) {
  const context = page.context()
  await context.clearCookies({ name: 'nk_id' })
  const hint = (await context.cookies()).find((c) => c.name === 'nk_auth')!
  await context.addCookies([{ ...hint, value: String(Math.floor(Date.now() / 1000) - 60) }])
}

test.describe('a returning visitor with an expired ID token', () => {
  test('saves a job on the first try, in both languages', async ({ page }) => {
    await signUpAndSignIn(page, { email: unique('returning'), fullName: 'Sara Returning', after: '/en/jobs' })
    for (const locale of ['en', 'ar'] as const) {
      await anHourLater(page)
      // Even when the page's own refresh has not happened (or cannot), the save itself renews the session.
      await page.route('**/api/candidates/session/refresh', (route) => route.abort())
      await page.goto(`/${locale}/jobs`)
      await page
        .getByTestId('save-job')
        .nth(locale === 'en' ? 0 : 1)
        .click()
      await expect(page.locator('[data-sonner-toast]').first()).toHaveText(locale === 'en' ? 'Job saved.' : 'تم حفظ الوظيفة.')
      await expect(page.getByText(/Could not update your saved jobs|تعذّر تحديث/)).toHaveCount(0)
      expect((await page.context().cookies()).some((c) => c.name === 'nk_id')).toBe(true)
      await page.unroute('**/api/candidates/session/refresh')
    }
    await page.goto('/en/saved-jobs')
    await expect(page.getByTestId('save-job')).toHaveCount(2)
  })
})
