import { expect, test, type Page } from '@playwright/test'

import { E2E_GA_ID } from '../../playwright.config'

test.use({ storageState: { cookies: [], origins: [] } })

/** Stands in for Google's gtag.js (no internet here) and records every request to Google. */
async function fakeGoogle(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__fakeGtagLoaded = (window.__fakeGtagLoaded || 0) + 1' })
  })
  await page.route(/tawk\.to/, (route) => route.fulfill({ contentType: 'application/javascript', body: '' }))
  return requests
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
      .map((entry) => (entry[2] as { page_path: string; language: string }).page_path + ' ' + (entry[2] as { language: string }).language),
  )

test.describe('cookie consent and analytics', () => {
  test('declining loads no analytics and sets no analytics cookie, and the choice is remembered', async ({ page, context }) => {
    const google = await fakeGoogle(page)
    await page.goto('/en')
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Decline' }).click()
    await expect(banner).toBeHidden()
    await expect(page.getByText('Your cookie choice was saved.')).toBeVisible()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' }).click()
    await expect(page).toHaveURL(/\/en\/jobs$/)
    await page.reload()
    await expect(page.getByTestId('consent-banner')).toBeHidden()
    expect(google).toEqual([])
    expect(await pageViews(page)).toEqual([])
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('declined')
    expect(cookies.filter((c) => c.name.startsWith('_ga'))).toEqual([])

    // The banner and its buttons work from the first paint (an inline script), not only after hydration.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await expect(page.getByTestId('consent-banner')).toBeVisible()
  })

  test('accepting loads the tag once per page and reports one page view per navigation, with the locale', async ({ page }) => {
    const google = await fakeGoogle(page)
    const views = () => pageViews(page)
    const tagLoads = () => page.evaluate(() => (window as unknown as { __fakeGtagLoaded?: number }).__fakeGtagLoaded ?? 0)
    await page.goto('/ar')
    await page.getByTestId('consent-banner').getByRole('button', { name: 'موافقة' }).click()
    await expect.poll(views).toEqual(['/ar ar'])
    await expect.poll(() => google.filter((url) => url.includes(`gtag/js?id=${E2E_GA_ID}`)).length).toBe(1)
    await expect.poll(tagLoads).toBe(1)

    // Content pages link with plain anchors (issue 17): each page is a new document that reports its own one view.
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الوظائف' }).click()
    await expect(page).toHaveURL(/\/ar\/jobs$/)
    await expect.poll(async () => (await views()).at(-1)).toBe('/ar/jobs ar')
    expect((await views()).filter((view) => view === '/ar/jobs ar')).toHaveLength(1)
    await page.getByTestId('job-card').first().getByRole('link').click()
    await expect.poll(async () => (await views()).at(-1) ?? '').toMatch(/^\/ar\/jobs\/\S+ ar$/)
    expect((await views()).filter((view) => view.startsWith('/ar/jobs/'))).toHaveLength(1)
    expect(await tagLoads()).toBe(1)
  })
})

test.describe('chat widget', () => {
  test('loads 3 seconds after the page when nobody interacts', async ({ page }) => {
    await fakeGoogle(page)
    const start = Date.now()
    const chat = page.waitForRequest(/embed\.tawk\.to\/aaaaaaaaaaaaaaaaaaaaaaaa\/e2ewidget/, { timeout: 10_000 })
    await page.goto('/en/faq')
    await chat
    expect(Date.now() - start).toBeGreaterThanOrEqual(2_900)
  })

  test('loads at the first interaction, before the 3 seconds', async ({ page }) => {
    await fakeGoogle(page)
    let requested = 0
    page.on('request', (request) => {
      if (/embed\.tawk\.to/.test(request.url())) requested++
    })
    await page.goto('/en/faq')
    // Hydrated, so the interaction listeners are in place (before that, the 3-second timer applies).
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    const start = Date.now()
    await page.keyboard.press('Tab')
    await expect.poll(() => requested, { timeout: 2_500 }).toBe(1)
    expect(Date.now() - start).toBeLessThan(2_500)
    await page.waitForTimeout(3_200)
    expect(requested).toBe(1)
  })
})

test.describe('the cookie banner on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const locale of ['en', 'ar'] as const) {
    test(`is one compact line with two buttons and leaves a job's Apply button usable (${locale})`, async ({ page }) => {
      await fakeGoogle(page)
      await page.goto(`/${locale}/jobs`)
      const href = (await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!
      await page.goto(href)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeVisible()
      const box = (await banner.boundingBox())!
      // Compact: well under a tenth of the screen (it used to take a third).
      expect(box.height).toBeLessThanOrEqual(84)
      const buttons = banner.getByRole('button')
      await expect(buttons).toHaveCount(2)
      const [first, second] = [(await buttons.nth(0).boundingBox())!, (await buttons.nth(1).boundingBox())!]
      expect(Math.abs(first.y - second.y)).toBeLessThan(2)
      // Apply is not under the banner: what is at its centre is Apply itself.
      const apply = page.getByTestId('apply')
      await apply.scrollIntoViewIfNeeded()
      const target = (await apply.boundingBox())!
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
        [target.x + target.width / 2, target.y + target.height / 2],
      )
      expect(hit).toBe('apply')
      await apply.click()
      await expect(page.getByTestId('apply-panel')).toBeVisible()
    })
  }
})
