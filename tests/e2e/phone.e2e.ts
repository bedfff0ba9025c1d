import { expect, test, type Page } from '@playwright/test'

import { unique } from '../fixtures/people'
import { signUpAndSignIn } from './candidate'

/**
 * Issue 28, a job seeker on a phone (390 × 844), one journey per language:
 * - item 1: after a search the count and the first job are on the first screen; the filters wait behind
 *   "Filters (n)", a chosen filter applies at once and shows as a chip that removes it; without scripts the
 *   disclosure opens and its own button applies the filters;
 * - item 2: "Job saved." offers "View saved jobs"; the menu and the profile lead to saved jobs and applications;
 * - item 12: toasts show at the top, away from the page's forms and buttons;
 * - item 13: the profile's file pickers show a focus ring.
 */
const WORDS = {
  en: {
    keyword: 'Keyword',
    search: 'Search',
    keywordValue: 'engineer',
    filters: /^Filters$/,
    filtersOne: /^Filters \(1\)$/,
    apply: 'Apply filters',
    remove: 'Remove filter:',
    saved: 'Job saved.',
    viewSaved: 'View saved jobs',
    savedTitle: 'Saved jobs',
    menu: 'Menu',
    applications: 'My applications',
    upload: 'Upload a picture',
  },
  ar: {
    keyword: 'كلمة البحث',
    search: 'بحث',
    keywordValue: 'مهندس',
    filters: /^عوامل التصفية$/,
    filtersOne: /^عوامل التصفية \((1|١)\)$/,
    apply: 'طبّق عوامل التصفية',
    remove: 'إزالة عامل التصفية:',
    saved: 'تم حفظ الوظيفة.',
    viewSaved: 'عرض الوظائف المحفوظة',
    savedTitle: 'الوظائف المحفوظة',
    menu: 'القائمة',
    applications: 'طلباتي',
    upload: 'ارفع صورة',
  },
} as const

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The count and the first job card's title are on the first screen, with nothing scrolled. */
async function resultsOnFirstScreen(page: Page) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.getByTestId('job-count')).toBeInViewport()
  await expect(page.getByTestId('job-card').first().getByRole('heading')).toBeInViewport()
}

for (const locale of ['en', 'ar'] as const) {
  const w = WORDS[locale]
  test(`a job seeker on a phone searches, filters, saves a job and finds it again (${locale})`, async ({ page, browser }) => {
    // Item 1: search, then the results are in view; the filters wait behind their button.
    await page.goto(`/${locale}/jobs`)
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    const disclosure = page.getByTestId('filters-disclosure')
    await expect(disclosure.locator('summary')).toHaveText(w.filters)
    await expect(page.locator('#job-location')).toBeHidden()
    await page.getByLabel(w.keyword).fill(w.keywordValue)
    await page.getByRole('button', { name: w.search, exact: true }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    await resultsOnFirstScreen(page)

    // A filter applies as soon as it is chosen, with no Search, and shows as a chip.
    await disclosure.locator('summary').click()
    const location = page.locator('#job-location')
    const city = (await location.locator('option').nth(1).getAttribute('value'))!
    const cityName = (await location.locator('option').nth(1).textContent())!.replace(/\s*\(.*\)$/, '')
    await location.selectOption(city)
    await expect(page).toHaveURL(new RegExp(`location=${city}`))
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(disclosure.locator('summary')).toHaveText(w.filtersOne)
    await expect(page.locator('#job-location')).toBeHidden()
    const chip = page.getByTestId('filter-chip')
    await expect(chip).toHaveCount(1)
    await expect(chip).toHaveText(cityName)
    await expect(chip).toHaveAccessibleName(`${w.remove} ${cityName}`)
    await resultsOnFirstScreen(page)
    await chip.click()
    await expect(page).not.toHaveURL(/location=/)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(page.getByTestId('filter-chip')).toHaveCount(0)

    // Without scripts: the disclosure opens and its own button applies the filters.
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const bare = await noScripts.newPage()
    await bare.goto(`/${locale}/jobs`)
    await bare.getByTestId('filters-disclosure').locator('summary').click()
    await bare.locator('#job-location').selectOption(city)
    await bare.getByRole('button', { name: w.apply }).click()
    await expect(bare).toHaveURL(new RegExp(`location=${city}`))
    await expect(bare.getByTestId('filter-chip')).toHaveText(cityName)
    await noScripts.close()

    // Item 2: a signed-in candidate saves a job; the toast (at the top: item 12) leads to the saved jobs.
    const job = (await page.getByTestId('job-card').first().getByRole('heading').getByRole('link').getAttribute('href'))!
    const jobTitle = (await page.getByTestId('job-card').first().getByRole('heading').textContent())!.trim()
    await signUpAndSignIn(page, { email: unique(`phone-${locale}`), fullName: 'Reem Al-Qahtani', after: new URL(job, page.url()).pathname })
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' })
    await page.getByTestId('save-job').first().click()
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: w.saved })
    await expect(toast).toBeVisible()
    expect((await toast.boundingBox())!.y).toBeLessThan(200)
    await toast.getByRole('button', { name: w.viewSaved }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/saved-jobs$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.savedTitle)
    await expect(page.getByTestId('saved-jobs')).toContainText(jobTitle)

    // The menu leads to the saved jobs and the applications.
    const menu = page.locator('details[data-menu]')
    await menu.locator('summary').click()
    await expect(menu.getByRole('link', { name: w.savedTitle })).toBeVisible()
    await menu.getByRole('link', { name: w.applications }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/applications$`))
    await expect(page.getByRole('heading', { name: w.applications, level: 1 })).toBeInViewport()

    // The profile leads to them too; item 13: "Upload a picture" shows where the keyboard is.
    await page.goto(`/${locale}/profile`)
    const links = page.getByTestId('profile-links')
    await expect(links.getByRole('link', { name: w.savedTitle })).toHaveAttribute('href', `/${locale}/saved-jobs`)
    await expect(links.getByRole('link', { name: w.applications })).toHaveAttribute('href', `/${locale}/profile/applications`)
    const picker = page.getByText(w.upload, { exact: true })
    await page.keyboard.press('Tab')
    await page.locator(`#${(await picker.getAttribute('for'))!}`).focus()
    const ring = await picker.evaluate((label) => {
      const style = getComputedStyle(label)
      return { style: style.outlineStyle, width: style.outlineWidth }
    })
    expect(ring).toEqual({ style: 'solid', width: '3px' })
  })
}
