import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

/** The file Next writes at build time and /builds/latest.json reads: a new deploy replaces it. */
const BUILD_ID_FILE = path.join(process.cwd(), '.next', 'BUILD_ID')

test('a page open when a new build goes live offers to reload, in the page’s language', async ({ page }) => {
  const built = readFileSync(BUILD_ID_FILE, 'utf8')
  const firstCheck = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='))
  await page.goto('/ar/jobs')
  expect(await (await firstCheck).json()).toEqual({ id: built.trim() })
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)

  try {
    writeFileSync(BUILD_ID_FILE, `${built.trim()}-next`)
    // The tab comes back into focus: the page checks again.
    const check = page.waitForResponse((r) => r.url().includes('/builds/latest.json?t='))
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    expect(await (await check).json()).toEqual({ id: `${built.trim()}-next` })
    const prompt = page.locator('[data-sonner-toast]').filter({ hasText: 'يتوفر إصدار جديد من الموقع.' })
    await expect(prompt).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await prompt.getByRole('button', { name: 'تحديث' }).click()
    await reloaded
  } finally {
    writeFileSync(BUILD_ID_FILE, built)
  }
  const latest = await page.request.get('/builds/latest.json')
  expect(latest.headers()['cache-control']).toContain('no-store')
})
