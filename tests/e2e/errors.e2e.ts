import { expect, test, type Browser, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

/**
 * Issue 15, the spec's rough edges and item 7: the 404 page and the error screen (spec §2, §8) as a visitor, a
 * visitor without scripts and a crawler see them.
 */
const NOT_FOUND = {
  en: { title: 'Page not found', path: 'Requested path:', home: 'Go Home', nav: 'Main navigation', brand: 'Nukhba Talent' },
  ar: { title: 'الصفحة غير موجودة', path: 'المسار المطلوب:', home: 'العودة إلى الرئيسية', nav: 'القائمة الرئيسية', brand: 'نخبة للتوظيف' },
} as const

/** What the page says, with its site header, in the URL's language, drawn by the server. */
async function expectNotFoundScreen(page: Page, locale: 'en' | 'ar', path: string) {
  const words = NOT_FOUND[locale]
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  await expect(page).toHaveTitle(`${words.title} | ${words.brand}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title)
  await expect(page.getByTestId('error-code')).toHaveText('404')
  await expect(page.getByText(words.path)).toBeVisible()
  await expect(page.getByTestId('requested-path')).toHaveText(path)
  await expect(page.getByRole('banner').getByRole('navigation', { name: words.nav })).toBeAttached()
  await expect(page.getByRole('link', { name: words.home })).toHaveAttribute('href', '/')
}

test.describe('the 404 page, drawn by the server', () => {
  test.use({ javaScriptEnabled: false })

  for (const [locale, path] of [
    ['en', '/en/no-such-page/at-all'],
    ['ar', '/ar/صفحة-غير-موجودة'],
  ] as const) {
    test(`an unknown path says "Page not found" with the path, a title and the language (${locale})`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expectNotFoundScreen(page, locale, path)
      // Not left to the browser: the first HTML holds all of it, which is what a crawler reads.
      const html = await response!.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toContain(`<html lang="${locale}"`)
      expect(html).toContain('<meta name="robots" content="noindex')
    })
  }

  test('a missing document (a job that does not exist) gets the same page, in its language', async ({ page }) => {
    const response = await page.goto('/ar/jobs/no-such-job-0000')
    expect(response?.status()).toBe(404)
    await expectNotFoundScreen(page, 'ar', '/ar/jobs/no-such-job-0000')
  })

  test('a malformed address is the localized 404 with Go Home and the site header (issue 15, item 7)', async ({ page }) => {
    // The path as the visitor reads it; one that does not decode as it was sent.
    for (const [path, locale, shown] of [
      ['/en/jobs/50%25-remote', 'en', '/en/jobs/50%-remote'],
      ['/ar/blogs/%E0%A4%A', 'ar', '/ar/blogs/%E0%A4%A'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expectNotFoundScreen(page, locale, shown)
      await expect(page.getByRole('banner')).toContainText(NOT_FOUND[locale].brand)
    }
  })
})

test('after a navigation in the browser, the 404 screen is the same', async ({ page }) => {
  await page.goto('/en/jobs')
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
  const response = await page.goto('/en/jobs/no-such-job-0000')
  expect(response?.status()).toBe(404)
  await expectNotFoundScreen(page, 'en', '/en/jobs/no-such-job-0000')
})

/** A browser context signed in as staff (test pages are staff-only in production). */
async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const login = await page.request.post('/api/users/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  return page
}

test.describe('the error screen', () => {
  test('shows the status the error carries and its own message, with Go Home (en, ar)', async ({ browser }) => {
    const page = await staffPage(browser)
    const busy = await page.goto('/en/test-error?status=503')
    // The answer's own status is the error's, not a generic 500.
    expect(busy?.status()).toBe(503)
    const screen = page.getByTestId('error-screen')
    await expect(screen.getByTestId('error-code')).toHaveText('Error 503')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Service unavailable')
    await expect(screen).toContainText('The site is busy or being updated. Please try again in a minute.')
    await expect(screen).toContainText(/Reference: HTTP;503;\w+/)
    await expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
    // A page of the site that fails keeps the site around it: its header (with the menu) and its footer.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main')).toHaveCount(1)

    expect((await page.goto('/ar/test-error?status=429'))?.status()).toBe(429)
    await expect(screen.getByTestId('error-code')).toHaveText('خطأ 429')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('طلبات كثيرة جدًا')
    await expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await page.context().close()
  })

  test('a defect is an Error 500 with the general message; the server’s own words never show', async ({ browser }) => {
    const page = await staffPage(browser)
    expect((await page.goto('/en/test-error'))?.status()).toBe(500)
    const screen = page.getByTestId('error-screen')
    await expect(screen.getByTestId('error-code')).toHaveText('Error 500')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
    await expect(screen).not.toContainText('a defect in a page')
    await page.context().close()
  })

  test('is a 404 for visitors who are not staff (test pages are hidden in production)', async ({ page }) => {
    expect((await page.goto('/en/test-error?status=503'))?.status()).toBe(404)
  })
})
