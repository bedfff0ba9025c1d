import { expect, test } from '@playwright/test'

/**
 * The salary explorer (issue 33), one journey per language on a phone (390 px): the form posts (no field in the
 * URL), the answer is a shareable path, figures say how sure they are and how old, thin cells are withheld or
 * rolled up with the reason, and no organisation reaches the page. The Arabic journey runs without scripts.
 */
test.use({ viewport: { width: 390, height: 844 } })

const ORGANISATION = /\(demo\)|Najd Trading|Gulf Horizon/

test('English: find a senior accountant in Riyadh, with scripts', async ({ page }) => {
  await page.goto('/en/salaries')
  await expect(page.getByRole('heading', { level: 1, name: 'Salary explorer' })).toBeVisible()
  const form = page.getByTestId('salary-form')
  await form.getByLabel('Job').fill('Accountant')
  await form.getByLabel('Level').selectOption('senior')
  await form.getByLabel('Country').selectOption('sa')
  await form.getByLabel('City').selectOption('riyadh')
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/en/salaries'))
  await form.getByRole('button', { name: 'Show salaries' }).click()
  expect((await posted).url()).not.toMatch(/[?&](job|country|city|level)=/)
  await expect(page).toHaveURL(/\/en\/salaries\/finance\/sa\/riyadh(#level-senior)?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance and accounting salaries in Riyadh, Saudi Arabia')
  const senior = page.locator('#level-senior')
  await expect(senior.getByTestId('salary-median')).toContainText(/\d{1,3}(,\d{3})* SAR/)
  await expect(senior.getByTestId('salary-confidence')).toContainText(/confidence · \d+ organisations, \d+ employees · Data from \w+ \d{4}/)
  await expect(senior.getByRole('table')).toContainText('Median')
  await expect(page.getByTestId('salary-note')).toContainText('not job offers')
  await page.screenshot({ path: 'test-results/salaries-en-390.png', fullPage: true })
  expect(await page.content()).not.toMatch(ORGANISATION)

  // Dammam is too thin: the country's figure is shown, and the page says so.
  await page.goto('/en/salaries/finance/sa/dammam')
  await expect(page.locator('#level-entry')).toContainText('Not enough data for Dammam alone')
  // Qatar has three organisations: nothing is published, and the page says why.
  await page.goto('/en/salaries/finance/qa')
  await expect(page.getByTestId('salary-withheld')).toHaveCount(5)
  await expect(page.getByTestId('salary-withheld').first()).toContainText('fewer than five organisations')
  expect(await page.content()).not.toMatch(ORGANISATION)
  // A job the explorer does not know.
  await page.goto('/en/salaries')
  await page.getByTestId('salary-form').getByLabel('Job').fill('Astronaut')
  await page.getByTestId('salary-form').getByRole('button', { name: 'Show salaries' }).click()
  await expect(page).toHaveURL(/\/en\/salaries\/no-match$/)
  await expect(page.getByTestId('salary-no-match')).toContainText('We could not find that job')
})

test.describe('Arabic, without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('Arabic: a job typed in Arabic, right to left, with the package split', async ({ page }) => {
    await page.goto('/ar/salaries')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const form = page.getByTestId('salary-form')
    await form.getByLabel('الوظيفة').fill('محاسب')
    await form.getByLabel('الدولة').selectOption('sa')
    await form.getByRole('button', { name: 'اعرض الرواتب' }).click()
    await expect(page).toHaveURL(/\/ar\/salaries\/finance\/sa$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('رواتب المالية والمحاسبة في السعودية')
    const entry = page.locator('#level-entry')
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText('مستوى مبتدئ')
    await expect(entry.getByTestId('salary-median')).toContainText('ريال سعودي')
    await expect(entry).toContainText('بدل السكن')
    await expect(entry.getByTestId('salary-confidence')).toContainText(/موثوقية .+ · .*جه(ة|ات).* · بيانات/)
    await expect(page.getByTestId('salary-note')).toContainText('وليست عروض عمل')
    // The chart mirrors: the median's mark stands as far from the right edge as its inline start says.
    const track = entry.locator('[aria-hidden="true"]')
    const median = track.locator('> div').nth(2)
    const start = Number(/inset-inline-start:\s*([\d.]+)%/.exec((await median.getAttribute('style')) ?? '')![1])
    const [box, line] = [(await track.boundingBox())!, (await median.boundingBox())!]
    expect(Math.abs(box.x + box.width - (line.x + line.width) - (start / 100) * box.width)).toBeLessThan(2)
    await page.screenshot({ path: 'test-results/salaries-ar-390.png', fullPage: true })
    expect(await page.content()).not.toMatch(ORGANISATION)
  })
})
