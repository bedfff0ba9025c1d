import { expect, test } from '@playwright/test'

/**
 * The newcomer slice (issue 27): the seeded open days are listed at /open-days on a phone, soonest first, in each
 * language, with the date in the page's language and the page right to left in Arabic.
 */
test.use({ viewport: { width: 390, height: 844 } })

for (const [locale, heading, firstCity, month] of [
  ['en', 'Open days', 'Riyadh', /January|February|March|April|May|June|July|August|September|October|November|December/],
  ['ar', 'الأيام المفتوحة', 'الرياض', /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/],
] as const) {
  test(`lists the upcoming open days in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/open-days`)
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const cards = page.getByTestId('open-days').getByRole('listitem')
    await expect(cards).toHaveCount(3)
    await expect(cards.first()).toContainText(firstCity)
    await expect(cards.first()).toContainText(month)
  })
}
