import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 15, item 10: keyboard focus follows what the visitor opens and closes — the Apply panel, the mobile menu,
 * the cookie banner and the toasts (the update prompt) — in both languages. Focus never drops to the page body.
 */
const LOCALES = ['en', 'ar'] as const
const WORDS = {
  en: { close: 'Close', apply: 'Apply now', signIn: 'Authentication Required', menu: 'Menu', cookies: 'Cookie settings' },
  ar: { close: 'إغلاق', apply: 'قدّم الآن', signIn: 'تسجيل الدخول مطلوب', menu: 'القائمة', cookies: 'إعدادات ملفات تعريف الارتباط' },
} as const

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-testid]')?.getAttribute('data-testid'))

async function firstJob(page: Page, locale: 'en' | 'ar') {
  await page.goto(`/${locale}/jobs`)
  const href = (await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!
  await page.goto(href)
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
}

test.describe('the Apply panel', () => {
  for (const locale of LOCALES) {
    test(`takes focus when it opens, and gives it back to Apply when closed (${locale})`, async ({ page }) => {
      await firstJob(page, locale)
      const apply = page.getByTestId('apply')
      await apply.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByTestId('apply-panel')
      await expect(panel).toContainText(WORDS[locale].signIn)
      await expect(panel).toBeFocused()

      // Its Close button, by keyboard: the panel goes, the button is back and has focus.
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('button', { name: WORDS[locale].close })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(panel).toHaveCount(0)
      await expect(page.getByTestId('apply')).toHaveText(WORDS[locale].apply)
      await expect(page.getByTestId('apply')).toBeFocused()

      // Escape closes it too.
      await page.keyboard.press('Enter')
      await expect(panel).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(panel).toHaveCount(0)
      await expect(page.getByTestId('apply')).toBeFocused()
    })
  }
})

test.describe('the mobile menu (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  for (const locale of LOCALES) {
    test(`opens to its links by keyboard, and Escape closes it with focus on its button (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/jobs`)
      const menu = page.locator('details[data-menu]')
      const button = menu.locator('summary')
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(menu).toHaveAttribute('open', '')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(WORDS[locale].menu)
      await page.keyboard.press('Escape')
      await expect(menu).not.toHaveAttribute('open')
      await expect(button).toBeFocused()
      // A tap outside it (low on the screen, below the open menu) closes it as well.
      await page.keyboard.press('Enter')
      await expect(menu).toHaveAttribute('open', '')
      await page.mouse.click(195, 820)
      await expect(menu).not.toHaveAttribute('open')
    })
  }
})

test.describe('the cookie banner, reopened from the footer', () => {
  for (const locale of LOCALES) {
    test(`takes focus, and the choice gives it back to "Cookie settings" (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/faq`)
      const banner = page.getByTestId('consent-banner')
      await expect(banner).toBeHidden()
      const reopen = page.getByRole('button', { name: WORDS[locale].cookies })
      await reopen.focus()
      await page.keyboard.press('Enter')
      await expect(banner).toBeVisible()
      expect(await focusedTestId(page)).toBe('consent-banner')
      await page.keyboard.press('Tab')
      expect(await focusedTestId(page)).toBe('consent-banner')
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      await expect(reopen).toBeFocused()
      // Escape leaves it as it was and gives focus back too.
      await page.keyboard.press('Enter')
      await expect(banner).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(banner).toBeHidden()
      await expect(reopen).toBeFocused()
    })
  }
})

test.describe('the update prompt (a toast)', () => {
  for (const locale of LOCALES) {
    test(`is announced without taking focus, is reached with Alt+T, and closing it restores focus (${locale})`, async ({ page }) => {
      // A newer build is live.
      await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build' } }))
      await page.goto(`/${locale}/jobs`)
      const search = page.locator('input[name="q"]')
      await search.focus()
      const toast = page.locator('[data-sonner-toast]')
      await expect(toast).toBeVisible({ timeout: 15_000 })
      await expect(search).toBeFocused()
      const region = page.getByRole('region', { name: locale === 'en' ? /^Notifications/ : /^الإشعارات/ })
      await expect(region).toContainText(locale === 'en' ? 'A new version of the site is available.' : 'يتوفر إصدار جديد من الموقع.')

      await page.keyboard.press('Alt+KeyT')
      const close = toast.getByRole('button', { name: locale === 'en' ? 'Close notification' : 'إغلاق الإشعار' })
      for (let i = 0; i < 4 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(close).toBeFocused()
      await expect(toast.getByRole('button', { name: locale === 'en' ? 'Refresh' : 'تحديث' })).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(toast).toHaveCount(0)
      await expect(search).toBeFocused()
    })
  }
})
