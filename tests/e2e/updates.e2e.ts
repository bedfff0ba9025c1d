import { expect, test } from '@playwright/test'

test('a chunk that fails to load (after a deploy) reloads the page once, and never twice in a row', async ({ page }) => {
  let loads = 0
  page.on('load', () => loads++)
  await page.goto('/en/jobs')
  await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').click()
  await page.waitForURL(/\/en\/jobs\/[^/]+$/)
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  const before = loads

  // The deploy: every build file this page has not loaded yet is gone.
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.getByTestId('apply').click()
  await expect.poll(() => loads).toBe(before + 1)
  // The reloaded page fails again (its files are still missing): no second reload.
  await page.waitForTimeout(3000)
  expect(loads).toBe(before + 1)
  expect(await page.evaluate(() => sessionStorage.getItem('nk_chunk_reload'))).toMatch(/^\d+$/)
})
